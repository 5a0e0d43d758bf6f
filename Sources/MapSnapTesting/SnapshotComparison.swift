import Foundation
import MapRender
import MapSnap

/// Makes a snapshot value, and compares it with (or records it as) the reference file.
enum SnapshotComparison {
    enum Value {
        case image(RGBAImage)
        case text(String)
    }

    static func render(_ options: MapSnapshotter.Options, as strategy: SnapshotStrategy, data: MapData) throws -> Value {
        let snapshotter = try MapSnapshotter(options: options, data: data)
        switch strategy.kind {
        case .image:
            return .image(try snapshotter.start().image)
        case .layoutReport:
            // The base map's labels are left out: they follow the style and its data, not the annotations under test.
            var report = try snapshotter.plan().report
            report.labels = []
            return .text(report.json(scale: options.scale, size: options.size).serialized() + "\n")
        case .svg:
            return .text(normalizedSVG(String(decoding: try snapshotter.encoded(as: .svg).bytes, as: UTF8.self)))
        }
    }

    /// Cairo numbers surfaces, clips and the like with process-wide counters: renumber them in order of appearance.
    static func normalizedSVG(_ svg: String) -> String {
        guard let pattern = try? NSRegularExpression(pattern: "(surface|clip|image|pattern|mask|source|linear|radial|glyph)([0-9]+)") else { return svg }
        var numbers: [String: Int] = [:]
        var result = ""
        var last = svg.startIndex
        for match in pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            guard let whole = Range(match.range, in: svg), let kind = Range(match.range(at: 1), in: svg) else { continue }
            let key = String(svg[whole])
            let number = numbers[key] ?? {
                let next = numbers.count + 1
                numbers[key] = next
                return next
            }()
            result += svg[last..<whole.lowerBound] + svg[kind] + String(number)
            last = whole.upperBound
        }
        return result + svg[last...]
    }

    static func compare(_ actual: Value, strategy: SnapshotStrategy, referencePath: String, mode: SnapshotRecordMode) -> SnapshotOutcome {
        let name = URL(fileURLWithPath: referencePath).lastPathComponent
        let exists = FileManager.default.fileExists(atPath: referencePath)
        do {
            if mode == .all || (!exists && mode != .never) {
                try write(actual, to: referencePath)
                return .recorded(path: referencePath)
            }
            guard exists else { return .mismatched(message: "No reference \(referencePath) (record mode never)") }
            guard let difference = try difference(actual, strategy: strategy, referencePath: referencePath, name: name) else { return .matched }
            if mode == .failed {
                try write(actual, to: referencePath)
                return .mismatched(message: "\(difference) The reference was re-recorded; look at it, then run the test again.")
            }
            return .mismatched(message: difference)
        } catch {
            return .mismatched(message: "Snapshot \(name): \(error)")
        }
    }

    /// nil when the value matches the reference; else what differs, with the artifacts written.
    private static func difference(_ actual: Value, strategy: SnapshotStrategy, referencePath: String, name: String) throws -> String? {
        let artifacts = SnapshotStore.artifactsDirectory()
        let base = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
        switch actual {
        case .image(let image):
            let reference = try ImageFile.readPNG(referencePath)
            let diff = ImageDiff(expected: reference, actual: image, tolerance: strategy.tolerance)
            if diff.matches { return nil }
            try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
            let actualPath = "\(artifacts)/\(base).actual.png"
            try ImageFile.writePNG(image, to: actualPath)
            guard let diffImage = diff.diffImage else {
                return "Snapshot \(referencePath) is \(reference.width)x\(reference.height) pixels but the map is \(image.width)x\(image.height); actual \(actualPath)"
            }
            let diffPath = "\(artifacts)/\(base).diff.png"
            try ImageFile.writePNG(diffImage, to: diffPath)
            return "Snapshot \(referencePath) differs: \(diff.summary); actual \(actualPath), diff \(diffPath)"
        case .text(let text):
            let reference = String(decoding: try Data(contentsOf: URL(fileURLWithPath: referencePath)), as: UTF8.self)
            if reference == text { return nil }
            try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
            let actualPath = "\(artifacts)/\(base).actual.\(strategy.pathExtension)"
            try Data(text.utf8).write(to: URL(fileURLWithPath: actualPath))
            return "Snapshot \(referencePath) differs; actual \(actualPath):\n" + TextDiff.describe(expected: reference, actual: text)
        }
    }

    private static func write(_ value: Value, to path: String) throws {
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        switch value {
        case .image(let image): try ImageFile.writePNG(image, to: path)
        case .text(let text): try AtomicFile.write(Array(text.utf8), to: path)
        }
    }
}

/// A short, readable line diff: a few lines of context around the first difference, then the differing lines.
enum TextDiff {
    static func describe(expected: String, actual: String, context: Int = 2, limit: Int = 12) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < min(old.count, new.count), old[first] == new[first] { first += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > first, newEnd > first, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var lines: [String] = ["@@ line \(first + 1) @@"]
        for index in max(0, first - context)..<first { lines.append("  \(old[index])") }
        for index in first..<min(oldEnd, first + limit) { lines.append("- \(old[index])") }
        if oldEnd - first > limit { lines.append("- … \(oldEnd - first - limit) more") }
        for index in first..<min(newEnd, first + limit) { lines.append("+ \(new[index])") }
        if newEnd - first > limit { lines.append("+ … \(newEnd - first - limit) more") }
        return lines.joined(separator: "\n")
    }
}
