import Geo

/// The 127-byte header of a PMTiles v3 file: where the directories, metadata and tile data are, how they are
/// compressed, and the zooms and bounds.
struct PMTilesHeader {
    static let size = 127

    enum Compression: UInt8 {
        case unknown = 0, none = 1, gzip = 2, brotli = 3, zstd = 4
    }

    var rootDirectory: Range<Int>
    var metadata: Range<Int>
    var leafDirectories: Range<Int>
    var tileData: Range<Int>
    var internalCompression: Compression
    var tileCompression: Compression
    var tileType: UInt8
    var info: TileArchiveInfo

    /// Reads the header from the first bytes of the file; `fileSize` bounds every section.
    init(_ bytes: UnsafeRawBufferPointer, fileSize: Int, path: String) throws(TileError) {
        guard bytes.count >= PMTilesHeader.size, Array(bytes[0..<7]) == Array("PMTiles".utf8) else {
            throw TileError("\(path): not a PMTiles file (no PMTiles header)")
        }
        guard bytes[7] == 3 else { throw TileError("\(path): PMTiles version \(bytes[7]) is not supported (only version 3)") }
        // Little-endian fields at fixed offsets inside the 127 bytes checked above.
        func u64(_ offset: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        func i32(_ offset: Int) -> Int32 { Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)) }
        func section(_ offset: Int, _ name: String) throws(TileError) -> Range<Int> {
            let start = u64(offset), length = u64(offset + 8)
            guard start <= UInt64(fileSize), length <= UInt64(fileSize) - start else {
                throw TileError("\(path): PMTiles \(name) (\(length) bytes at \(start)) runs past the end of the \(fileSize)-byte file")
            }
            return Int(start)..<Int(start + length)
        }
        rootDirectory = try section(8, "root directory")
        metadata = try section(24, "metadata")
        leafDirectories = try section(40, "leaf directories")
        tileData = try section(56, "tile data")
        func compression(_ offset: Int, _ name: String) throws(TileError) -> Compression {
            guard let value = Compression(rawValue: bytes[offset]) else {
                throw TileError("\(path): PMTiles \(name) compression \(bytes[offset]) is unknown")
            }
            return value
        }
        internalCompression = try compression(97, "internal")
        tileCompression = try compression(98, "tile")
        tileType = bytes[99]
        let contents: [UInt8: TileContent] = [0: .vector, 1: .vector, 2: .png, 3: .jpeg, 4: .webp]
        guard let content = contents[tileType] else {
            throw TileError("\(path): PMTiles tile type \(tileType) is not vector tiles (1) nor PNG, JPEG or WebP images (2, 3, 4)")
        }
        let minZoom = Int(bytes[100]), maxZoom = Int(bytes[101])
        guard minZoom <= maxZoom, maxZoom <= 30 else { throw TileError("\(path): PMTiles zooms \(minZoom)–\(maxZoom) are out of range") }
        let bounds = TileArchiveInfo.rect(west: Double(i32(102)) / 1e7, south: Double(i32(106)) / 1e7,
                                          east: Double(i32(110)) / 1e7, north: Double(i32(114)) / 1e7)
        info = TileArchiveInfo(minZoom: minZoom, maxZoom: maxZoom, bounds: bounds, name: nil)
        info.content = content
    }
}
