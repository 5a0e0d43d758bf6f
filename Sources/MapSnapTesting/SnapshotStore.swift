import Foundation
import Synchronization

/// Where references and failure artifacts go.
///
/// References live beside the test file: `__Snapshots__/<TestFile>/<name>.<ext>`, where `<name>` is the name given,
/// or the test function's name and a counter (`storeMap.1.png`, `storeMap.2.json`) for the snapshots of one test
/// in the order they are taken. Give parameterized tests a name: their cases may run in any order.
/// Artifacts of failed comparisons go to `MAPSNAP_ARTIFACTS`, else `output/snapshot-failures` in the working
/// directory (the package root under `swift test`).
enum SnapshotStore {
    /// The environment variable naming the artifacts folder (for CI uploads).
    static let artifactsVariable = "MAPSNAP_ARTIFACTS"

    private static let counters = Mutex<[String: Int]>([:])

    /// The reference path for a snapshot.
    static func referencePath(testFile: String, testName: String, name: String?, pathExtension: String) -> String {
        let file = URL(fileURLWithPath: testFile)
        let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        let base: String
        if let name {
            base = sanitized(name)
        } else {
            let test = sanitized(testName)
            let count = counters.withLock { counters -> Int in
                let key = "\(testFile)|\(test)"
                counters[key, default: 0] += 1
                return counters[key] ?? 1
            }
            base = "\(test).\(count)"
        }
        return folder.appendingPathComponent("\(base).\(pathExtension)").path
    }

    /// The folder for actual and diff files of failed comparisons.
    static func artifactsDirectory(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let folder = environment[artifactsVariable], !folder.isEmpty { return folder }
        return FileManager.default.currentDirectoryPath + "/output/snapshot-failures"
    }

    /// A file-name-safe form: `testStoreMap()` → `testStoreMap`, other characters than letters, digits, `-`, `_`,
    /// `.` and `@` become `_`.
    static func sanitized(_ text: String) -> String {
        var name = text
        if let parenthesis = name.firstIndex(of: "(") { name = String(name[..<parenthesis]) }
        let mapped = name.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || "-_.@".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
        }
        let result = String(mapped)
        return result.isEmpty ? "snapshot" : result
    }
}
