import Geo

/// A group of annotations drawn as one marker.
public struct ClusterCandidate: Hashable, Sendable {
    /// Where the group is drawn: the members' centroid snapped to the nearest member; a group with members on the
    /// image uses only those, so what the image shows is represented by a symbol on it.
    public var anchor: Point
    /// Indices of the member annotations, ascending.
    public var members: [Int]
}

/// Hierarchical, grid-accelerated clustering in image space: groups merge until no two symbols overlap.
///
/// Every point starts as its own group, with its own symbol frame. In each round, groups are visited by
/// size, then priority, then first member; a group absorbs the not-yet-visited groups whose frames overlap
/// its own, and moves to its members' centroid snapped to the nearest member, taking the cluster marker's
/// frame (a group with members inside `visible` takes the centroid of those members, snapped to the nearest of
/// them, so a cluster that holds places on the image is drawn on the image). Rounds repeat until a round merges nothing, which means no two frames overlap (a visited group
/// would have absorbed any later one it overlapped): clusters of clusters form as MapKit's do, and no group
/// is left colliding with another. Each round is linear in the number of groups thanks to a hash grid, and
/// every round that merges has fewer groups than the one before.
public enum Clustering {
    /// A point to cluster.
    public struct Point2: Sendable {
        /// Annotation index.
        public var index: Int
        /// Its position on the image.
        public var anchor: Point
        /// Its display priority (higher seeds groups first).
        public var priority: Double
        /// Its symbol's frame relative to the anchor.
        public var frame: Rect

        /// Creates a point to cluster.
        public init(index: Int, anchor: Point, priority: Double, frame: Rect) {
            self.index = index
            self.anchor = anchor
            self.priority = priority
            self.frame = frame
        }
    }

    private struct Group {
        var anchor: Point
        var frame: Rect
        var members: [Int]  // positions in the input
        var priority: Double
    }

    /// Groups points whose symbols would overlap; a group of two or more takes `clusterFrame` (relative to its anchor).
    /// `visible` is the image: a group with members inside it is anchored at one of those members.
    public static func cluster(_ points: [Point2], clusterFrame: Rect, visible: Rect? = nil) -> [ClusterCandidate] {
        let inside = points.map { point in visible.map { $0.contains(point.anchor) } ?? false }
        var groups = points.indices.map { position in
            Group(anchor: points[position].anchor, frame: points[position].frame.offsetBy(points[position].anchor),
                  members: [position], priority: points[position].priority)
        }
        while true {
            let (merged, anyMerge) = round(groups, points: points, inside: inside, clusterFrame: clusterFrame)
            groups = merged
            if !anyMerge { break }
        }
        return groups.map { group in
            ClusterCandidate(anchor: group.anchor, members: group.members.map { points[$0].index }.sorted())
        }.sorted { $0.members[0] < $1.members[0] }
    }

    private static func round(_ groups: [Group], points: [Point2], inside: [Bool], clusterFrame: Rect) -> ([Group], Bool) {
        let cell = max(1, groups.reduce(0) { max($0, $1.frame.size.width, $1.frame.size.height) })
        var grid: [Int64: [Int]] = [:]
        grid.reserveCapacity(groups.count)
        for (index, group) in groups.enumerated() {
            forEachCell(of: group.frame, cell: cell) { grid[$0, default: []].append(index) }
        }
        let order = groups.indices.sorted { a, b in
            let left = groups[a], right = groups[b]
            if left.members.count != right.members.count { return left.members.count > right.members.count }
            if left.priority != right.priority { return left.priority > right.priority }
            return points[left.members[0]].index < points[right.members[0]].index
        }
        var visited = [Bool](repeating: false, count: groups.count)
        var merged: [Group] = []
        merged.reserveCapacity(groups.count)
        var anyMerge = false
        for seed in order where !visited[seed] {
            visited[seed] = true
            var group = groups[seed]
            var absorbed = false
            forEachCell(of: groups[seed].frame, cell: cell) { key in
                for other in grid[key] ?? [] where !visited[other] && groups[other].frame.intersects(groups[seed].frame) {
                    visited[other] = true
                    group.members += groups[other].members
                    group.priority = max(group.priority, groups[other].priority)
                    absorbed = true
                }
            }
            if absorbed {
                anyMerge = true
                let visibleMembers = group.members.filter { inside[$0] }
                group.anchor = snappedCentroid(of: visibleMembers.isEmpty ? group.members : visibleMembers, points: points)
                group.frame = clusterFrame.offsetBy(group.anchor)
            }
            merged.append(group)
        }
        return (merged, anyMerge)
    }

    private static func forEachCell(of rect: Rect, cell: Double, _ body: (Int64) -> Void) {
        let x0 = Int64((rect.minX / cell).rounded(.down)), x1 = Int64((rect.maxX / cell).rounded(.down))
        let y0 = Int64((rect.minY / cell).rounded(.down)), y1 = Int64((rect.maxY / cell).rounded(.down))
        for x in x0...x1 {
            for y in y0...y1 { body((x << 32) ^ (y & 0xFFFF_FFFF)) }
        }
    }

    /// The member anchor nearest the members' centroid (ties: lowest position).
    private static func snappedCentroid(of members: [Int], points: [Point2]) -> Point {
        let cx = members.reduce(0) { $0 + points[$1].anchor.x } / Double(members.count)
        let cy = members.reduce(0) { $0 + points[$1].anchor.y } / Double(members.count)
        var best = points[members[0]].anchor
        var bestDistance = Double.infinity
        for member in members.sorted() {
            let point = points[member].anchor
            let distance = (point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy)
            if distance < bestDistance {
                bestDistance = distance
                best = point
            }
        }
        return best
    }
}

extension Rect {
    /// The rectangle moved by a point's coordinates.
    func offsetBy(_ point: Point) -> Rect {
        Rect(x: minX + point.x, y: minY + point.y, width: size.width, height: size.height)
    }
}
