import Geo

/// Where an image's pixels or vectors come from.
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
    /// A PNG or SVG file on disk.
    case file(String)
    /// SVG text held in memory (the built-in icons), with a name for messages and caching.
    case svg(name: String, data: String)
    /// A rectangle of pixels (`x`, `y`, `width`, `height`) of a PNG sprite sheet on disk (a style's sprite image).
    case spriteRegion(sheet: String, x: Int, y: Int, width: Int, height: Int)
    /// An encoded image held in memory (a raster tile: PNG, JPEG or WebP bytes).
    case encoded(EncodedImage)

    /// Whether the source is SVG (by extension for files).
    public var isSVG: Bool {
        switch self {
        case .file(let path): return path.lowercased().hasSuffix(".svg")
        case .svg: return true
        case .spriteRegion, .encoded: return false
        }
    }

    public var description: String {
        switch self {
        case .file(let path): return path
        case .svg(let name, _): return "built-in icon \"\(name)\""
        case .spriteRegion(let sheet, let x, let y, let width, let height): return "\(sheet) (\(width)x\(height) at \(x),\(y))"
        case .encoded(let image): return image.id
        }
    }
}

/// An image ready to lay out: its source, natural size in points and whether it is a template.
public struct ImageAsset: Hashable, Sendable {
    /// Where it comes from.
    public var source: ImageSource
    /// Size in points when drawn at its natural size.
    public var naturalSize: Size
    /// A template image is an alpha mask: drawn in a tint colour instead of its own colours.
    public var isTemplate: Bool

    /// Creates an asset.
    public init(source: ImageSource, naturalSize: Size, isTemplate: Bool) {
        self.source = source
        self.naturalSize = naturalSize
        self.isTemplate = isTemplate
    }
}

/// Encoded image bytes with a name unique to them (a raster tile's `FILE#z/x/y`): equal and hashed by the name, so a
/// display list holding hundreds of tiles compares and hashes cheaply.
public struct EncodedImage: Hashable, Sendable {
    /// The unique name.
    public let id: String
    /// PNG, JPEG or WebP bytes.
    public let bytes: [UInt8]
    /// How its colours change and how it is magnified when drawn (a raster layer's paint).
    public var adjustment: RasterAdjustment
    /// For a hillshade layer: the image holds elevations, drawn shaded (`ReliefTile`) instead of as it is.
    public var relief: ReliefTile?

    /// Creates an encoded image.
    public init(id: String, bytes: [UInt8], adjustment: RasterAdjustment = RasterAdjustment(), relief: ReliefTile? = nil) {
        self.id = id
        self.bytes = bytes
        self.adjustment = adjustment
        self.relief = relief
    }

    public static func == (lhs: EncodedImage, rhs: EncodedImage) -> Bool {
        lhs.id == rhs.id && lhs.adjustment == rhs.adjustment && lhs.relief == rhs.relief
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(adjustment)
        hasher.combine(relief)
    }
}
