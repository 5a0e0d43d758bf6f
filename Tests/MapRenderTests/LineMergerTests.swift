import Geo
import Testing
@testable import MapRender

@Test func mergesPiecesSharingEndsInAnyOrientation() {
    let a = [Point(x: 0, y: 0), Point(x: 10, y: 0)]
    let b = [Point(x: 20, y: 0), Point(x: 10, y: 0)]   // reversed
    let c = [Point(x: 20, y: 0), Point(x: 30, y: 5)]
    let lone = [Point(x: 100, y: 100), Point(x: 110, y: 100)]
    let merged = LineMerger.merge([a, b, c, lone])
    #expect(merged.count == 2)
    #expect(merged.contains { $0.count == 4 && Set($0.map(\.x)) == [0, 10, 20, 30] })
}
