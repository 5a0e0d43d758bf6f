import Testing
@testable import Geo
import TestSupport
import Foundation

/// Over generated rings of any direction, `woundForFilling` leaves every exterior clockwise on screen (y down) and
/// every hole anti-clockwise, keeps each ring's points (reversed or not), and leaves rings already so wound alone.
@Test func woundRingsRunClockwiseOutsideAndAntiClockwiseInHoles() {
    var generator = SeededGenerator(seed: 722)
    for _ in 0..<300 {
        let rings = (0..<Int.random(in: 1...4, using: &generator)).map { index -> [Point] in
            // A star-shaped ring around a centre, in either direction.
            let count = Int.random(in: 3...12, using: &generator)
            let radius = index == 0 ? 100.0 : Double.random(in: 5...20, using: &generator)
            let points = (0..<count).map { step -> Point in
                let angle = Double(step) / Double(count) * 2 * Double.pi
                let r = radius * Double.random(in: 0.6...1, using: &generator)
                return Point(x: 200 + r * cos(angle), y: 200 + r * sin(angle))
            }
            return Bool.random(using: &generator) ? points : points.reversed()
        }
        let wound = RingWinding.woundForFilling(rings)
        #expect(wound.count == rings.count)
        #expect(RingWinding.doubledSignedArea(wound[0]) > 0)
        #expect(wound.dropFirst().allSatisfy { RingWinding.doubledSignedArea($0) < 0 })
        for (before, after) in zip(rings, wound) { #expect(after == before || after == before.reversed()) }
        #expect(RingWinding.woundForFilling(wound) == wound)
    }
}

@Test func degenerateRingsHaveNoArea() {
    #expect(RingWinding.doubledSignedArea([]) == 0)
    #expect(RingWinding.doubledSignedArea([Point(x: 0, y: 0), Point(x: 1, y: 1)]) == 0)
    // Clockwise on screen (y down): right, down, left.
    #expect(RingWinding.doubledSignedArea([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]) == 200)
}
