import Foundation

/// Paths of test files: this target's fixtures and the project's Data/ folder.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    static let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data").path

    static func path(_ name: String) -> String { "\(directory)/\(name)" }
    static func data(_ name: String) -> String { "\(dataDirectory)/\(name)" }
}
