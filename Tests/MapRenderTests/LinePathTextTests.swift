import Foundation
import Geo
import Testing
@testable import MapRender

private var placer: LinePathText { LinePathText(measurer: FixedWidthMeasurer()) }
private let font = FontSpec(size: 10)

@Test func textFollowsTheLineUpright() throws {
    // A line drawn right to left: the text must still read left to right.
    let line = [Point(x: 300, y: 100), Point(x: 0, y: 100)]
    let glyphs = try #require(placer.candidates("Kaivokatu", along: line, font: font, spacing: 1000).first)
    #expect(glyphs.count == 9)
    #expect(glyphs.first!.center.x < glyphs.last!.center.x)
    #expect(glyphs.allSatisfy { abs(sin($0.angle)) < 1e-9 && cos($0.angle) > 0 })
}

@Test func tooShortOrTooCurvyLinesGetNoLabel() {
    #expect(placer.candidates("Mannerheimintie", along: [Point(x: 0, y: 0), Point(x: 50, y: 0)], font: font, spacing: 250).isEmpty)
    // A zig-zag turning 90° every 10 points bends under any label.
    let zigzag = (0..<20).map { Point(x: Double($0) * 10, y: $0 % 2 == 0 ? 0 : 10) }
    #expect(placer.candidates("Aleksanterinkatu", along: zigzag, font: font, spacing: 250).isEmpty)
}

@Test func longLinesRepeatAtTheSpacing() {
    let line = [Point(x: 0, y: 0), Point(x: 1000, y: 0)]
    #expect(placer.candidates("Katu", along: line, font: font, spacing: 250).count >= 3)
}

/// `text-max-angle` bounds the turn between neighbouring glyphs: a right angle takes a limit above 90°.
@Test func textMaxAngleBoundsTheTurnBetweenGlyphs() {
    let placer = LinePathText(measurer: FixedWidthMeasurer())
    let corner = [Point(x: 0, y: 100), Point(x: 100, y: 100), Point(x: 100, y: 0)]
    let font = FontSpec(size: 12)
    #expect(placer.candidates("Corner", along: corner, font: font, spacing: 250, maximumBend: .pi / 4).isEmpty)
    #expect(!placer.candidates("Corner", along: corner, font: font, spacing: 250, maximumBend: .pi * 0.55).isEmpty)
}
