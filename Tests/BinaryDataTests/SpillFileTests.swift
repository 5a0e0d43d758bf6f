import BinaryData
import Foundation
import Testing

/// Whatever is appended, in pieces of any size (empty, one byte, across the 1 MiB buffer and the 4 MiB read-back
/// pieces), is read back in order, byte for byte; the file has no name in its directory.
@Test func spilledBytesComeBackInOrder() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spill-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var generator = SystemRandomNumberGenerator()
    // Pieces are random stretches of one random pattern (making random bytes one by one would take the test's time).
    var pattern = [UInt8](repeating: 0, count: 3_000_000)
    for index in stride(from: 0, to: pattern.count, by: 8) {
        withUnsafeBytes(of: generator.next()) { pattern.replaceSubrange(index..<index + 8, with: $0) }
    }
    for round in 0..<12 {
        let file = try SpillFile(directory: directory)
        var expected: [UInt8] = []
        let limit = round < 4 ? 64 : (round < 8 ? 300_000 : 3_000_000)
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            let length = Int.random(in: 0...limit, using: &generator)
            let start = Int.random(in: 0...(pattern.count - length), using: &generator)
            let piece = Array(pattern[start..<(start + length)])
            file.append(piece)
            expected += piece
        }
        #expect(file.count == expected.count)
        var back: [UInt8] = []
        var largest = 0
        try file.copy { piece in
            back += piece
            largest = max(largest, piece.count)
        }
        #expect(back == expected, "round \(round): \(back.count) of \(expected.count) bytes")
        #expect(largest <= 4 << 20)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}

/// A sink in memory gives its bytes as appended.
@Test func aByteWriterIsASink() {
    var writer = ByteWriter()
    writer.append([1, 2])
    writer.append([])
    writer.append([3])
    #expect(writer.bytes == [1, 2, 3] && writer.count == 3)
}
