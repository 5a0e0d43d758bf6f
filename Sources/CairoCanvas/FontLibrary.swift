import BinaryData
import CCairo
import Foundation
import MapRender

/// The pinned fonts: a private fontconfig configuration holding only listed font files, and Pango font maps over it.
///
/// Noto Sans (regular, bold, italic: Latin, Greek, Cyrillic) and Metropolis (the OpenMapTiles styles' family) ship with
/// MapSnap (`Sources/CairoCanvas/Fonts`, SIL OFL) and are loaded first, so the text of maps and snapshot tests is the same on every machine whatever fonts it has;
/// other scripts, CJK and emoji fall back to pinned system font files when they are installed.
///
/// The fontconfig configuration is shared (fontconfig is thread-safe once built); Pango font maps are
/// not, so every thread gets its own font map and measuring context, created on first use.
public final class FontLibrary: @unchecked Sendable {
    let config: OpaquePointer
    private let threadKey: pthread_key_t
    /// The font files found and loaded, in fallback order.
    public let loadedFiles: [String]
    /// The loaded fonts' family names, lowercased, listed on first use (`familyNames`): only a style naming fonts asks.
    private let listedFamilies = OnceValue<Set<String>>()
    /// Serialises text work across threads (see `withTextLock`).
    private let textLock = NSLock()
    /// Sizes of texts measured with these fonts.
    let measurements = TextMeasurements()

    /// Loads the shipped fonts from `bundledDirectory` (default: found beside the program) and, with
    /// `systemFonts`, the pinned system font files that exist on this machine (a shipped file replaces the system
    /// file of the same name).
    public init(bundledDirectory: String? = FontLibrary.bundledDirectory, systemFonts: Bool = true) throws(CanvasError) {
        guard let config = FcConfigCreate() else { throw CanvasError(message: "fontconfig could not create a configuration") }
        let bundled = FontLibrary.bundledFiles.compactMap { name in bundledDirectory.map { "\($0)/\(name)" } }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let bundledNames = Set(bundled.map { URL(fileURLWithPath: $0).lastPathComponent })
        let system = systemFonts ? FontLibrary.pinnedFiles.filter {
            FileManager.default.fileExists(atPath: $0) && !bundledNames.contains(URL(fileURLWithPath: $0).lastPathComponent)
        } : []
        let loaded = bundled + system
        guard !loaded.isEmpty else {
            FcConfigDestroy(config)
            throw CanvasError(message: "no fonts found; run Scripts/install-deps (needs fonts-noto-core)")
        }
        let folders = FontLibrary.folders(of: system)
        _ = FontLibrary.configuration(accepting: system, in: folders).withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: strlen(xml) + 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        func withFontconfigString(_ text: String, _ body: (UnsafePointer<FcChar8>) -> Void) {
            text.withCString { path in path.withMemoryRebound(to: FcChar8.self, capacity: strlen(path) + 1) { body($0) } }
        }
        for file in bundled { withFontconfigString(file) { _ = FcConfigAppFontAddFile(config, $0) } }
        // System fonts come from their folders' fontconfig caches (made when the font packages were installed),
        // filtered to the pinned files: scanning the 22 files themselves cost every process ~4.5 ms.
        for folder in folders { withFontconfigString(folder) { _ = FcConfigAppFontAddDir(config, $0) } }
        // Pango initialises fontconfig's default configuration on a thread of its own and waits for it before the
        // first font is used, although MapSnap's font maps use this configuration: parsing /etc/fonts and its 60-odd
        // files cost a whole-process render ~4 ms. Making this the default first turns that into a no-op (and
        // anything else that asks fontconfig for the default, such as text inside SVG images, gets the pinned fonts).
        FcConfigSetCurrent(config)
        var key = pthread_key_t()
        guard pthread_key_create(&key, { state in
            if let state { Unmanaged<ThreadFontState>.fromOpaque(state).release() }
        }) == 0 else {
            FcConfigDestroy(config)
            throw CanvasError(message: "could not create thread-local storage for fonts")
        }
        self.config = config
        self.threadKey = key
        self.loadedFiles = loaded
    }

    /// The family names of every loaded font (each font's names in all its languages), lowercased: what a
    /// `text-font` name's family must be among to be drawn in its own font.
    public var familyNames: Set<String> {
        listedFamilies.get { FontLibrary.families(in: config) }
    }

    deinit {
        pthread_key_delete(threadKey)
        FcConfigDestroy(config)
    }

    /// Runs `body` — anything that shapes, measures or draws text, or releases objects holding fonts — while no
    /// other thread does. Cairo 1.16 (Debian 12) shares scaled fonts and one glyph page cache between threads, and
    /// evicting a page from another thread's font while that font is released aborts the process
    /// (`cairo_scaled_font_destroy: Assertion '! scaled_font->cache_frozen'`; `Scripts/bench/load-test` hit it within
    /// seconds at 32 concurrent requests). Drawing shapes, images and encoding still run in parallel.
    public func withTextLock<T>(_ body: () throws -> T) rethrows -> T {
        textLock.lock()
        defer { textLock.unlock() }
        return try body()
    }

    /// This thread's font map and measuring context, created on first use.
    func threadState() -> ThreadFontState? {
        if let existing = pthread_getspecific(threadKey) {
            return Unmanaged<ThreadFontState>.fromOpaque(existing).takeUnretainedValue()
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        guard let context = FontLibrary.makeContext(fontMap: map) else {
            g_object_unref(map)
            return nil
        }
        guard let glyphContext = FontLibrary.makeContext(fontMap: map) else {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(map)
            return nil
        }
        let state = ThreadFontState(fontMap: map, measuringContext: context, glyphLayouts: GlyphLayouts(context: glyphContext), textLock: textLock)
        pthread_setspecific(threadKey, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// A shared library for the whole process (fonts load once).
    public static let shared: Result<FontLibrary, CanvasError> = Result { () throws(CanvasError) -> FontLibrary in try FontLibrary() }

    /// A new Pango context on this thread's font map, for drawing on this thread only.
    func makeContext() -> OpaquePointer? {
        guard let state = threadState() else { return nil }
        return FontLibrary.makeContext(fontMap: state.fontMap)
    }

    /// A Pango context with reproducible font options (no hinting, greyscale antialiasing, 1 pt = 1 unit).
    static func makeContext(fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer? {
        guard let context = pango_font_map_create_context(fontMap) else { return nil }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// The font files shipped in `Sources/CairoCanvas/Fonts`.
    static let bundledFiles = ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf"]
        + ["Regular", "RegularItalic", "Light", "LightItalic", "Medium", "MediumItalic", "SemiBold", "Bold"].map { "Metropolis-\($0).otf" }

    /// Where the shipped fonts are for this program (nil when not found: system fonts only).
    public static let bundledDirectory: String? = {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fonts").path
        return ResourceLocation.candidates(bundle: "MapSnap_CairoCanvas", folder: "Fonts", installed: "fonts", sourceFolder: source)
            .first { FileManager.default.fileExists(atPath: "\($0)/\(bundledFiles[0])") }
    }()

    /// The font files text may be drawn with (the shipped ones found beside the program, and the pinned system files),
    /// without loading them: what a command keeps its outputs off.
    public static var candidateFiles: [String] {
        bundledFiles.compactMap { name in bundledDirectory.map { "\($0)/\(name)" } } + pinnedFiles
    }

    /// Font files in fallback order: Latin/Greek/Cyrillic, other scripts, CJK, emoji, then DejaVu as a last resort.
    ///
    /// Emoji come from Symbola (monochrome outlines): Debian 12's Cairo 1.16 cannot scale the colour
    /// bitmaps of Noto Color Emoji, which would draw every emoji at 109 px whatever the text size.
    static let pinnedFiles: [String] = {
        let noto = "/usr/share/fonts/truetype/noto/"
        let scripts = ["Arabic", "Hebrew", "Devanagari", "Bengali", "Tamil", "Thai", "Armenian", "Georgian", "Ethiopic"]
        return [noto + "NotoSans-Regular.ttf", noto + "NotoSans-Bold.ttf", noto + "NotoSans-Italic.ttf"]
            + scripts.flatMap { [noto + "NotoSans\($0)-Regular.ttf", noto + "NotoSans\($0)-Bold.ttf"] }
            + ["/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
               "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
               "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"]
    }()

    /// The folders holding `files`, each once, in order of first appearance.
    static func folders(of files: [String]) -> [String] {
        var folders: [String] = []
        for file in files {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// The configuration: system font caches are read from fontconfig's cache folders, of `folders` only `files`
    /// are accepted, and "MapSnap Sans" (and the generic "sans-serif") mean the pinned families in fallback order.
    static func configuration(accepting files: [String], in folders: [String]) -> String {
        let accepted = files.map { "<glob>\($0)</glob>" }.joined()
        let rejected = folders.map { "<glob>\($0)/*</glob>" }.joined()
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <selectfont><acceptfont>\(accepted)</acceptfont><rejectfont>\(rejected)</rejectfont></selectfont>
        """ + aliasConfiguration
    }

    /// The families "MapSnap Sans" stands for, in fallback order.
    static let defaultFamilies = ["Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Droid Sans Fallback", "Symbola", "DejaVu Sans"]

    /// Makes "MapSnap Sans" (and the generic "sans-serif") mean the pinned families in fallback order.
    static let aliasConfiguration = """
      <alias binding="strong">
        <family>\(FontSpec.defaultFamily)</family>
        <prefer>
          \(defaultFamilies.map { "<family>\($0)</family>" }.joined())
        </prefer>
      </alias>
      <alias binding="strong">
        <family>sans-serif</family>
        <prefer><family>\(FontSpec.defaultFamily)</family></prefer>
      </alias>
    </fontconfig>
    """
}

/// One thread's Pango state: a font map over the shared configuration and a context for measuring.
final class ThreadFontState {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let measuringContext: OpaquePointer
    /// Built-in icons and image files, parsed and rasterised once per thread (`ImageCache`).
    let images = ImageCache()
    /// Markers, pins and dots, rasterised once per look (`SpriteCache`).
    let sprites = SpriteCache()
    /// The raster surface and PNG buffers reused by the thread's images (`RenderScratch`).
    let renderScratch = RenderScratch()
    /// The glyphs of labels along lines, shaped once (`GlyphLayouts`).
    let glyphLayouts: GlyphLayouts

    /// The library's text lock: releasing the font map releases fonts (see `FontLibrary.withTextLock`).
    private let textLock: NSLock

    init(fontMap: UnsafeMutablePointer<PangoFontMap>, measuringContext: OpaquePointer, glyphLayouts: GlyphLayouts, textLock: NSLock) {
        self.fontMap = fontMap
        self.measuringContext = measuringContext
        self.glyphLayouts = glyphLayouts
        self.textLock = textLock
    }

    deinit {
        textLock.lock()
        glyphLayouts.release()
        g_object_unref(UnsafeMutableRawPointer(measuringContext))
        g_object_unref(fontMap)
        textLock.unlock()
    }
}
