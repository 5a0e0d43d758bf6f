import BinaryData
import Testing

@Test func valuesRoundTrip() throws {
    var writer = ByteWriter()
    writer.write(UInt32(7))
    writer.write(-1.25)
    writer.write("Käpylä")
    writer.write(nil as String?)
    writer.write(array: [Int32(-3), 4, 5])
    var reader = ByteReader(ByteRegion(bytes: writer.bytes))
    #expect(try reader.read(UInt32.self) == 7)
    #expect(try reader.readDouble() == -1.25)
    #expect(try reader.readString() == "Käpylä")
    #expect(try reader.readOptionalString() == nil)
    #expect(try reader.readArray(Int32.self) == [-3, 4, 5])
    #expect(reader.isAtEnd)
}

@Test func truncatedBytesThrowInsteadOfCrashing() {
    var writer = ByteWriter()
    writer.write(array: [UInt64](repeating: 9, count: 100))
    for cut in [0, 1, 7, 8, 9, 400, 807] {
        var reader = ByteReader(ByteRegion(bytes: Array(writer.bytes.prefix(cut))))
        #expect(throws: ByteReaderError.self) { _ = try reader.readArray(UInt64.self) }
    }
}

@Test func keyedListsFindKeysAndPrefixes() throws {
    var writer = ByteWriter()
    KeyedLists<String>.encode(["kamppi": [1, 2], "kauppatori": [3], "aalto": []], to: &writer)
    KeyedLists<Int64>.encode([-5: [7], 12: [8, 9]], to: &writer)
    var reader = ByteReader(ByteRegion(bytes: writer.bytes))
    let words = try KeyedLists<String>(reading: &reader)
    let cells = try KeyedLists<Int64>(reading: &reader)
    #expect(words.list(for: "kamppi") == [1, 2])
    #expect(words.list(for: "kauppatori") == [3])
    #expect(words.list(for: "missing").isEmpty)
    #expect(words.key(at: words.lowerBound("kau")) == "kauppatori")
    #expect(cells.list(for: -5) == [7] && cells.list(for: 12) == [8, 9] && cells.list(for: 0).isEmpty)
}

@Test func sectionFileRejectsDamage() throws {
    let image = SectionFile.encode(version: 3, sourceLength: 10, sourceChecksum: 99, sections: [("ABCD", [1, 2, 3]), ("EFGH", [4])])
    let file = try SectionFile(ByteRegion(bytes: image), expectedVersion: 3)
    #expect(try file.section("ABCD").bytes == [1, 2, 3])
    #expect(try file.section("EFGH").bytes == [4])
    #expect(file.sourceChecksum == 99)
    #expect(throws: ByteReaderError.self) { try SectionFile(ByteRegion(bytes: image), expectedVersion: 4) }
    #expect(throws: ByteReaderError.self) { try SectionFile(ByteRegion(bytes: Array(image.dropLast())), expectedVersion: 3) }
    var damaged = image
    damaged[60] ^= 0xFF  // inside the directory
    #expect(throws: ByteReaderError.self) { try SectionFile(ByteRegion(bytes: damaged), expectedVersion: 3) }
    #expect(throws: ByteReaderError.self) { try SectionFile(ByteRegion(bytes: Array("not a file".utf8)), expectedVersion: 3) }
}

@Test func sectionFileNeverCrashesOnRandomBytes() {
    var generator = SystemRandomNumberGenerator()
    let image = SectionFile.encode(version: 1, sourceLength: 0, sourceChecksum: 0, sections: [("ABCD", Array(repeating: 5, count: 64))])
    for _ in 0..<2000 {
        var bytes = image
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
        if Bool.random(using: &generator) { bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator))) }
        _ = try? SectionFile(ByteRegion(bytes: bytes), expectedVersion: 1)
    }
}
