import Geo

/// What happened to every annotation: where it went, whether its symbol, title and callout were drawn, and why not.
public struct LayoutReport: Hashable, Sendable {
    /// An annotation's or cluster's fate.
    public enum Status: String, Hashable, Sendable {
        /// Drawn on the image.
        case drawn
        /// Not drawn: a higher-priority annotation took its place (see the reason).
        case hidden
        /// Drawn as part of a cluster marker.
        case clustered
        /// Its position is too far outside the image to be drawn.
        case outside
    }

    /// What happened to a title or a callout.
    public enum PartStatus: String, Hashable, Sendable {
        /// Drawn.
        case drawn
        /// Wanted but not drawn (see the reason).
        case hidden
        /// Nothing to draw (no text, visibility hidden, replaced by the callout, or the symbol is not drawn).
        case none
    }

    /// One input annotation.
    public struct AnnotationEntry: Hashable, Sendable {
        /// Index in the input list.
        public var index: Int
        /// Its title, if any.
        public var title: String?
        /// Image position of its coordinate, in points.
        public var position: Point
        /// What happened to its symbol.
        public var status: Status
        /// Why it is hidden, clustered or outside ("collision with annotation #12", "merged into cluster shops-3"), or
        /// what covers it though drawn ("drawn under the scale bar").
        public var reason: String?
        /// The symbol's frame when drawn.
        public var frame: Rect?
        /// Whether the title (and subtitle) block was drawn.
        public var titleStatus: PartStatus = .none
        /// Why the title is hidden.
        public var titleReason: String?
        /// The title block's frame when drawn.
        public var titleFrame: Rect?
        /// Whether the callout was drawn.
        public var calloutStatus: PartStatus = .none
        /// Why the callout is hidden.
        public var calloutReason: String?
        /// The callout's frame (with pointer) when drawn.
        public var calloutFrame: Rect?
        /// The cluster it was merged into.
        public var clusterID: String?

        /// An entry with the given symbol status.
        public init(index: Int, title: String?, position: Point, status: Status, reason: String? = nil) {
            self.index = index
            self.title = title
            self.position = position
            self.status = status
            self.reason = reason
        }
    }

    /// One cluster marker (always drawn: clusters merge instead of hiding each other).
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
        /// Drawn.
        public var status: Status
        /// The marker's frame.
        public var frame: Rect?
    }

    /// The count of one clustering identifier's annotations: every input inside the image is represented on it.
    public struct IdentifierSummary: Hashable, Sendable {
        /// The clustering identifier.
        public var clusteringIdentifier: String
        /// Annotations with this identifier.
        public var inputs: Int
        /// Of those, the ones whose coordinate is inside the image.
        public var inside: Int
        /// Of those inside, the ones drawn themselves or as members of a drawn cluster whose tip is on the image.
        public var represented: Int
    }

    /// One label the base map's style placed (they give way to annotations, titles and callouts).
    public struct LabelEntry: Hashable, Sendable {
        /// The style layer's id.
        public var layer: String
        /// The text drawn, if any.
        public var text: String?
        /// The sprite or built-in icon drawn, if any.
        public var icon: String?
        /// What it covers on the image: icon and text together, or a line label's glyphs.
        public var frame: Rect

        /// Creates an entry.
        public init(layer: String, text: String?, icon: String?, frame: Rect) {
            self.layer = layer
            self.text = text
            self.icon = icon
            self.frame = frame
        }
    }

    /// Entries in input order.
    public var annotations: [AnnotationEntry] = []
    /// The style's placed labels, in drawing order.
    public var labels: [LabelEntry] = []
    /// Clusters ordered by their lowest member index.
    public var clusters: [ClusterEntry] = []
    /// One summary per clustering identifier, in order of first appearance.
    public var identifiers: [IdentifierSummary] = []
    /// The furniture asked for (title, scale bar, legend, north arrow), in that order.
    public var furniture: [FurnitureEntry] = []
    /// The image's size in points when it is not the map's (a legend beside the map widens it).
    public var imageSize: Size?
    /// The map's bearing: degrees clockwise from north of the direction that points up (0: north up).
    public var bearing: Double = 0

    /// An empty report.
    public init() {}
}
