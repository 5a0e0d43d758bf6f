import BinaryData
import Foundation
import Geo
import Synchronization
import WireFormats

/// Reads OpenStreetMap PBF files: BlobHeader/Blob framing, zlib or raw blobs, header and primitive blocks.
///
/// The file is memory-mapped and decoded blob by blob, so memory grows with the data kept (nodes,
/// ways, relations), not with the file. Sizes from the input are checked against the format's limits
/// before anything is allocated.
public enum PBFReader {
    /// Largest BlobHeader the format allows (64 KiB).
    static let maximumHeaderSize = 64 * 1024
    /// Largest blob, compressed or not, the format allows (32 MiB).
    static let maximumBlobSize = 32 * 1024 * 1024
    /// Required features this reader supports.
    static let supportedFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]

    /// Reads a file.
    public static func read(path: String) throws(WireFormatError) -> OSMData {
        try read(file: path).data
    }

    /// Reads a file blob by blob (never holding it whole), decoding the blobs on every core; `progress` hears the
    /// bytes read so far and the file's size after each batch. Gives the data with the file's length and FNV-1a 64.
    /// Relations that `relations` leaves out are skipped (their members not even decoded).
    /// With a spill area, the nodes and ways (all but their tag strings) go to temporary files there as they are read
    /// and are mapped back (see `OSMData.init(spillingIn:)`).
    public static func read(file path: String, relations: RelationFilter = .all, spillingIn area: SpillArea? = nil,
                            progress: (_ read: Int, _ total: Int) -> Void = { _, _ in })
        throws(WireFormatError) -> (data: OSMData, length: Int, checksum: UInt64) {
        var source = try PBFFileSource(path: path)
        let data = try read(&source, relations: relations, spillingIn: area, progress: progress)
        return (data, source.offset, source.checksum)
    }

    /// Reads PBF bytes.
    public static func read(_ data: Data) throws(WireFormatError) -> OSMData {
        var source = PBFMemorySource(data: data)
        return try read(&source, relations: .all, progress: { _, _ in })
    }

    /// Blobs decoded together on every core: enough to keep the cores busy, few enough to hold (each at most 32 MiB
    /// inflated; typically about 100 KB).
    static let batchSize = 64

    static func read(_ source: inout some PBFByteSource, relations: RelationFilter, spillingIn area: SpillArea? = nil,
                     progress: (Int, Int) -> Void) throws(WireFormatError) -> OSMData {
        guard source.length >= 4 else { throw WireFormatError("not an OSM PBF file (only \(source.length) bytes)") }
        var data: OSMData
        do { data = try OSMData(spillingIn: area) } catch { throw WireFormatError(error.message) }
        var blobIndex = 0
        var batch: [(index: Int, blob: [UInt8])] = []
        while source.offset < source.length {
            let (type, blob) = try nextBlob(&source, index: blobIndex)
            switch type {
            case "OSMHeader":
                let content = try blobContent(blob, index: blobIndex)
                data.bounds = try content.withUnsafeBufferPointer { (buffer) throws(WireFormatError) in try headerBlock(ProtobufReader(buffer)) }
            case "OSMData":
                guard blobIndex > 0 else { throw WireFormatError("not an OSM PBF file (data before the header block)") }
                batch.append((blobIndex, blob))
                if batch.count == batchSize {
                    try decode(batch, relations: relations, into: &data)
                    batch = []
                    progress(source.offset, source.length)
                }
            default:
                guard blobIndex > 0 else { throw WireFormatError("not an OSM PBF file (first block is \"\(type.prefix(40))\")") }
            }
            blobIndex += 1
        }
        try decode(batch, relations: relations, into: &data)
        progress(source.offset, source.length)
        do { try data.finish() } catch { throw WireFormatError(error.message) }
        return data
    }

    /// The next blob's type and its (still compressed) Blob message.
    private static func nextBlob(_ source: inout some PBFByteSource, index blobIndex: Int) throws(WireFormatError) -> (String, [UInt8]) {
        let remaining = source.length - source.offset
        guard remaining >= 4 else { throw WireFormatError("truncated file: \(remaining) stray bytes at the end") }
        let size = try source.take(4)
        let headerSize = Int(size[0]) << 24 | Int(size[1]) << 16 | Int(size[2]) << 8 | Int(size[3])
        guard headerSize > 0, headerSize <= maximumHeaderSize else {
            throw WireFormatError(blobIndex == 0 ? "not an OSM PBF file (first block header would be \(headerSize) bytes)"
                                          : "blob header \(blobIndex) declares \(headerSize) bytes, above the format's 64 KiB")
        }
        guard source.length - source.offset >= headerSize else { throw WireFormatError("truncated file: blob header \(blobIndex) is cut off") }
        let header = try source.take(headerSize)
        let (type, dataSize) = try header.withUnsafeBufferPointer { (buffer) throws(WireFormatError) in try blobHeader(ProtobufReader(buffer)) }
        guard dataSize >= 0, dataSize <= maximumBlobSize else {
            throw WireFormatError("blob \(blobIndex) declares \(dataSize) bytes, above the format's 32 MiB")
        }
        guard source.length - source.offset >= dataSize else { throw WireFormatError("truncated file: blob \(blobIndex) is cut off") }
        return (type, try source.take(dataSize))
    }

    /// Inflates and decodes a batch of data blobs on every core, then adds them to `data` in file order (the first
    /// error in file order is the one thrown).
    private static func decode(_ batch: [(index: Int, blob: [UInt8])], relations: RelationFilter, into data: inout OSMData) throws(WireFormatError) {
        guard !batch.isEmpty else { return }
        let parts = Mutex([Result<OSMData, WireFormatError>?](repeating: nil, count: batch.count))
        DispatchQueue.concurrentPerform(iterations: batch.count) { job in
            let result = Result { () throws(WireFormatError) -> OSMData in
                var part = OSMData()
                let content = try blobContent(batch[job].blob, index: batch[job].index)
                try content.withUnsafeBufferPointer { (buffer) throws(WireFormatError) in
                    try PrimitiveBlockDecoder.decode(ProtobufReader(buffer), relations: relations, into: &part)
                }
                return part
            }
            parts.withLock { $0[job] = result }
        }
        for part in parts.withLock({ $0 }) {
            guard let part else { continue }
            data.append(try part.get())
        }
    }

    private static func blobHeader(_ reader: ProtobufReader) throws(WireFormatError) -> (String, Int) {
        var reader = reader
        var type = ""
        var size = -1
        while !reader.isAtEnd {
            let field = try reader.nextField()
            switch (field.number, field.wireType) {
            case (1, .lengthDelimited): type = reader.string(try reader.lengthDelimited())
            case (3, .varint): size = Int(truncatingIfNeeded: try reader.int64())
            default: try reader.skip(field.wireType)
            }
        }
        guard size >= 0 else { throw WireFormatError("not an OSM PBF file (block header without a data size)") }
        return (type, size)
    }

    /// The blob's uncompressed bytes.
    private static func blobContent(_ blob: [UInt8], index: Int) throws(WireFormatError) -> [UInt8] {
        try blob.withUnsafeBufferPointer { (buffer) throws(WireFormatError) -> [UInt8] in
            var reader = ProtobufReader(buffer)
            var raw: Range<Int>?
            var zlib: Range<Int>?
            var rawSize = -1
            var unsupported: String?
            while !reader.isAtEnd {
                let field = try reader.nextField()
                switch (field.number, field.wireType) {
                case (1, .lengthDelimited): raw = try reader.lengthDelimited()
                case (2, .varint): rawSize = Int(truncatingIfNeeded: try reader.int64())
                case (3, .lengthDelimited): zlib = try reader.lengthDelimited()
                case (4, _): unsupported = "lzma"; try reader.skip(field.wireType)
                case (6, _): unsupported = "lz4"; try reader.skip(field.wireType)
                case (7, _): unsupported = "zstd"; try reader.skip(field.wireType)
                default: try reader.skip(field.wireType)
                }
            }
            if let raw {
                return Array(UnsafeBufferPointer(rebasing: reader.buffer[raw]))
            }
            if let zlib {
                guard rawSize >= 0, rawSize <= maximumBlobSize else {
                    throw WireFormatError("blob \(index) declares an uncompressed size of \(rawSize) bytes, above the format's 32 MiB")
                }
                return try Zlib.inflate(UnsafeBufferPointer(rebasing: reader.buffer[zlib]), size: rawSize)
            }
            throw WireFormatError("blob \(index) is \(unsupported.map { "\($0)-compressed, which this reader does not support" } ?? "empty")")
        }
    }

    private static func headerBlock(_ reader: ProtobufReader) throws(WireFormatError) -> GeoBounds? {
        var reader = reader
        var bounds: GeoBounds?
        while !reader.isAtEnd {
            let field = try reader.nextField()
            switch (field.number, field.wireType) {
            case (1, .lengthDelimited):
                var box = reader.reader(try reader.lengthDelimited())
                var values = [0.0, 0, 0, 0]
                while !box.isAtEnd {
                    let inner = try box.nextField()
                    if (1...4).contains(inner.number), inner.wireType == .varint {
                        values[inner.number - 1] = Double(try box.signedVarint()) * 1e-9
                    } else {
                        try box.skip(inner.wireType)
                    }
                }
                bounds = GeoBounds(south: values[3], north: values[2], west: values[0], east: values[1])
            case (4, .lengthDelimited):
                let feature = reader.string(try reader.lengthDelimited())
                guard supportedFeatures.contains(feature) else {
                    throw WireFormatError("the file requires the feature \"\(feature)\", which this reader does not support")
                }
            default:
                try reader.skip(field.wireType)
            }
        }
        return bounds
    }
}
