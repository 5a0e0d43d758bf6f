import BinaryData
import Foundation
import Testing

/// Values appended to a column that spills (in runs of any length: none, one, across the builder's 256 KiB chunks,
/// pieces appended from in-memory columns) read back the same as from one kept in memory, before and after its
/// mapped pages are let go; the temporary files have no names in their directory.
@Test func aSpilledColumnReadsBackAsOneInMemory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("growing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let area = SpillArea(directory: directory)
    var generator = SystemRandomNumberGenerator()
    for round in 0..<20 {
        var spilled = try GrowingColumn<Int64>(spillingIn: area)
        var kept = GrowingColumn<Int64>()
        var expected: [Int64] = []
        let limit = round < 5 ? 3 : (round < 15 ? 40_000 : 200_000)
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            let values = (0..<Int.random(in: 0...limit, using: &generator)).map { _ in Int64.random(in: .min ... .max, using: &generator) }
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: for value in values { spilled.append(value); kept.append(value) }
            case 1: spilled.append(contentsOf: values); kept.append(contentsOf: values)
            default: spilled.append(GrowingColumn(values)); kept.append(GrowingColumn(values))
            }
            expected += values
        }
        #expect(spilled.count == expected.count && spilled.lastAppended == expected.last)
        #expect(Array(kept) == expected, "round \(round): in memory, before finishing")
        try spilled.finish()
        try kept.finish()
        #expect(Array(spilled) == expected, "round \(round): spilled")
        #expect(Array(kept) == expected, "round \(round): in memory")
        area.releasePages()
        #expect(Array(spilled) == expected, "round \(round): spilled, its pages let go")
        if expected.count > 10 { #expect(spilled.array(3..<9) == Array(expected[3..<9])) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}

/// A spilling column's pages count in the process's resident memory once read, and no longer after `releasePages`.
@Test func releasedPagesLeaveTheResidentMemory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("growing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let area = SpillArea(directory: directory)
    var column = try GrowingColumn<Int64>(spillingIn: area)
    column.append(contentsOf: (0..<Int64(8 << 20)).map { $0 })
    try column.finish()
    func residentFilePages() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("RssFile:") })
        return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])) * 1024
    }
    var sum: Int64 = 0
    for value in column { sum &+= value }
    let read = try residentFilePages()
    area.releasePages()
    let released = try residentFilePages()
    #expect(sum == (8 << 20) * ((8 << 20) - 1) / 2)
    // 64 MiB of values were read; other threads' tests map files too, so the drop is checked, not the figures.
    #expect(read - released > 48 << 20, "resident file pages \(read) → \(released)")
}
