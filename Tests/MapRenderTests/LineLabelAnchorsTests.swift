import Geo
import Testing
@testable import MapRender

/// MapLibre's anchors along a tile's piece of a line (`getAnchors`), in image points.
private let tile = Rect(x: 0, y: 0, width: 512, height: 512)
private let anchors = LineLabelAnchors(spacing: 250, labelLength: 60, textSize: 10, layoutScale: 1, overscaling: 1)

@Test func aLineThatGoesOnPastTheTileStartsHalfASpacingIn() {
    // From the tile's left edge (continued) across the tile: 125, 375.
    #expect(anchors.distances(along: [Point(x: 0, y: 100), Point(x: 500, y: 100)], tile: tile) == [125, 375])
}

@Test func aLineThatStartsInTheTileStartsPastHalfTheLabelAndTwoEms() {
    // (60 / 2 + 2 × 10) = 50, then every 250.
    #expect(anchors.distances(along: [Point(x: 10, y: 100), Point(x: 500, y: 100)], tile: tile) == [50, 300])
}

@Test func anchorsOutsideTheTileOrWithoutRoomForTheLabelAreDropped() {
    // The line leaves the tile at x = 512: the anchor at 375 + 10 is outside.
    #expect(anchors.distances(along: [Point(x: 10, y: 100), Point(x: 800, y: 100)], tile: Rect(x: 0, y: 0, width: 320, height: 512)) == [50, 300])
    #expect(anchors.distances(along: [Point(x: 0, y: 100), Point(x: 200, y: 100)], tile: tile) == [125])
    // A continued line too short for the label at its one anchor gets none (and no middle one).
    #expect(anchors.distances(along: [Point(x: 0, y: 100), Point(x: 150, y: 100)], tile: tile).isEmpty)
}

@Test func aShortLineInsideTheTileGetsOneAnchorInItsMiddle() {
    // 50 is past the end of room (50 + 30 > 70): the middle, 35, fits.
    #expect(anchors.distances(along: [Point(x: 100, y: 100), Point(x: 170, y: 100)], tile: tile) == [35])
    #expect(anchors.distances(along: [Point(x: 100, y: 100), Point(x: 150, y: 100)], tile: tile).isEmpty)
}

@Test func overscaledTilesAndFractionalZoomsScaleTheSpacing() {
    // Drawn at twice the layout size: spacing 500, label 120, the first offset from the start (60 + 20) × 2 = 160.
    let scaled = LineLabelAnchors(spacing: 250, labelLength: 60, textSize: 10, layoutScale: 2, overscaling: 1)
    #expect(scaled.distances(along: [Point(x: 10, y: 100), Point(x: 1000, y: 100)], tile: Rect(x: 0, y: 0, width: 1024, height: 1024)) == [100, 600])
    // Overscaled twice: the first offset doubles (as at the data tile's zoom), modulo the spacing.
    let overscaled = LineLabelAnchors(spacing: 250, labelLength: 60, textSize: 10, layoutScale: 1, overscaling: 4)
    #expect(overscaled.distances(along: [Point(x: 10, y: 100), Point(x: 500, y: 100)], tile: tile) == [200, 450])
}
