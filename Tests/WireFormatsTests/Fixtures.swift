import Foundation

/// Paths of this target's test files.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String { "\(directory)/\(name)" }
}
