import Testing
@testable import WireFormats

/// Runs `body` on a reader over `bytes`.
private func reading<T>(_ bytes: [UInt8], _ body: (inout ProtobufReader) throws -> T) rethrows -> T {
    try bytes.withUnsafeBufferPointer { buffer in
        var reader = ProtobufReader(buffer)
        return try body(&reader)
    }
}

@Test func varintsSpanSeveralBytes() throws {
    #expect(try reading([0x96, 0x01]) { try $0.varint() } == 150)
    #expect(try reading([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]) { try $0.varint() } == UInt64.max)
}

@Test func zigzagAlternatesSigns() throws {
    #expect(try reading([0x00, 0x01, 0x02, 0x03]) { reader in try (0..<4).map { _ in try reader.signedVarint() } } == [0, -1, 1, -2])
}

@Test func fieldKeysSplitNumberAndWireType() throws {
    let field = try reading([0x42]) { try $0.nextField() }  // field 8, length-delimited
    #expect(field.number == 8 && field.wireType == .lengthDelimited)
}

@Test func packedValuesAndDeltas() throws {
    // Field 8 (packed sint64 refs): deltas +5, -1, +10.
    let refs = try reading([0x42, 0x03, 0x0A, 0x01, 0x14]) { reader in
        _ = try reader.nextField()
        return try reader.packedSignedVarints(try reader.lengthDelimited())
    }
    #expect(refs == [5, -1, 10])
    #expect(ProtobufReader.deltaDecoded(refs) == [5, 4, 14])
    #expect(try reading([0x01, 0x96, 0x01]) { try $0.packedVarints(0..<3) } == [1, 150])
}

@Test func truncatedOrMalformedInputThrows() {
    #expect(throws: WireFormatError("truncated varint")) { try reading([0x96]) { try $0.varint() } }
    #expect(throws: WireFormatError("field of 5 bytes runs past the end of its message")) { try reading([0x05, 0x01]) { try $0.lengthDelimited() } }
    #expect(throws: WireFormatError("invalid protobuf wire type 7 at byte 1")) { try reading([0x0F]) { try $0.nextField() } }
    #expect(throws: WireFormatError("truncated fixed-size field")) { try reading([0x01, 0x02]) { try $0.skip(.fixed32) } }
    #expect(throws: WireFormatError("protobuf groups are not supported")) { try reading([]) { try $0.skip(.startGroup) } }
}
