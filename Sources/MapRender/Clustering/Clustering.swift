import Geo

/// A group of annotations drawn as one marker.
public struct ClusterCandidate: Hashable, Sendable {
    /// Where the group is drawn: the members' centroid snapped to the nearest member.
    public var anchor: Point
    /// Indices of the member annotations, ascending.
    public var members: [Int]
}

/// Greedy, grid-accelerated clustering in image space.
///
/// Every point starts as its own group. In each round, groups are visited by size, then priority,
/// then first member; a group absorbs the not-yet-visited groups whose anchors lie within one
/// marker size of its own (markers that would overlap on screen), and moves to its members'
/// centroid snapped to the nearest member. Rounds repeat until nothing merges, so no two groups
/// are left overlapping. Each round is linear in the number of groups thanks to a hash grid.
public enum Clustering {
    /// A point to cluster.
    public struct Point2: Sendable {
        /// Annotation index.
        public var index: Int
        /// Its position on the image.
        public var anchor: Point
        /// Its display priority (higher seeds groups first).
        public var priority: Double

        /// Creates a point to cluster.
        public init(index: Int, anchor: Point, priority: Double) {
            self.index = index
            self.anchor = anchor
            self.priority = priority
        }
    }

    /// Groups points whose markers (of size `overlap`) would overlap.
    public static func cluster(_ points: [Point2], overlap: Size, maximumRounds: Int = 12) -> [ClusterCandidate] {
        let anchors = Dictionary(uniqueKeysWithValues: points.map { ($0.index, $0.anchor) })
        let priorities = Dictionary(uniqueKeysWithValues: points.map { ($0.index, $0.priority) })
        var groups = points.map { ClusterCandidate(anchor: $0.anchor, members: [$0.index]) }
        for _ in 0..<maximumRounds {
            let ranks = groups.map { group in
                (count: group.members.count, priority: group.members.map { priorities[$0] ?? 0 }.max() ?? 0, first: group.members[0])
            }
            let order = groups.indices.sorted { a, b in
                let left = ranks[a], right = ranks[b]
                if left.count != right.count { return left.count > right.count }
                if left.priority != right.priority { return left.priority > right.priority }
                return left.first < right.first
            }
            var grid: [GridKey: [Int]] = [:]
            for (index, group) in groups.enumerated() { grid[GridKey(group.anchor, cell: overlap), default: []].append(index) }
            var visited = [Bool](repeating: false, count: groups.count)
            var merged: [ClusterCandidate] = []
            var anyMerge = false
            for seed in order where !visited[seed] {
                visited[seed] = true
                var members = groups[seed].members
                let center = groups[seed].anchor
                let key = GridKey(center, cell: overlap)
                for dx in -1...1 {
                    for dy in -1...1 {
                        for other in grid[GridKey(column: key.column + dx, row: key.row + dy)] ?? [] where !visited[other] {
                            let anchor = groups[other].anchor
                            guard abs(anchor.x - center.x) < overlap.width, abs(anchor.y - center.y) < overlap.height else { continue }
                            visited[other] = true
                            members += groups[other].members
                            anyMerge = true
                        }
                    }
                }
                members.sort()
                merged.append(ClusterCandidate(anchor: snappedCentroid(of: members, anchors: anchors), members: members))
            }
            groups = merged
            if !anyMerge { break }
        }
        return groups.sorted { $0.members[0] < $1.members[0] }
    }

    /// The member anchor nearest the members' centroid (ties: lowest index).
    static func snappedCentroid(of members: [Int], anchors: [Int: Point]) -> Point {
        let points = members.compactMap { anchors[$0] }
        guard let first = points.first else { return .zero }
        guard points.count > 1 else { return first }
        let cx = points.map(\.x).reduce(0, +) / Double(points.count)
        let cy = points.map(\.y).reduce(0, +) / Double(points.count)
        var best = first
        var bestDistance = Double.infinity
        for point in points {
            let distance = (point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy)
            if distance < bestDistance {
                bestDistance = distance
                best = point
            }
        }
        return best
    }

    private struct GridKey: Hashable {
        let column: Int
        let row: Int

        init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }

        init(_ point: Point, cell: Size) {
            column = Int((point.x / cell.width).rounded(.down))
            row = Int((point.y / cell.height).rounded(.down))
        }
    }
}
