/// A versioned file of named byte sections (the container of MapSnap's prepared `.mapsnap` files).
///
/// Layout (little-endian): magic `MAPSNAP\0` (8 bytes), format version (u32), section count (u32), file length (u64),
/// source length (u64), source checksum (u64), directory checksum (u64); then per section a 4-byte ASCII tag, 4 zero
/// bytes, offset (u64) and length (u64); then the sections, each starting at a multiple of 8. The directory checksum
/// is FNV-1a 64 over the header fields before it and the directory, so a damaged header or table is caught on open.
public struct SectionFile: Sendable {
    /// The eight bytes every such file starts with.
    public static let magic: [UInt8] = Array("MAPSNAP\0".utf8)
    static let headerSize = 48
    static let directoryEntrySize = 24

    /// The format version the file was written with.
    public let version: UInt32
    /// Size of the source the file was prepared from.
    public let sourceLength: UInt64
    /// FNV-1a 64 of the source's bytes.
    public let sourceChecksum: UInt64
    /// The sections by tag.
    public let sections: [String: ByteRegion]

    /// Whether `bytes` start with the magic (the first bytes of a file are enough).
    public static func hasMagic(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.count >= magic.count && Array(bytes.prefix(magic.count)) == magic
    }

    /// Reads the header and directory of `region`; throws on a wrong magic, an unsupported version, a truncated
    /// file or a damaged directory.
    public init(_ region: ByteRegion, expectedVersion: UInt32) throws(ByteReaderError) {
        var reader = ByteReader(region)
        guard region.count >= SectionFile.headerSize, SectionFile.hasMagic(region.slice(0, 8).bytes) else {
            throw ByteReaderError("not a prepared MapSnap file (no MAPSNAP header)")
        }
        reader.offset = 8
        version = try reader.read(UInt32.self)
        guard version == expectedVersion else {
            throw ByteReaderError("format version \(version) is not the supported version \(expectedVersion); prepare it again with this mapsnap")
        }
        let sectionCount = Int(try reader.read(UInt32.self))
        let fileLength = try reader.read(UInt64.self)
        guard fileLength == UInt64(region.count) else {
            throw ByteReaderError("is \(region.count) bytes but its header says \(fileLength): truncated or damaged")
        }
        sourceLength = try reader.read(UInt64.self)
        sourceChecksum = try reader.read(UInt64.self)
        let storedChecksum = try reader.read(UInt64.self)
        guard sectionCount <= 256, SectionFile.headerSize + sectionCount * SectionFile.directoryEntrySize <= region.count else {
            throw ByteReaderError("damaged section directory (\(sectionCount) sections)")
        }
        let checked = region.slice(0, SectionFile.headerSize - 8).bytes
            + region.slice(SectionFile.headerSize, sectionCount * SectionFile.directoryEntrySize).bytes
        guard Checksum.fnv1a64(checked) == storedChecksum else {
            throw ByteReaderError("damaged header (checksum mismatch)")
        }
        var sections: [String: ByteRegion] = [:]
        for _ in 0..<sectionCount {
            let tag = String(decoding: try reader.readRegion(length: 4).bytes, as: UTF8.self)
            _ = try reader.read(UInt32.self)
            let offset = try reader.read(UInt64.self), length = try reader.read(UInt64.self)
            guard offset <= UInt64(region.count), length <= UInt64(region.count) - offset else {
                throw ByteReaderError("section \(tag) runs past the end of the file")
            }
            sections[tag] = region.slice(Int(offset), Int(length))
        }
        self.sections = sections
    }

    /// The section with `tag`; throws when the file has none.
    public func section(_ tag: String) throws(ByteReaderError) -> ByteRegion {
        guard let region = sections[tag] else { throw ByteReaderError("has no \(tag) section") }
        return region
    }

    /// Writes sections (in the given order) into one file image.
    public static func encode(version: UInt32, sourceLength: UInt64, sourceChecksum: UInt64,
                              sections: [(tag: String, bytes: [UInt8])]) -> [UInt8] {
        var layout = SectionFileLayout(sectionCount: sections.count)
        let offsets = sections.map { layout.place(tag: $0.tag, length: $0.bytes.count) }
        let header = layout.header(version: version, sourceLength: sourceLength, sourceChecksum: sourceChecksum)
        var file = [UInt8](repeating: 0, count: layout.fileLength)
        file.replaceSubrange(0..<header.count, with: header)
        for (section, offset) in zip(sections, offsets) {
            file.replaceSubrange(offset..<(offset + section.bytes.count), with: section.bytes)
        }
        return file
    }
}
