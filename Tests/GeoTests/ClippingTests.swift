import Testing
@testable import Geo

private let box = Rect(x: 0, y: 0, width: 100, height: 100)

@Test func polylineLeavingAndReenteringSplitsIntoParts() {
    let line = [Point(x: 50, y: 50), Point(x: 150, y: 50), Point(x: 150, y: 80), Point(x: 50, y: 80)]
    let parts = Clipping.clipPolyline(line, to: box)
    #expect(parts == [[Point(x: 50, y: 50), Point(x: 100, y: 50)], [Point(x: 100, y: 80), Point(x: 50, y: 80)]])
}

@Test func polylineInsideIsUntouched() {
    let line = [Point(x: 10, y: 10), Point(x: 20, y: 30), Point(x: 90, y: 90)]
    #expect(Clipping.clipPolyline(line, to: box) == [line])
    #expect(Clipping.clipPolyline([Point(x: 200, y: 200), Point(x: 300, y: 300)], to: box).isEmpty)
}

@Test func ringIsClippedToBox() {
    let ring = [Point(x: -50, y: -50), Point(x: 50, y: -50), Point(x: 50, y: 50), Point(x: -50, y: 50)]
    let clipped = Clipping.clipRing(ring, to: box)
    #expect(clipped.allSatisfy { box.contains($0) })
    #expect(Set(clipped) == Set([Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 50, y: 50), Point(x: 0, y: 50)]))
    #expect(Clipping.clipRing([Point(x: 200, y: 200), Point(x: 300, y: 200), Point(x: 300, y: 300)], to: box).isEmpty)
}
