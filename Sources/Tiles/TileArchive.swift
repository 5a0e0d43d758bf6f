import StrictJSON
import Foundation
import Geo
import OSM
import WireFormats

/// What a tile archive's tiles are: vector tiles (MVT) or images.
public enum TileContent: String, Sendable, Equatable {
    case vector = "vector tiles"
    case png = "PNG images"
    case jpeg = "JPEG images"
    case webp = "WebP images"
}

/// A file of vector tiles or image tiles: MBTiles (SQLite) or PMTiles (one file read by byte ranges).
public protocol TileArchive: Sendable {
    /// The file, for messages.
    var path: String { get }
    /// Zooms, bounds and name from the archive's metadata.
    var info: TileArchiveInfo { get }
    /// The tile's bytes as the archive stores them (an MVT often gzip- or zlib-compressed, an image as it is); nil when
    /// the archive has no such tile.
    func storedTile(_ coordinate: TileCoordinate) throws(TileError) -> [UInt8]?
}

extension TileArchive {
    /// The tile's bytes (MVT decompressed, or the image as stored); nil when the archive has no such tile.
    public func tile(_ coordinate: TileCoordinate) throws(TileError) -> [UInt8]? {
        guard let stored = try storedTile(coordinate) else { return nil }
        return try TilePayload.decompressed(stored, name: "\(path): tile \(coordinate)")
    }
}

/// What a tile archive says about itself.
public struct TileArchiveInfo: Sendable, Equatable {
    /// The lowest zoom with tiles.
    public var minZoom: Int
    /// The highest zoom with tiles (maps zoomed in further draw these tiles enlarged).
    public var maxZoom: Int
    /// The area with data, when the archive names it.
    public var bounds: MapRect?
    /// The tileset's name, if any.
    public var name: String?
    /// Vector tiles or images.
    public var content: TileContent = .vector
    /// The attribution the tileset asks for, as written (often HTML links), if any.
    public var attribution: String?
    /// Where the archive's own figures disagree (a metadata `maxzoom` above the zooms it has tiles for), each naming
    /// the figure used; empty when they agree.
    public var notes: [String] = []
    /// The tileset's `vector_layers` as its metadata writes them (each layer's `id`, `fields`, zooms), what a TileJSON
    /// lists; nil when the metadata has none.
    public var vectorLayers: JSONValue?

    /// Creates the description.
    public init(minZoom: Int, maxZoom: Int, bounds: MapRect?, name: String?, attribution: String? = nil) {
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.bounds = bounds
        self.name = name
        self.attribution = attribution
    }

    /// The attribution as plain credits: tags removed, entities decoded, split at each "©" ("© OpenMapTiles",
    /// "© OpenStreetMap contributors"); at most 3 credits of at most 60 characters each.
    public var credits: [String] {
        guard let attribution else { return [] }
        var text = ""
        var inTag = false
        for character in attribution {
            if character == "<" { inTag = true } else if character == ">" { inTag = false; text += " " } else if !inTag { text.append(character) }
        }
        for (entity, value) in [("&copy;", "©"), ("&amp;", "&"), ("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\"")] {
            text = text.replacingOccurrences(of: entity, with: value)
        }
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let pieces = words.components(separatedBy: "©").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let credits = words.contains("©") ? pieces.map { "© " + $0 } : pieces
        return credits.prefix(3).map { $0.count > 60 ? String($0.prefix(59)) + "…" : $0 }
    }

    /// The Web Mercator rectangle of a longitude/latitude box (west, south, east, north), clamped to the world.
    public static func rect(west: Double, south: Double, east: Double, north: Double) -> MapRect? {
        guard [west, south, east, north].allSatisfy(\.isFinite), west < east, south < north else { return nil }
        func clampedLongitude(_ value: Double) -> Double { min(max(value, -180), 180) }
        return MapRect(corner: MapPoint(Coordinate(latitude: south, longitude: clampedLongitude(west))),
                       corner: MapPoint(Coordinate(latitude: north, longitude: clampedLongitude(east))))
    }
}

/// Tile payloads: compressed tiles are inflated here, with limits on what a tile may claim.
enum TilePayload {
    /// The largest stored tile read (a directory entry claiming more is corrupt).
    static let maximumStoredBytes = 16 << 20
    /// The largest tile after decompression.
    static let maximumTileBytes = 64 << 20

    /// Inflates gzip or zlib data (recognised by their headers); other bytes are returned as they are.
    static func decompressed(_ bytes: [UInt8], name: String) throws(TileError) -> [UInt8] {
        let isGzip = bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
        let isZlib = bytes.count >= 2 && bytes[0] & 0x0F == 8 && (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0
        guard isGzip || isZlib else { return bytes }
        do throws(WireFormatError) {
            return try bytes.withUnsafeBufferPointer { (buffer) throws(WireFormatError) in
                try Zlib.inflate(gzipOrZlib: buffer, limit: maximumTileBytes)
            }
        } catch {
            throw TileError("\(name): \(error.message)")
        }
    }
}
