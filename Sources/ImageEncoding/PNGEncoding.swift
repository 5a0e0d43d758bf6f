/// How PNG output is encoded: compression effort, and full colour or an 8-bit palette.
public struct PNGEncoding: Hashable, Sendable {
    /// Compression effort.
    public enum Compression: String, Hashable, Sendable, CaseIterable {
        /// Fastest, files somewhat larger.
        case fast
        /// The default: smaller than Mapnik's png32 at several times its speed.
        case balanced
        /// Smallest files, several times slower.
        case small
    }

    /// Compression effort (default `.balanced`).
    public var compression: Compression
    /// Quantise to at most 256 colours (PNG palette with transparency): much smaller files, for thumbnails.
    public var palette: Bool
    /// Whether a large image (a megabyte of rows or more) is compressed in pieces on several threads at once (default
    /// true): a single map is ready sooner. Where every core is already drawing maps (`mapsnap serve`, `batch`) the
    /// pieces only wait for each other, so those turn it off. The pieces depend on the image's size alone, so with it
    /// on the same image gives the same bytes on every machine.
    public var compressesInPieces = true
    /// The resolution written in a pHYs chunk (pixels per inch, stored per metre), so print software sizes the image
    /// as printed; nil writes none.
    public var pixelsPerInch: Double?

    /// Creates an encoding.
    public init(compression: Compression = .balanced, palette: Bool = false) {
        self.compression = compression
        self.palette = palette
    }

    /// The default: full colour, balanced compression.
    public static let standard = PNGEncoding()

    /// Reads `fast`, `balanced`, `small`, `png8` or a comma-separated combination (`png8,small`); nil when a word is unknown
    /// or two compression levels are given.
    public init?(parsing text: String) {
        self.init()
        var compressionSeen = false
        for word in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.lowercased() }) {
            if word == "png8" {
                palette = true
            } else if let level = Compression(rawValue: word), !compressionSeen {
                compression = level
                compressionSeen = true
            } else {
                return nil
            }
        }
    }

    /// The error message for text `init(parsing:)` refuses.
    public static func grammar(_ text: String) -> String {
        "\"\(text)\" is not fast, balanced, small or png8 (or png8 with one of the others, e.g. png8,small)"
    }

    /// The text `init(parsing:)` reads back.
    public var description: String {
        palette ? "png8," + compression.rawValue : compression.rawValue
    }
}
