import Foundation
import Geo
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
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw WireFormatError("cannot read \(path): \(error.localizedDescription)")
        }
        return try read(data)
    }

    /// Reads PBF bytes.
    public static func read(_ data: Data) throws(WireFormatError) -> OSMData {
        var result: Result<OSMData, WireFormatError> = .failure(WireFormatError("empty file"))
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            result = Result { () throws(WireFormatError) -> OSMData in try read(bytes) }
        }
        return try result.get()
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(WireFormatError) -> OSMData {
        guard bytes.count >= 4 else { throw WireFormatError("not an OSM PBF file (only \(bytes.count) bytes)") }
        var data = OSMData()
        var position = 0
        var blobIndex = 0
        while position < bytes.count {
            guard bytes.count - position >= 4 else { throw WireFormatError("truncated file: \(bytes.count - position) stray bytes at the end") }
            let headerSize = Int(bytes[position]) << 24 | Int(bytes[position + 1]) << 16 | Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            position += 4
            guard headerSize > 0, headerSize <= maximumHeaderSize else {
                throw WireFormatError(blobIndex == 0 ? "not an OSM PBF file (first block header would be \(headerSize) bytes)"
                                              : "blob header \(blobIndex) declares \(headerSize) bytes, above the format's 64 KiB")
            }
            guard bytes.count - position >= headerSize else { throw WireFormatError("truncated file: blob header \(blobIndex) is cut off") }
            let (type, dataSize) = try blobHeader(ProtobufReader(bytes, range: position..<(position + headerSize)))
            position += headerSize
            guard dataSize >= 0, dataSize <= maximumBlobSize else {
                throw WireFormatError("blob \(blobIndex) declares \(dataSize) bytes, above the format's 32 MiB")
            }
            guard bytes.count - position >= dataSize else { throw WireFormatError("truncated file: blob \(blobIndex) is cut off") }
            let blob = try blobContent(ProtobufReader(bytes, range: position..<(position + dataSize)), index: blobIndex)
            position += dataSize
            try blob.withUnsafeBufferPointer { (buffer) throws(WireFormatError) in
                switch type {
                case "OSMHeader":
                    data.bounds = try headerBlock(ProtobufReader(buffer))
                case "OSMData":
                    guard blobIndex > 0 else { throw WireFormatError("not an OSM PBF file (data before the header block)") }
                    try PrimitiveBlockDecoder.decode(ProtobufReader(buffer), into: &data)
                default:
                    guard blobIndex > 0 else { throw WireFormatError("not an OSM PBF file (first block is \"\(type.prefix(40))\")") }
                }
            }
            blobIndex += 1
        }
        data.locations.finish()
        return data
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
    private static func blobContent(_ reader: ProtobufReader, index: Int) throws(WireFormatError) -> [UInt8] {
        var reader = reader
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
