import Foundation

/// Paths of the tile files the tests read: the committed Helsinki tiles (Data/, made by Scripts/fixtures/make-tiles) and
/// the damaged ones (Fixtures/, made by Scripts/fixtures/make-tile-fixtures).
enum TileFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let mbtiles = root.appendingPathComponent("Data/helsinki.mbtiles").path
    static let pmtiles = root.appendingPathComponent("Data/helsinki.pmtiles").path
    static let extract = root.appendingPathComponent("Sources/MapSnap/Data/Helsinki.osm.pbf").path

    static func damaged(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }
}
