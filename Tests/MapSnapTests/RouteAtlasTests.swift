import Foundation
import Testing
import TestSupport
@testable import MapSnap

/// Over generated routes (random walks from a hundred metres to a hundred kilometres, at latitudes 0 to 70, scales
/// 1:2000 to 1:100,000, A5 to A3 either way, margins 0 to 20 mm): every point of the route, and every tenth of the
/// way between them, lies inside some strip's frame.
@Test func stripsCoverTheWholeRoute() {
    var generator = SeededGenerator(seed: 2907)
    let papers: [PrintSpec.Paper] = [.a5, .a4, .a3, .letter]
    for round in 0..<80 {
        var print = PrintSpec(scale: [2000, 5000, 10000, 25000, 100_000][round % 5], paper: papers[round % 4],
                              orientation: round % 2 == 0 ? .portrait : .landscape)
        print.marginMillimetres = Double.random(in: 0...20, using: &generator)
        var point = Coordinate(latitude: Double.random(in: 0...70, using: &generator), longitude: Double.random(in: -170...170, using: &generator))
        var route = [point]
        let step = pow(10, Double.random(in: 1...3.5, using: &generator))
        var heading = Double.random(in: 0..<(2 * .pi), using: &generator)
        for _ in 0..<Int.random(in: 2...60, using: &generator) {
            heading += Double.random(in: -0.8...0.8, using: &generator)
            point = Coordinate(latitude: point.latitude + step * cos(heading) / 111_000,
                               longitude: point.longitude + step * sin(heading) / 111_000 / cos(point.latitude * .pi / 180))
            route.append(point)
        }
        let pieces = RouteAtlas.pieces(route, print: print)
        #expect(!pieces.isEmpty)
        // Every point of the route, and points between them, inside some frame.
        for (a, b) in zip(route, route.dropFirst()) {
            for t in stride(from: 0.0, through: 1.0, by: 0.1) {
                let p = MapPoint(Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t, longitude: a.longitude + (b.longitude - a.longitude) * t))
                let inside = pieces.contains { piece in
                    let corners = piece.frame.map(MapPoint.init)
                    let xs = corners.map(\.x), ys = corners.map(\.y)
                    return p.x >= (xs.min() ?? 0) - 1e-6 && p.x <= (xs.max() ?? 0) + 1e-6 && p.y >= (ys.min() ?? 0) - 1e-6 && p.y <= (ys.max() ?? 0) + 1e-6
                }
                #expect(inside, "round \(round): a point of the route is on no page")
            }
        }
    }
}
