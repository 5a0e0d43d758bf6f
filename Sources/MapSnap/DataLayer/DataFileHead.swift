import Foundation

/// The first bytes of a data file named by the user, which tell its kind, after the checks every data file gets:
/// it exists, is not a folder, can be read. Errors name `field` and say what the file should have been.
enum DataFileHead {
    static func read(_ path: String, field: String, expected: String) throws(MapSnapError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MapSnapError(field: field, message: "\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw MapSnapError(field: field, message: "\(path) is a directory, not \(expected)") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw MapSnapError(field: field, message: "\(path): cannot be read") }
        defer { try? handle.close() }
        return [UInt8]((try? handle.read(upToCount: 16)) ?? Data())
    }
}
