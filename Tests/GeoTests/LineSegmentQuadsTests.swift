import Foundation
import Testing
@testable import Geo

/// A line cut into pieces for a pattern: a straight line is one rectangle; a gentle turn's pieces share their miter
/// edge (no gap, no overlap); a sharp one ends both pieces square and fills the outside with a bevel; over generated
/// polylines every corner is half the width from its own segment's line on its side, consecutive pieces meet, and
/// `along` is the length before each segment.
@Test func linePiecesMeetAndKeepTheWidth() throws {
    let straight = LineSegmentQuads.pieces([Point(x: 0, y: 0), Point(x: 10, y: 0)], width: 4)
    #expect(straight.count == 1)
    #expect(straight.first?.corners == [Point(x: 0, y: -2), Point(x: 0, y: 2), Point(x: 10, y: 2), Point(x: 10, y: -2)])
    let gentle = LineSegmentQuads.pieces([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 3)], width: 4)
    #expect(gentle.count == 2 && gentle[0].bevel == nil)
    #expect(gentle[0].corners[2] == gentle[1].corners[1] && gentle[0].corners[3] == gentle[1].corners[0])
    #expect(abs(gentle[1].along - 10) < 1e-12)
    // A hairpin to the right: the outside is the left, filled by a bevel from the two square ends.
    let sharp = LineSegmentQuads.pieces([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 1)], width: 4)
    let bevel = try #require(sharp.first?.bevel)
    #expect(bevel[0] == Point(x: 10, y: 0) && bevel[1] == sharp[0].corners[3] && bevel[2] == sharp[1].corners[0])
    #expect(LineSegmentQuads.pieces([Point(x: 3, y: 3), Point(x: 3, y: 3)], width: 4).isEmpty)
    #expect(LineSegmentQuads.pieces([Point(x: 0, y: 0), Point(x: 5, y: 5), Point(x: 5, y: 5), Point(x: 9, y: 0)], width: 2).count == 2)

    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
        let points = (0..<Int.random(in: 2...9, using: &generator)).map { _ in
            Point(x: Double.random(in: -2000...2000, using: &generator), y: Double.random(in: -2000...2000, using: &generator))
        }
        let width = Double.random(in: 0.5...40, using: &generator)
        let pieces = LineSegmentQuads.pieces(points, width: width)
        #expect(pieces.count == points.count - 1)
        var along = 0.0
        for (index, piece) in pieces.enumerated() {
            #expect(abs(piece.along - along) < 1e-6 * max(1, along))
            along += hypot(piece.end.x - piece.start.x, piece.end.y - piece.start.y)
            let length = hypot(piece.end.x - piece.start.x, piece.end.y - piece.start.y)
            // Signed distance from the segment's line, positive on the left (y down).
            func side(_ point: Point) -> Double {
                ((piece.end.x - piece.start.x) * (piece.start.y - point.y) - (piece.end.y - piece.start.y) * (piece.start.x - point.x)) / length
            }
            let distances = piece.corners.map(side)
            for (corner, expected) in zip(distances, [width / 2, -width / 2, -width / 2, width / 2]) {
                #expect(abs(corner - expected) < 1e-6 * max(1, width), "\(distances) width \(width)")
            }
            guard index + 1 < pieces.count else { continue }
            let next = pieces[index + 1]
            if let bevel = piece.bevel {
                #expect(bevel[0] == piece.end && (bevel[1] == piece.corners[3] || bevel[1] == piece.corners[2]))
                #expect(bevel[2] == next.corners[0] || bevel[2] == next.corners[1])
            } else {
                #expect(piece.corners[2] == next.corners[1] && piece.corners[3] == next.corners[0])
            }
        }
    }
}
