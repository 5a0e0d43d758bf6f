import CCairo

extension FontLibrary {
    /// The lowercased family names of the fonts in `config`.
    static func families(in config: OpaquePointer) -> Set<String> {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, "family")
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var names = Set<String>()
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index] else { continue }
            var position: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, "family", position, &value) == FcResultMatch, let value {
                names.insert(String(cString: value).lowercased())
                position += 1
            }
        }
        return names
    }
}
