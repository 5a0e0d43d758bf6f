import Geo

/// What happened to every annotation: where it went, whether it was drawn, hidden or clustered.
public struct LayoutReport: Hashable, Sendable {
    /// An annotation's or cluster's fate.
    public enum Status: String, Hashable, Sendable {
        /// Drawn on the image.
        case drawn
        /// Not drawn: a higher-priority annotation took its place.
        case hidden
        /// Drawn as part of a cluster marker.
        case clustered
        /// Its position is too far outside the image to be drawn.
        case outside
    }

    /// One input annotation.
    public struct AnnotationEntry: Hashable, Sendable {
        /// Index in the input list.
        public var index: Int
        /// Its title, if any.
        public var title: String?
        /// Image position of its coordinate, in points.
        public var position: Point
        /// What happened to it.
        public var status: Status
        /// The symbol's frame when drawn.
        public var frame: Rect?
        /// Whether its title (and subtitle) block was drawn, and where.
        public var titleFrame: Rect?
        /// The callout's frame (with pointer) when drawn.
        public var calloutFrame: Rect?
        /// The cluster it was merged into.
        public var clusterID: String?
    }

    /// One cluster marker.
    public struct ClusterEntry: Hashable, Sendable {
        /// Stable identifier: the clustering identifier and the lowest member index.
        public var id: String
        /// The members' clustering identifier.
        public var clusteringIdentifier: String
        /// Number of members.
        public var count: Int
        /// Image position of the cluster marker's tip, in points.
        public var position: Point
        /// Indices of the member annotations.
        public var members: [Int]
        /// Drawn or hidden.
        public var status: Status
        /// The marker's frame when drawn.
        public var frame: Rect?
    }

    /// Entries in input order.
    public var annotations: [AnnotationEntry] = []
    /// Clusters ordered by their lowest member index.
    public var clusters: [ClusterEntry] = []

    /// An empty report.
    public init() {}
}
