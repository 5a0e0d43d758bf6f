import Geo

extension BuiltinIcons {
    /// All icon names, sorted.
    public static var names: [String] { sources.keys.sorted() }

    /// The icon as a template image asset (20×20 pt), or nil for an unknown name.
    public static func asset(named name: String) -> ImageAsset? {
        guard let data = sources[name] else { return nil }
        return ImageAsset(source: .svg(name: name, data: data), naturalSize: Size(width: 20, height: 20), isTemplate: true)
    }
}
