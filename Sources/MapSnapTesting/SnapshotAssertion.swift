import Foundation
import MapSnap
import Testing

/// Where references live and how comparisons go, for `assertSnapshot`.
public struct SnapshotConfiguration: Sendable {
    /// Environment variable that, when set to 1/true/yes, re-records every reference instead of comparing.
    public static let recordVariable = "MAPSNAP_RECORD"

    /// Pixel tolerance: by default a channel may differ by 2 (antialiasing noise) and no pixel may differ more.
    public var tolerance: ImageDiff.Tolerance
    /// Directory for actual and diff images of failed comparisons.
    public var artifactsDirectory: String

    /// Creates a configuration; artifacts go to `output/snapshot-failures` under the package root.
    public init(tolerance: ImageDiff.Tolerance = ImageDiff.Tolerance(channel: 2), artifactsDirectory: String? = nil) {
        self.tolerance = tolerance
        self.artifactsDirectory = artifactsDirectory ?? SnapshotConfiguration.defaultArtifactsDirectory
    }

    static var defaultArtifactsDirectory: String {
        FileManager.default.currentDirectoryPath + "/output/snapshot-failures"
    }

    /// Whether the environment asks to re-record references.
    public static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment[recordVariable]?.lowercased() ?? ""
        return ["1", "true", "yes"].contains(value)
    }
}

/// What a snapshot comparison found.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The image matched its reference.
    case matched
    /// There was no reference (or recording was asked for); the image was written as the reference.
    case recorded(path: String)
    /// The image differs; the message says how and where the artifacts are.
    case mismatched(message: String)
}

/// Compares an image with the reference PNG named `name` next to the calling test file (in `References/`).
///
/// Missing references are recorded and reported as a failure (so a new reference is looked at before it
/// counts); with `MAPSNAP_RECORD=1` every reference is re-recorded. On mismatch the actual image and a
/// diff image are written to `output/snapshot-failures/`. Failures are recorded as Swift Testing issues.
@discardableResult
public func assertSnapshot(of image: RGBAImage, named name: String,
                           configuration: SnapshotConfiguration = SnapshotConfiguration(),
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) -> SnapshotOutcome {
    let outcome = compareSnapshot(image, named: name, configuration: configuration, testFilePath: filePath)
    switch outcome {
    case .matched: break
    case .recorded(let path):
        Issue.record("Recorded new reference \(path); look at it, then run the test again.", sourceLocation: sourceLocation)
    case .mismatched(let message):
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return outcome
}

/// Renders `options` over `data` (default: the built-in data) and compares the image with its reference (see
/// `assertSnapshot(of:named:)` for images).
@discardableResult
public func assertSnapshot(of options: MapSnapshotter.Options, data: MapData = .builtIn, named name: String,
                           configuration: SnapshotConfiguration = SnapshotConfiguration(),
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) -> SnapshotOutcome {
    do {
        let snapshot = try MapSnapshotter(options: options, data: data).start()
        return assertSnapshot(of: snapshot.image, named: name, configuration: configuration, filePath: filePath,
                              sourceLocation: sourceLocation)
    } catch {
        Issue.record("Rendering \(name) failed: \(error)", sourceLocation: sourceLocation)
        return .mismatched(message: "\(error)")
    }
}

/// The comparison behind `assertSnapshot`, without recording test issues.
public func compareSnapshot(_ image: RGBAImage, named name: String, configuration: SnapshotConfiguration,
                            testFilePath: String) -> SnapshotOutcome {
    let referenceDirectory = URL(fileURLWithPath: testFilePath).deletingLastPathComponent().appendingPathComponent("References").path
    let referencePath = "\(referenceDirectory)/\(name).png"
    do {
        if SnapshotConfiguration.isRecording || !FileManager.default.fileExists(atPath: referencePath) {
            try FileManager.default.createDirectory(atPath: referenceDirectory, withIntermediateDirectories: true)
            try ImageFile.writePNG(image, to: referencePath)
            return .recorded(path: referencePath)
        }
        let reference = try ImageFile.readPNG(referencePath)
        let diff = ImageDiff(expected: reference, actual: image, tolerance: configuration.tolerance)
        if diff.matches { return .matched }
        try FileManager.default.createDirectory(atPath: configuration.artifactsDirectory, withIntermediateDirectories: true)
        let actualPath = "\(configuration.artifactsDirectory)/\(name).actual.png"
        try ImageFile.writePNG(image, to: actualPath)
        var message = "Snapshot \(name) differs from \(referencePath): "
        if let diffImage = diff.diffImage {
            let diffPath = "\(configuration.artifactsDirectory)/\(name).diff.png"
            try ImageFile.writePNG(diffImage, to: diffPath)
            message += "\(diff.summary); actual \(actualPath), diff \(diffPath)"
        } else {
            message += "size \(image.width)x\(image.height) instead of \(reference.width)x\(reference.height); actual \(actualPath)"
        }
        return .mismatched(message: message)
    } catch {
        return .mismatched(message: "Snapshot \(name): \(error)")
    }
}
