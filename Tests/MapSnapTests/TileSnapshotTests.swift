import Foundation
import MapSnapTesting
import Testing
@testable import MapSnap

/// Reference images of the base map drawn from vector tiles (Data/helsinki.mbtiles, made by tilemaker with the
/// OpenMapTiles profile) at zooms 3, 8, 12, 15 and 17 in each style. Looked at: at 3 and 8 the world layer with the
/// tiles' speck of Helsinki, at 12 the city's harbour and main roads, at 15 and 17 the same streets, parks, water
/// and labels as the extract's map.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let tilesPath = repositoryRoot.appendingPathComponent("Data/helsinki.mbtiles").path
private let pmtilesPath = repositoryRoot.appendingPathComponent("Data/helsinki.pmtiles").path
private let esplanadi = Coordinate(latitude: 60.1682, longitude: 24.9478)

private func tileScene(style: String, zoom: Double, scale: Double = 1, size: Size = Size(width: 400, height: 300)) -> MapSnapshotter.Options {
    var options = MapSnapshotter.Options()
    options.size = size
    options.scale = scale
    options.style = style
    options.region = Viewport(center: esplanadi, zoom: zoom, size: options.size).visibleRegion
    return options
}

@Test(arguments: ["default", "dark", "muted"])
func tilesAtEachZoom(style: String) throws {
    let data = try MapData(path: tilesPath)
    for zoom in [3.0, 8.0, 12.0, 15.0, 17.0] {
        assertSnapshot(of: tileScene(style: style, zoom: zoom), named: "tiles-\(style)-z\(Int(zoom))@1x", data: data)
    }
    assertSnapshot(of: tileScene(style: style, zoom: 17, scale: 2), named: "tiles-\(style)-z17@2x", data: data)
}

/// MBTiles and PMTiles copies of the same tiles draw the same pixels.
@Test func pmtilesDrawsWhatMBTilesDraws() throws {
    let options = tileScene(style: "default", zoom: 16)
    let a = try MapSnapshotter(options: options, data: try MapData(path: tilesPath)).start().image
    let b = try MapSnapshotter(options: options, data: try MapData(path: pmtilesPath)).start().image
    #expect(a == b)
}

/// The street-level map from tiles names the streets and places the extract's map names (the tiles were made from
/// the same extract; tilemaker's zoom-14 profile is the only difference).
@Test(arguments: [15.5, 16.5])
func tilesNameWhatTheExtractNames(zoom: Double) throws {
    let options = tileScene(style: "default", zoom: zoom, size: Size(width: 800, height: 600))
    func labels(_ data: MapData) throws -> Set<String> {
        let plan = try MapSnapshotter(options: options, data: data).plan()
        return Set(plan.displayList.commands.compactMap { command -> String? in
            switch command {
            case .text(let run): return run.text
            case .glyphs(let run): return run.glyphs.map(\.text).joined()
            default: return nil
            }
        })
    }
    let fromExtract = try labels(.builtIn), fromTiles = try labels(try MapData(path: tilesPath))
    let shared = fromExtract.intersection(fromTiles)
    #expect(fromExtract.count > 20)
    #expect(Double(shared.count) >= 0.7 * Double(fromExtract.count), "only in the extract's map: \(fromExtract.subtracting(fromTiles).sorted())")
}

/// Tiles draw the base map while search and routing use the extract.
@Test func tilesDrawOverAnExtractsSearchAndRoutes() throws {
    let data = try MapData.builtIn.drawingTiles(from: tilesPath)
    #expect(data.tiles != nil)
    #expect(try data.placeIndex().itemCount > 0)
    let tilesOnly = try MapData(path: tilesPath)
    #expect(throws: MapSnapError.self) { try tilesOnly.placeIndex() }
}

/// A tile file's attribution joins the map's credit ("© OpenStreetMap contributors, © OpenMapTiles").
@Test func mapsFromAttributedTilesCreditThem() throws {
    let path = repositoryRoot.appendingPathComponent("Tests/TilesTests/Fixtures/attributed.mbtiles").path
    let plan = try MapSnapshotter(options: tileScene(style: "default", zoom: 16), data: try MapData(path: path)).plan()
    let texts = plan.displayList.commands.compactMap { command -> String? in
        if case .text(let run) = command { return run.text }
        return nil
    }
    #expect(texts.contains("© OpenStreetMap contributors, © OpenMapTiles"))
}
