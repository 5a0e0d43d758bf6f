import Geo
import Testing
import TestSupport
@testable import MapRender

/// A marker balloon's frame relative to its tip (29 × 39.5 points).
private let marker = Rect(x: -14.5, y: -39.5, width: 29, height: 39.5)

private func point(_ index: Int, _ x: Double, _ y: Double, priority: Double = 0) -> Clustering.Point2 {
    Clustering.Point2(index: index, anchor: Point(x: x, y: y), priority: priority, frame: marker)
}

@Test func overlappingPointsMergeAndDistantOnesDoNot() {
    let clusters = Clustering.cluster([point(0, 100, 100), point(1, 110, 105), point(2, 300, 100)], clusterFrame: marker)
    #expect(clusters.map(\.members) == [[0, 1], [2]])
    #expect(clusters[0].anchor == Point(x: 100, y: 100) || clusters[0].anchor == Point(x: 110, y: 105))
}

@Test func chainsCollapseUntilNothingOverlaps() {
    let clusters = Clustering.cluster((0..<40).map { point($0, 100 + Double($0) * 10, 100) }, clusterFrame: marker)
    for i in clusters.indices {
        for j in clusters.indices where j > i {
            #expect(!marker.offsetBy(clusters[i].anchor).intersects(marker.offsetBy(clusters[j].anchor)))
        }
    }
    #expect(clusters.flatMap(\.members).sorted() == Array(0..<40))
}

@Test func anchorIsSnappedToAMember() {
    #expect(Clustering.cluster([point(0, 0, 0), point(1, 10, 0), point(2, 20, 0)], clusterFrame: marker).first?.anchor == Point(x: 10, y: 0))
}

/// Over many random point sets: every point in exactly one group, no two groups' frames overlap, and the same input
/// gives the same groups.
@Test func randomPointSetsEndWithoutOverlapsAndLoseNothing() {
    var generator = SeededGenerator(seed: 41)
    for _ in 0..<200 {
        let count = Int.random(in: 1...3000, using: &generator)
        let width = Double.random(in: 50...2000, using: &generator), height = Double.random(in: 50...2000, using: &generator)
        let points = (0..<count).map { index in
            point(index, Double.random(in: 0...width, using: &generator), Double.random(in: 0...height, using: &generator),
                  priority: Double(Int.random(in: 0...3, using: &generator)) * 250)
        }
        let clusters = Clustering.cluster(points, clusterFrame: marker)
        #expect(clusters.flatMap(\.members).sorted() == Array(0..<count))
        let frames = clusters.map { marker.offsetBy($0.anchor) }
        var grid: [Int64: [Int]] = [:]
        for (index, frame) in frames.enumerated() {
            let key = (Int64((frame.minX / 60).rounded(.down)) << 32) ^ Int64((frame.minY / 60).rounded(.down))
            grid[key, default: []].append(index)
        }
        var overlaps = 0
        for (index, frame) in frames.enumerated() {
            let column = Int64((frame.minX / 60).rounded(.down)), row = Int64((frame.minY / 60).rounded(.down))
            for dx in -1...1 as ClosedRange<Int64> {
                for dy in -1...1 as ClosedRange<Int64> {
                    for other in grid[((column + dx) << 32) ^ (row + dy)] ?? [] where other > index && frames[other].intersects(frame) { overlaps += 1 }
                }
            }
        }
        #expect(overlaps == 0, "\(count) points in \(Int(width))x\(Int(height)): \(overlaps) overlapping groups")
        #expect(Clustering.cluster(points, clusterFrame: marker) == clusters)
    }
}
