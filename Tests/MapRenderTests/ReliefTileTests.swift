import Features
import Foundation
import Geo
import MapStyle
import Testing
import TestSupport
@testable import MapRender

/// DEM tiles of `size` pixels at zoom `zoom` holding the plane `elevation(x, y)` (x, y in the pixels of the whole
/// 3 × 3 block of tiles around the centre one), Terrarium-encoded: the centre tile and its eight neighbours.
private func planeTiles(size: Int, _ elevation: (Double, Double) -> Double) -> (ReliefTile.Pixels, [ReliefTile.Pixels?]) {
    func tile(_ column: Int, _ row: Int) -> ReliefTile.Pixels {
        var bytes = [UInt8](repeating: 255, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let value = Int(((elevation(Double(column * size + x), Double(row * size + y)) + 32768) * 256).rounded())
                let index = (y * size + x) * 4
                bytes[index + 2] = UInt8((value >> 16) & 255)
                bytes[index + 1] = UInt8((value >> 8) & 255)
                bytes[index] = UInt8(value & 255)
            }
        }
        return ReliefTile.Pixels(width: size, height: size, bytes: bytes)
    }
    var neighbours: [ReliefTile.Pixels?] = []
    for row in 0...2 {
        for column in 0...2 where column != 1 || row != 1 { neighbours.append(tile(column, row)) }
    }
    return (tile(1, 1), neighbours)
}

private func relief(zoom: Int, shading: HillshadeShading = HillshadeShading()) -> ReliefTile {
    ReliefTile(neighbours: Array(repeating: nil, count: 8), encoding: .terrarium, zoom: zoom, northLatitude: 0.001, southLatitude: -0.001, shading: shading)
}

/// Metres per pixel of a `size`-pixel tile at `zoom` on the equator.
private func metresPerPixel(zoom: Int, size: Int) -> Double { 40_075_016.6855785 / Double(1 << zoom) / Double(size) }

@Test func demEncodingsReadTheirElevations() {
    // Mapbox: −10000 + (R · 65536 + G · 256 + B) · 0.1; Terrarium: R · 256 + G + B / 256 − 32768.
    #expect(abs(DEMEncoding.mapbox.elevation(red: 1, green: 134, blue: 160)) < 1e-9)
    #expect(abs(DEMEncoding.mapbox.elevation(red: 1, green: 138, blue: 138) - 100.2) < 1e-9)
    #expect(DEMEncoding.terrarium.elevation(red: 128, green: 0, blue: 0) == 0)
    #expect(DEMEncoding.terrarium.elevation(red: 131, green: 232, blue: 128) == 1000.5)
    #expect(DEMEncoding.terrarium.elevation(red: 127, green: 255, blue: 0) == -1)
}

/// A plane rising `east` metres per metre eastward and `south` southward has that slope everywhere, at zoom 15 and
/// deeper (no exaggeration), within the eight bits MapLibre keeps per axis over ±4; below zoom 15 it is
/// exaggerated by 2^(0.3 · (15 − z)). Over generated planes, zooms and sizes, at every pixel, the edges included
/// (the neighbours complete them: no seam).
@Test func slopesOfPlanesAreTheirGradientAtEveryPixel() {
    var generator = SeededGenerator(seed: 2812)
    for _ in 0..<40 {
        let size = [16, 32, 64][Int.random(in: 0...2, using: &generator)]
        let zoom = Int.random(in: 9...17, using: &generator)
        let metres = metresPerPixel(zoom: zoom, size: size)
        // Steep enough to matter, shallow enough for the elevations to stay within Terrarium's ±32 km over 3 tiles.
        let steepest = min(1.5, 12_000 / (Double(3 * size) * metres))
        let east = Double.random(in: -steepest...steepest, using: &generator), south = Double.random(in: -steepest...steepest, using: &generator)
        let (center, neighbours) = planeTiles(size: size) { x, y in 500 + (x * east + y * south) * metres }
        let tile = relief(zoom: zoom)
        let slopes = tile.slopes(center: center, neighbours: neighbours)
        let factor = zoom < 15 ? pow(2, 0.3 * Double(15 - zoom)) : 1
        let wanted = (min(max(east * factor, -4), 4), min(max(south * factor, -4), 4))
        // The elevations are kept to 1/256 m; the slope to 8/255 per axis.
        let tolerance = 8.0 / 255 / 2 + 4 / 256 / metres * factor / 2 + 1e-6
        for index in 0..<(size * size) {
            #expect(abs(Double(slopes[index * 2]) - wanted.0) <= tolerance, "east at \(index) of \(size)px z\(zoom): \(slopes[index * 2]) vs \(wanted.0)")
            #expect(abs(Double(slopes[index * 2 + 1]) - wanted.1) <= tolerance, "south at \(index) of \(size)px z\(zoom): \(slopes[index * 2 + 1]) vs \(wanted.1)")
        }
    }
}

/// Without neighbours a tile's edge repeats its own edge pixels (MapLibre's DEM border): a plane's slope across the
/// edge is then half of it.
@Test func edgesWithoutNeighboursRepeatTheTilesOwnPixels() {
    let size = 16, zoom = 15
    let metres = metresPerPixel(zoom: zoom, size: size)
    let (center, _) = planeTiles(size: size) { x, _ in x * 0.5 * metres }
    let slopes = relief(zoom: zoom).slopes(center: center, neighbours: Array(repeating: nil, count: 8))
    #expect(abs(slopes[(5 * size) * 2] - 0.25) < 0.02)
    #expect(abs(slopes[(5 * size + 7) * 2] - 0.5) < 0.02)
    #expect(abs(slopes[(5 * size + size - 1) * 2] - 0.25) < 0.02)
}

/// The standard method leaves flat ground clear, lights slopes facing the light in the highlight colour and
/// darkens those facing away in the shadow colour; every method's colours are premultiplied and in range for any
/// slope.
@Test func hillshadingFollowsTheLight() {
    let standard = HillshadeShading(lights: [.init(direction: 270, shadow: Color(rgb: 0x0000FF), highlight: Color(rgb: 0xFF0000))])
    #expect(standard.color(dx: 0, dy: 0).alpha == 0)
    // The light comes from the west: ground rising eastward (dx > 0) faces west, into it.
    let facing = standard.color(dx: 1, dy: 0), away = standard.color(dx: -1, dy: 0)
    #expect(facing.red > 0.2 && facing.blue < 0.01)
    #expect(away.blue > 0.2 && away.red < 0.01)
    var generator = SeededGenerator(seed: 29)
    for method in [HillshadeShading.Method.standard, .basic, .combined, .igor, .multidirectional] {
        let shading = HillshadeShading(method: method, exaggeration: Double.random(in: 0...1, using: &generator), accent: Color(rgb: 0x804020, alpha: 0.7),
                                       lights: [.init(direction: 315, altitude: 30, shadow: Color(rgb: 0x102030, alpha: 0.8)), .init(direction: 45)])
        for _ in 0..<500 {
            let color = shading.color(dx: Double.random(in: -40...40, using: &generator), dy: Double.random(in: -40...40, using: &generator))
            #expect(color.alpha.isFinite && color.alpha >= -1e-9 && color.alpha <= 1 + 1e-9, "\(method)")
            for channel in [color.red, color.green, color.blue] { #expect(channel.isFinite && channel <= color.alpha + 1e-9, "\(method)") }
        }
    }
}

/// A tile shaded for more device pixels than it has reads its slopes between pixel centres; shaded for as many,
/// each device pixel is its own DEM pixel; the part in view is the same pixels as the whole tile's.
@Test func shadingAtDeviceResolutionSamplesTheSlopes() {
    let size = 8
    var slopes = [Float](repeating: 0, count: size * size * 2)
    for index in 0..<(size * size) { slopes[index * 2] = Float(index % size) / 4 - 1 }
    let tile = relief(zoom: 15)
    let whole = tile.shaded(slopes: slopes, size: size, across: 32, down: 32, columns: 0..<32, rows: 0..<32)
    let part = tile.shaded(slopes: slopes, size: size, across: 32, down: 32, columns: 5..<20, rows: 7..<9)
    for row in 0..<2 {
        #expect(Array(part[(row * 15 * 4)..<((row + 1) * 15 * 4)]) == Array(whole[((row + 7) * 32 + 5) * 4..<((row + 7) * 32 + 20) * 4]))
    }
    let one = tile.shaded(slopes: slopes, size: size, across: Double(size), down: Double(size), columns: 0..<size, rows: 0..<size)
    for x in 0..<size {
        // At the equator the Mercator correction is 1.
        let color = tile.shading.color(dx: Double(slopes[x * 2]), dy: 0)
        #expect(abs(Int(one[x * 4 + 3]) - Int((color.alpha * 255).rounded())) <= 1)
    }
}
