import Testing
@testable import CairoCanvas

@Test func pinnedFontsAreInstalled() throws {
    let fonts = try FontLibrary.shared.get()
    // Noto Sans regular and bold, CJK and emoji are the fonts images depend on.
    for name in ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "DroidSansFallbackFull.ttf", "Symbola_hint.ttf", "NotoSansArabic-Regular.ttf"] {
        #expect(fonts.loadedFiles.contains { $0.hasSuffix(name) }, "\(name) missing: run Scripts/install-deps")
    }
}
