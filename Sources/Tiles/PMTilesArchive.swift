import BinaryData
import StrictJSON
import Synchronization

/// A PMTiles v3 file, memory-mapped: the root directory is read when opening; leaf directories and tiles are read
/// (and leaves kept) as maps touch them, so opening a planet file costs the same as opening a city's.
public final class PMTilesArchive: TileArchive, Sendable {
    /// The file.
    public let path: String
    public let info: TileArchiveInfo
    private let file: any ByteStorage
    private let header: PMTilesHeader
    private let root: PMTilesDirectory
    private let leaves = Mutex<[UInt64: PMTilesDirectory]>([:])
    /// Leaf directories kept decoded (each covers thousands of tiles).
    private static let keptLeaves = 64
    /// Deepest leaf nesting followed (the format's writers use one level; a cycle in a damaged file stops here).
    private static let maximumDepth = 4

    /// Maps and checks the file at `path`.
    public convenience init(path: String) throws(TileError) {
        let file: MappedFile
        do {
            file = try MappedFile(path: path)
        } catch {
            throw TileError("\(path): \(error.message)")
        }
        try self.init(storage: file, path: path)
    }

    /// Checks a PMTiles image held in `storage` (a mapped file or bytes in memory); `path` names it in messages.
    public init(storage: any ByteStorage, path: String) throws(TileError) {
        self.path = path
        file = storage
        header = try PMTilesHeader(file.buffer, fileSize: file.buffer.count, path: path)
        guard header.internalCompression == .none || header.internalCompression == .gzip else {
            throw TileError("\(path): PMTiles directories compressed with \(header.internalCompression) cannot be read (only gzip or none)")
        }
        guard [.none, .gzip, .unknown].contains(header.tileCompression) else {
            throw TileError("\(path): PMTiles tiles compressed with \(header.tileCompression) cannot be read (only gzip or none)")
        }
        var info = header.info
        let metadata = PMTilesArchive.metadata(storage, header)
        info.name = metadata.text("name")
        info.attribution = metadata.text("attribution")
        info.vectorLayers = metadata.fields["vector_layers"]
        info.notes = [("minzoom", info.minZoom), ("maxzoom", info.maxZoom)].compactMap { key, trusted in
            ZoomAgreement.note(key, claimed: metadata.zoom(key), by: "the JSON metadata", trusted: trusted, from: "the header")
        }
        self.info = info
        root = try PMTilesArchive.directory(storage, header.rootDirectory, header: header, path: path)
    }

    /// The JSON metadata's fields (`name`, `attribution`, zooms); empty when missing or unreadable (the metadata is
    /// optional and not needed to draw).
    private static func metadata(_ file: any ByteStorage, _ header: PMTilesHeader) -> PMTilesMetadata {
        guard !header.metadata.isEmpty, header.metadata.count <= TilePayload.maximumStoredBytes else { return PMTilesMetadata(fields: JSONObject()) }
        var bytes = Array(file.buffer[header.metadata])
        if header.internalCompression == .gzip, let inflated = try? TilePayload.decompressed(bytes, name: "metadata") { bytes = inflated }
        guard case .object(let object)? = try? JSONParser.parse(bytes) else { return PMTilesMetadata(fields: JSONObject()) }
        return PMTilesMetadata(fields: object)
    }

    public func storedTile(_ coordinate: TileCoordinate) throws(TileError) -> [UInt8]? {
        let id = coordinate.hilbertID
        var directory = root
        for _ in 0..<PMTilesArchive.maximumDepth {
            guard let entry = directory.find(id) else { return nil }
            if entry.runLength > 0 {
                let range = try PMTilesArchive.range(entry, within: header.tileData, path: path, what: "tile \(coordinate)")
                return Array(file.buffer[range])
            }
            directory = try leaf(entry)
        }
        throw TileError("\(path): PMTiles leaf directories nest deeper than \(PMTilesArchive.maximumDepth) levels")
    }

    private func leaf(_ entry: PMTilesDirectory.Entry) throws(TileError) -> PMTilesDirectory {
        if let kept = leaves.withLock({ $0[entry.offset] }) { return kept }
        let range = try PMTilesArchive.range(entry, within: header.leafDirectories, path: path, what: "leaf directory")
        let directory = try PMTilesArchive.directory(file, range, header: header, path: path)
        leaves.withLock { kept in
            if kept.count >= PMTilesArchive.keptLeaves { kept.removeAll(keepingCapacity: true) }
            kept[entry.offset] = directory
        }
        return directory
    }

    /// The bytes an entry points at, checked against its section and the size limit.
    private static func range(_ entry: PMTilesDirectory.Entry, within section: Range<Int>, path: String, what: String) throws(TileError) -> Range<Int> {
        guard Int(entry.length) <= TilePayload.maximumStoredBytes else {
            throw TileError("\(path): \(what) claims \(entry.length) bytes, more than the \(TilePayload.maximumStoredBytes) allowed")
        }
        guard entry.offset <= UInt64(section.count), UInt64(entry.length) <= UInt64(section.count) - entry.offset else {
            throw TileError("\(path): \(what) (\(entry.length) bytes at \(entry.offset)) runs past the end of its section")
        }
        let start = section.lowerBound + Int(entry.offset)
        return start..<(start + Int(entry.length))
    }

    private static func directory(_ file: any ByteStorage, _ range: Range<Int>, header: PMTilesHeader, path: String) throws(TileError) -> PMTilesDirectory {
        guard range.count <= TilePayload.maximumStoredBytes else {
            throw TileError("\(path): PMTiles directory claims \(range.count) bytes, more than the \(TilePayload.maximumStoredBytes) allowed")
        }
        var bytes = Array(file.buffer[range])
        if header.internalCompression == .gzip {
            bytes = try TilePayload.decompressed(bytes, name: "\(path): PMTiles directory")
        }
        do {
            return try PMTilesDirectory(bytes)
        } catch {
            throw TileError("\(path): \(error.message)")
        }
    }
}
