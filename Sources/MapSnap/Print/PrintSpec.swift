import Foundation
import Geo
import MapRender

/// A map printed at a stated scale: 1:25,000 on A4 means a kilometre on the ground is 40 mm on the paper. The page is
/// the image (a PDF page of exactly the paper's size; PNG and JPEG at `dotsPerInch`, stating it), the map fills it
/// inside a blank margin, and its ground size is the paper's size times the scale at the map centre's latitude.
public struct PrintSpec: Hashable, Sendable {
    /// A paper size, portrait, in millimetres.
    public enum Paper: Hashable, Sendable {
        case a3, a4, a5, letter, legal
        /// Width and height in millimetres (10–2000 each).
        case custom(width: Double, height: Double)

        /// Width and height in millimetres, portrait.
        public var millimetres: (width: Double, height: Double) {
            switch self {
            case .a3: (297, 420)
            case .a4: (210, 297)
            case .a5: (148, 210)
            case .letter: (215.9, 279.4)
            case .legal: (215.9, 355.6)
            case .custom(let width, let height): (width, height)
            }
        }

        /// Reads `A3`, `A4`, `A5`, `Letter`, `Legal` (any case) or `WxH` in millimetres (`300x200`).
        public init?(name: String) {
            switch name.lowercased() {
            case "a3": self = .a3
            case "a4": self = .a4
            case "a5": self = .a5
            case "letter": self = .letter
            case "legal": self = .legal
            default:
                let parts = name.lowercased().split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
                self = .custom(width: width, height: height)
            }
        }
    }

    /// Portrait (the paper's width across) or landscape.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// The scale's denominator: 25000 for 1:25,000.
    public var scale: Double
    /// The paper.
    public var paper: Paper
    /// Portrait or landscape.
    public var orientation: Orientation
    /// The blank margin around the map, millimetres.
    public var marginMillimetres: Double
    /// Pixels per inch of raster output (PNG, JPEG, WebP).
    public var dotsPerInch: Double

    /// A print at 1:`scale` (A4 portrait, a 10 mm margin, 300 dpi unless given).
    public init(scale: Double, paper: Paper = .a4, orientation: Orientation = .portrait, marginMillimetres: Double = 10, dotsPerInch: Double = 300) {
        self.scale = scale
        self.paper = paper
        self.orientation = orientation
        self.marginMillimetres = marginMillimetres
        self.dotsPerInch = dotsPerInch
    }

    /// PDF points per millimetre.
    static let pointsPerMillimetre = 72 / 25.4

    /// The page's width and height in millimetres, oriented.
    public var pageMillimetres: (width: Double, height: Double) {
        let (short, long) = (min(paper.millimetres.width, paper.millimetres.height), max(paper.millimetres.width, paper.millimetres.height))
        if case .custom(let width, let height) = paper { return orientation == .portrait ? (width, height) : (height, width) }
        return orientation == .portrait ? (short, long) : (long, short)
    }

    /// The page in points: the image's size.
    public var pageSize: Size {
        Size(width: pageMillimetres.width * PrintSpec.pointsPerMillimetre, height: pageMillimetres.height * PrintSpec.pointsPerMillimetre)
    }

    /// Raster pixels per point.
    public var pixelScale: Double { dotsPerInch / 72 }

    /// The margin in points.
    public var marginPoints: Double { marginMillimetres * PrintSpec.pointsPerMillimetre }

    /// Web Mercator metres per point for this scale at `latitude`: a point on the paper is `scale` points on the
    /// ground along the WGS84 parallel there.
    public func metresPerPoint(atLatitude latitude: Double) -> Double {
        let groundPerPoint = scale / 1000 / PrintSpec.pointsPerMillimetre
        return groundPerPoint / ScaleBar.groundMetresPerPoint(metresPerPoint: 1, latitude: latitude)
    }

    /// Throws when a value is out of range, naming it under `field` ("print" in scenes, the flag on the command line).
    public func validate(field: (String) -> String = { "print." + $0 }) throws(MapSnapError) {
        guard scale.isFinite, (100...100_000_000).contains(scale) else {
            throw MapSnapError(field: field("scale"), message: "1:\(formatted(scale)) is outside 1:100 to 1:100000000")
        }
        if case .custom(let width, let height) = paper {
            guard width.isFinite, height.isFinite, (10...2000).contains(width), (10...2000).contains(height) else {
                throw MapSnapError(field: field("paper"), message: "\(formatted(width))x\(formatted(height)) mm is outside 10 to 2000 mm a side")
            }
        }
        let page = pageMillimetres
        guard marginMillimetres.isFinite, marginMillimetres >= 0, 2 * marginMillimetres < min(page.width, page.height) - 10 else {
            throw MapSnapError(field: field("marginMm"), message: "\(formatted(marginMillimetres)) mm leaves less than 10 mm of map on the \(formatted(page.width))x\(formatted(page.height)) mm page")
        }
        let largest = MapSnapshotter.scaleRange.upperBound * 72
        let fitting = Double(MapSnapshotter.maximumPixelDimension) / max(pageSize.width, pageSize.height) * 72
        guard dotsPerInch.isFinite, dotsPerInch >= 72, dotsPerInch <= min(largest, fitting.rounded(.down)) else {
            throw MapSnapError(field: field("dpi"), message: "\(formatted(dotsPerInch)) is outside 72...\(formatted(min(largest, fitting.rounded(.down)))) for this page (at most \(MapSnapshotter.maximumPixelDimension) pixels a side)")
        }
    }
}
