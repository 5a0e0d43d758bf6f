import Foundation
@testable import OSM

/// The shipped Helsinki extract, read once for all routing tests (nil when it cannot be read).
let helsinkiExtract: OSMData? = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/Helsinki.osm.pbf").path
    return try? PBFReader.read(path: path)
}()
