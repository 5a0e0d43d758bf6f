import BinaryData
import Foundation
import Testing

/// A mapped file cut short under the process (as `truncate` or `cp` over it does) reads as zeros past its new end once
/// `MappedFileFaults.survive()` has run, and each page so read is counted, instead of a bus error ending the process.
/// Pages before the cut read as they were.
@Test func aMappedFileCutShortReadsZerosAndCountsTheFault() throws {
    MappedFileFaults.survive()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let bytes = (0..<(8 * page)).map { UInt8(truncatingIfNeeded: $0 % 251 + 1) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let mapped = try MappedFile(path: path)
    #expect(mapped.buffer[5] == bytes[5])
    #expect(truncate(path, off_t(2 * page)) == 0)
    let before = MappedFileFaults.count
    // Past the cut: zeros, one fault a page touched.
    #expect(mapped.buffer[3 * page + 7] == 0)
    #expect(mapped.buffer[7 * page] == 0 && mapped.buffer[7 * page + page - 1] == 0)
    #expect(MappedFileFaults.count == before + 2)
    // Before it: as written.
    #expect(mapped.buffer[page + 3] == bytes[page + 3])
    #expect(MappedFileFaults.count == before + 2)
}
