import Foundation
import Testing
@testable import WireFormats

/// 20 repetitions of a 59-byte sentence, compressed by Python's zlib (Fixtures/text.zlib).
private let expectedText = String(repeating: "MapSnap fixture: OpenStreetMap PBF blobs are zlib streams. ", count: 20)

private func inflate(_ bytes: [UInt8], size: Int) throws(WireFormatError) -> [UInt8] {
    do {
        return try bytes.withUnsafeBufferPointer { buffer in try Zlib.inflate(buffer, size: size) }
    } catch let error as WireFormatError {
        throw error
    } catch {
        throw WireFormatError("unexpected \(error)")
    }
}

private func fixture() throws -> [UInt8] {
    [UInt8](try #require(FileManager.default.contents(atPath: Fixtures.path("text.zlib"))))
}

@Test func inflatesToTheDeclaredSize() throws {
    let output = try inflate(try fixture(), size: 1180)
    #expect(String(decoding: output, as: UTF8.self) == expectedText)
}

@Test func aWrongDeclaredSizeIsAnError() throws {
    let bytes = try fixture()
    #expect(throws: WireFormatError("zlib blob is larger than its declared raw size of 100 bytes")) { try inflate(bytes, size: 100) }
    #expect(throws: WireFormatError("zlib blob inflates to 1180 bytes, not its declared 2000")) { try inflate(bytes, size: 2000) }
}

@Test func corruptDataIsAnError() throws {
    var bytes = try fixture()
    bytes[10] ^= 0xFF
    bytes[11] ^= 0xFF
    #expect(throws: WireFormatError.self) { try inflate(bytes, size: 1180) }
    #expect(throws: WireFormatError.self) { try inflate([0x78, 0x9C, 0x01], size: 10) }
}
