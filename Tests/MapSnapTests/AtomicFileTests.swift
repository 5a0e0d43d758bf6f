import Foundation
import Testing
@testable import MapSnap

@Test func atomicWriteReplacesWholeFileAndLeavesNoTemporaries() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = "\(directory)/out.bin"
    try AtomicFile.write([1, 2, 3], to: path)
    try AtomicFile.write([4, 5], to: path)
    #expect(FileManager.default.contents(atPath: path) == Data([4, 5]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.bin"])
}

@Test func atomicWriteIntoADirectoryPathFails() throws {
    let directory = FileManager.default.temporaryDirectory.path
    #expect(throws: MapSnapError.self) { try AtomicFile.write([1], to: directory) }
}
