import Foundation
import MapRender
import MapSnap

/// How a map is turned into something to compare with a reference, as swift-snapshot-testing's strategies.
public struct SnapshotStrategy: Sendable {
    enum Kind: Sendable {
        case image(precision: Double, perceptualPrecision: Double)
        case layoutReport
        case svg
    }

    let kind: Kind

    /// The reference file's extension.
    var pathExtension: String {
        switch kind {
        case .image: return "png"
        case .layoutReport: return "json"
        case .svg: return "svg"
        }
    }

    /// A PNG compared pixel by pixel. `precision` is the fraction of pixels that must match (1: all);
    /// `perceptualPrecision` how close a pixel's channels must be to match (1: exactly; the default allows a
    /// difference of 2 of 255, antialiasing noise).
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1 - 2.0 / 255) -> SnapshotStrategy {
        SnapshotStrategy(kind: .image(precision: min(max(precision, 0), 1), perceptualPrecision: min(max(perceptualPrecision, 0), 1)))
    }

    /// The same as `image()`.
    public static var image: SnapshotStrategy { image() }

    /// The layout report (where every annotation, title, callout and cluster went) as JSON, compared as text with a
    /// readable line diff on failure. The base map's own labels are left out: they follow the style, not the
    /// annotations under test.
    public static var layoutReport: SnapshotStrategy { SnapshotStrategy(kind: .layoutReport) }

    /// The map as SVG, compared as text (Cairo's surface and clip numbering is normalised, so it is deterministic).
    public static var svg: SnapshotStrategy { SnapshotStrategy(kind: .svg) }

    /// The pixel tolerance an image strategy stands for.
    var tolerance: ImageDiff.Tolerance {
        guard case .image(let precision, let perceptual) = kind else { return ImageDiff.Tolerance(channel: 0) }
        return ImageDiff.Tolerance(channel: Int(((1 - perceptual) * 255).rounded()), pixelFraction: 1 - precision)
    }
}

/// When references are (re)written.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write a reference that does not exist yet (and fail, so someone looks at it); compare the others. The default.
    case missing
    /// As `missing`, and also overwrite a reference that does not match (still failing).
    case failed
    /// Overwrite every reference (failing, so record mode is never left on by accident).
    case all
    /// Never write: a missing reference is a failure.
    case never

    /// The environment variable that sets the mode for a whole run (`missing`, `failed`, `all`, `never`; `1`,
    /// `true` or `yes` mean `all`).
    public static let environmentVariable = "MAPSNAP_RECORD"

    /// The mode the environment asks for, if any.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotRecordMode? {
        guard let value = environment[environmentVariable]?.lowercased(), !value.isEmpty else { return nil }
        if ["1", "true", "yes"].contains(value) { return .all }
        if ["0", "false", "no"].contains(value) { return .missing }
        return SnapshotRecordMode(rawValue: value)
    }
}
