import Foundation

/// Paths of the files in this test target's `Fixtures/` folder.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String {
        "\(directory)/\(name)"
    }

    static func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }
}
