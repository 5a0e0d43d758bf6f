/// Where each section of a `SectionFile` goes, decided one section at a time, and the header and directory that
/// describe them: so a large file can be written section by section as each is made, without holding it whole.
///
/// The number of sections is fixed first (the directory's size decides where the body starts); each `place` gives
/// the next section's offset (a multiple of 8); `header` is written over the file's first bytes at the end.
public struct SectionFileLayout: Sendable {
    private let sectionCount: Int
    private var entries: [(tag: String, offset: Int, length: Int)] = []
    /// Where the next section starts; once all are placed, the file's length.
    public private(set) var fileLength: Int

    /// A layout for `sectionCount` sections.
    public init(sectionCount: Int) {
        self.sectionCount = sectionCount
        fileLength = SectionFileLayout.bodyStart(sectionCount: sectionCount)
    }

    /// Bytes before the first section: the header and the directory, rounded up to 8.
    public static func bodyStart(sectionCount: Int) -> Int {
        (SectionFile.headerSize + sectionCount * SectionFile.directoryEntrySize + 7) / 8 * 8
    }

    /// Places the next section; returns its offset. The bytes up to the following section are zero padding.
    public mutating func place(tag: String, length: Int) -> Int {
        precondition(entries.count < sectionCount, "more sections placed than the layout was made for")
        let offset = fileLength
        entries.append((tag, offset, length))
        fileLength = (offset + length + 7) / 8 * 8
        return offset
    }

    /// The header and directory (the file's first bytes) for the sections placed, which must be all of them.
    public func header(version: UInt32, sourceLength: UInt64, sourceChecksum: UInt64) -> [UInt8] {
        precondition(entries.count == sectionCount, "\(entries.count) of \(sectionCount) sections placed")
        var header = ByteWriter()
        header.write(bytes: SectionFile.magic)
        header.write(version)
        header.write(UInt32(sectionCount))
        header.write(UInt64(fileLength))
        header.write(sourceLength)
        header.write(sourceChecksum)
        var directory = ByteWriter()
        for entry in entries {
            directory.write(bytes: Array((entry.tag + "    ").utf8.prefix(4)))
            directory.write(UInt32(0))
            directory.write(UInt64(entry.offset))
            directory.write(UInt64(entry.length))
        }
        header.write(Checksum.fnv1a64(header.bytes + directory.bytes))
        return header.bytes + directory.bytes
    }
}
