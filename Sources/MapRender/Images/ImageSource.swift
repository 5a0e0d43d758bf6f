import Geo

/// Where an image's pixels or vectors come from.
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
    /// A PNG or SVG file on disk.
    case file(String)
    /// SVG text held in memory (the built-in icons), with a name for messages and caching.
    case svg(name: String, data: String)
    /// A rectangle of pixels (`x`, `y`, `width`, `height`) of a PNG sprite sheet on disk (a style's sprite image).
    case spriteRegion(sheet: String, x: Int, y: Int, width: Int, height: Int)

    /// Whether the source is SVG (by extension for files).
    public var isSVG: Bool {
        switch self {
        case .file(let path): return path.lowercased().hasSuffix(".svg")
        case .svg: return true
        case .spriteRegion: return false
        }
    }

    public var description: String {
        switch self {
        case .file(let path): return path
        case .svg(let name, _): return "built-in icon \"\(name)\""
        case .spriteRegion(let sheet, let x, let y, let width, let height): return "\(sheet) (\(width)x\(height) at \(x),\(y))"
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
