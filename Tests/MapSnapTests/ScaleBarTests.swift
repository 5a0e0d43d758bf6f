import Foundation
import Testing
import TestSupport
@testable import MapSnap

/// Geodesic distances of coordinate pairs on WGS84, from Debian's geographiclib (`Fixtures/geodesic-distance.py`).
private func geodesicDistances(_ pairs: [(Coordinate, Coordinate)]) throws -> [Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [Fixtures.path("geodesic-distance.py")]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let lines = pairs.map { "\($0.0.latitude) \($0.0.longitude) \($0.1.latitude) \($0.1.longitude)\n" }.joined()
    input.fileHandleForWriting.write(Data(lines.utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return text.split(separator: "\n").compactMap { Double($0) }
}

/// The x centres, in pixels, of the runs of dark pixels along row `y` between `from` and `to`.
private func darkRuns(_ image: RGBAImage, y: Int, from: Int, to: Int) -> [Double] {
    var runs: [Double] = [], start: Int?
    for x in from...to {
        let (red, green, blue, _) = image.pixel(x: x, y: y)
        let dark = Int(red) + Int(green) + Int(blue) < 3 * 110
        if dark, start == nil { start = x }
        if !dark, let first = start {
            runs.append(Double(first + x - 1) / 2 + 0.5)
            start = nil
        }
    }
    return runs
}

/// The bar's drawn length is the ground distance it names, within 1%, at latitudes 0, 45, 60 and 70, at street,
/// city and region zooms, scales 1 and 2, metric and imperial: measured from the ticks' pixels, turned into
/// coordinates with `coordinate(at:)` and into metres with geographiclib's geodesic (not MapSnap's projection).
@Test func scaleBarsAreTrueToTheGroundAtTheirLatitude() throws {
    var pairs: [(Coordinate, Coordinate)] = [], named: [(metres: Double, label: String)] = []
    for latitude in [0.0, 45, 60, 70] {
        for zoom in [9.0, 13, 17] {
            for scale in [1.0, 2] {
                for units in [ScaleBar.Units.metric, .imperial] {
                    var options = MapSnapshotter.Options()
                    options.style = nil
                    options.background = .white
                    options.size = Size(width: 400, height: 300)
                    options.scale = scale
                    options.region = Viewport(center: Coordinate(latitude: latitude, longitude: 25), zoom: zoom, size: options.size).visibleRegion
                    options.furniture.scaleBar = ScaleBar(units: units)
                    let snapshot = try MapSnapshotter(options: options).start()
                    let entry = try #require(snapshot.report.furniture.first { $0.kind == .scaleBar })
                    let bar = try #require(entry.bars.first)
                    // Ticks rise above the line for metric, hang below it for imperial: a row 3 points off the line
                    // crosses only the two ticks.
                    let row = Int(((bar.start.y + (units == .metric ? -3 : 3)) * scale).rounded(.down))
                    let ticks = darkRuns(snapshot.image, y: row, from: Int(entry.frame.minX * scale), to: Int(entry.frame.maxX * scale) - 1)
                    try #require(ticks.count == 2, "latitude \(latitude) zoom \(zoom) scale \(scale) \(units): ticks at \(ticks)")
                    let lineY = bar.start.y
                    pairs.append((snapshot.coordinate(at: Point(x: ticks[0] / scale, y: lineY)), snapshot.coordinate(at: Point(x: ticks[1] / scale, y: lineY))))
                    named.append((bar.metres, "\(bar.label) at latitude \(latitude) zoom \(zoom) scale \(scale)"))
                }
            }
        }
    }
    let distances = try geodesicDistances(pairs)
    try #require(distances.count == pairs.count)
    for (distance, bar) in zip(distances, named) {
        #expect(abs(distance - bar.metres) / bar.metres < 0.01, "\(bar.label): the ticks are \(distance) m apart on the ground")
    }
}

/// Round lengths only (1, 2 or 5 × 10ⁿ of the unit), the longest that fits, over generated map scales.
@Test func scaleBarLengthsAreRoundAndTheLongestThatFit() {
    var generator = SeededGenerator(seed: 2902)
    for _ in 0..<500 {
        let ground = pow(10, Double.random(in: -2...5, using: &generator))
        let longest = Double.random(in: 20...300, using: &generator)
        for units in [ScaleBar.Units.metric, .imperial] {
            guard let bar = ScaleBar(units: units).bars(groundMetresPerPoint: ground, longest: longest).first else { continue }
            #expect(bar.length <= longest + 1e-9)
            let number = Double(bar.label.split(separator: " ")[0]) ?? 0
            let mantissa = number / pow(10, floor(log10(number)))
            #expect([1, 2, 5].contains { abs(mantissa - $0) < 1e-9 }, "\(bar.label)")
            // The next round length would not fit.
            let candidates = ScaleBar.candidates(units)
            if let index = candidates.firstIndex(where: { $0.label == bar.label }), index + 1 < candidates.count {
                #expect(candidates[index + 1].metres / ground > longest)
            }
        }
    }
}
