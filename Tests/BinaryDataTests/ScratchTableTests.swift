import BinaryData
import Foundation
import Testing
import TestSupport

/// A table in a temporary file reads as zeros until written and then as written, at any position, like one in memory,
/// also after the area lets its pages go (written pages are kept by the file); sizes from empty to past a page and
/// a chunk; the file has no name in its directory.
@Test func aTableInATemporaryFileReadsAsOneInMemory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let area = SpillArea(directory: directory)
    var generator = SystemRandomNumberGenerator()
    for count in [0, 1, 1023, 1024, 1025, 300_000] {
        let mapped = try ScratchTable<Int32>(count: count, spillingIn: area)
        let kept = ScratchTable<Int32>(count: count)
        #expect(mapped.count == count && kept.count == count)
        var expected = [Int32](repeating: 0, count: count)
        for round in 0..<4 {
            for _ in 0..<(count == 0 ? 0 : Int.random(in: 1...2_000, using: &generator)) {
                let position = Int.random(in: 0..<count, using: &generator), value = Int32.random(in: .min ... .max, using: &generator)
                mapped[position] = value
                kept[position] = value
                expected[position] = value
            }
            if round % 2 == 1 { area.releasePages() }
            #expect((0..<count).map { mapped[$0] } == expected, "\(count), round \(round): in a file")
            #expect((0..<count).map { kept[$0] } == expected, "\(count), round \(round): in memory")
        }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
}

/// A table the area cannot make (its directory is gone) is one error naming the directory.
@Test func aTableThatCannotBeMadeSaysWhere() {
    let area = SpillArea(directory: "/nonexistent-\(UUID().uuidString)")
    #expect(throws: FileWriteError.self) { _ = try ScratchTable<Int32>(count: 10, spillingIn: area) }
    #expect(area.failure?.message.contains(area.directory) == true)
}

/// A table larger than its disk's free space is an error when it is made, naming the directory, not a bus error when
/// a page past the free space is first written (the file's blocks are reserved before it is mapped). The disk is a
/// 1 MB tmpfs the test mounts (root only, as CI runs).
@Test(.enabled(if: getuid() == 0, "mounting a small tmpfs needs root"))
func aTableLargerThanTheFreeDiskIsAnErrorNotAFault() throws {
    let disk = try SmallDisk(megabytes: 1)
    defer { disk.remove() }
    let area = SpillArea(directory: disk.path)
    #expect(throws: FileWriteError.self) { _ = try ScratchTable<Int32>(count: 4 << 20, spillingIn: area) }
    #expect(area.failure?.message.contains(disk.path) == true)
    // One that fits is written whole, every page.
    let table = try ScratchTable<Int32>(count: 100_000, spillingIn: area)
    for position in 0..<table.count { table[position] = Int32(position) }
    #expect(table[99_999] == 99_999)
}
