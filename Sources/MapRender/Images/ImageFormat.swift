/// Image file formats MapSnap writes.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, pdf, svg, jpeg, webp

    /// Reads a format's name as `--format`, scenes and the server take it: `png`, `pdf`, `svg`, `jpeg` (or `jpg`),
    /// `webp`, in any case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let format = ImageFormat(rawValue: lowered == "jpg" ? "jpeg" : lowered) else { return nil }
        self = format
    }

    /// The format a file name's extension asks for, if any (`.jpg` and `.jpeg` are JPEG).
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: "."), let format = ImageFormat(name: String(path[path.index(after: dot)...])) else {
            return nil
        }
        self = format
    }

    /// The names `init(name:)` reads, for error messages and help: "png, pdf, svg, jpeg (jpg), webp".
    public static let namesText = "png, pdf, svg, jpeg (jpg), webp"

    /// The file extensions that ask for a format, with dots, for error messages: ".png, .pdf, .svg, .jpg, .jpeg or .webp".
    public static let extensionsText = ".png, .pdf, .svg, .jpg, .jpeg or .webp"

    /// The usual extension of the format's files, without the dot (`jpg` for JPEG), also MBTiles' name for it.
    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

    /// The media type of the format's files.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .pdf: "application/pdf"
        case .svg: "image/svg+xml"
        case .jpeg: "image/jpeg"
        case .webp: "image/webp"
        }
    }

    /// Whether the format holds pixels (drawn at size × scale) rather than vectors in points.
    public var isRaster: Bool { self != .pdf && self != .svg }
}
