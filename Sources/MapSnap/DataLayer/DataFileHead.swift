import BinaryData
import Foundation

/// The first bytes of a data file named by the user, which tell its kind, after the checks every data file gets:
/// it exists, is a regular file (a folder, FIFO or device is refused at once, never waited on), can be read. Errors
/// name `field` and say what the file should have been.
enum DataFileHead {
    static func read(_ path: String, field: String, expected: String) throws(MapSnapError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MapSnapError(field: field, message: "\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw MapSnapError(field: field, message: "\(path) is a directory, not \(expected)") }
        do { return try RegularFile.bytes(path, limit: 16) } catch {
            throw MapSnapError(field: field, message: "\(path): \(error.message)")
        }
    }
}
