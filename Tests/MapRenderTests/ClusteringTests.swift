import Geo
import Testing
@testable import MapRender

private let marker = Size(width: 29, height: 39.5)

@Test func overlappingPointsMergeAndDistantOnesDoNot() {
    let points = [Clustering.Point2(index: 0, anchor: Point(x: 100, y: 100), priority: 0),
                  Clustering.Point2(index: 1, anchor: Point(x: 110, y: 105), priority: 0),
                  Clustering.Point2(index: 2, anchor: Point(x: 300, y: 100), priority: 0)]
    let clusters = Clustering.cluster(points, overlap: marker)
    #expect(clusters.map(\.members) == [[0, 1], [2]])
    #expect(clusters[0].anchor == Point(x: 100, y: 100) || clusters[0].anchor == Point(x: 110, y: 105))
}

@Test func chainsCollapseUntilNothingOverlaps() {
    let points = (0..<40).map { Clustering.Point2(index: $0, anchor: Point(x: 100 + Double($0) * 10, y: 100), priority: 0) }
    let clusters = Clustering.cluster(points, overlap: marker)
    for i in clusters.indices {
        for j in clusters.indices where j > i {
            let a = clusters[i].anchor, b = clusters[j].anchor
            #expect(abs(a.x - b.x) >= marker.width || abs(a.y - b.y) >= marker.height)
        }
    }
    #expect(clusters.flatMap(\.members).sorted() == Array(0..<40))
}

@Test func anchorIsSnappedToAMember() {
    let points = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0)].enumerated().map {
        Clustering.Point2(index: $0.offset, anchor: $0.element, priority: 0)
    }
    #expect(Clustering.cluster(points, overlap: marker).first?.anchor == Point(x: 10, y: 0))
}
