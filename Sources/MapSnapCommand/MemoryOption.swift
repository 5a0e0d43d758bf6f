import Foundation
import Geo

/// A memory size as `--memory` takes it: megabytes, or a number with M or G (`2G`, `1500M`, `1500`).
enum MemoryOption {
    static func bytes(_ text: String, field: String = "--memory") throws(MapSnapError) -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        let scale: Double = trimmed.hasSuffix("G") ? 1e9 : 1e6
        let number = Double(trimmed.hasSuffix("G") || trimmed.hasSuffix("M") ? String(trimmed.dropLast()) : trimmed)
        guard let number, number.isFinite, number * scale >= 100e6, number * scale <= 1e15 else {
            throw MapSnapError(field: field, message: "\"\(text.prefix(20))\" is not a memory size of at least 100M (such as 2G or 1500M)")
        }
        return Int(number * scale)
    }
}
