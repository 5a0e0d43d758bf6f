import StrictJSON

/// One image of a sprite sheet: where it sits in the sheet's PNG, in pixels, and how many pixels make a point.
public struct SpriteImage: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// Pixels per point (2 in an `@2x` sheet).
    public var pixelRatio: Double
    /// A signed-distance-field image, drawn in `icon-color`.
    public var sdf: Bool
    /// The columns and rows (image pixels, from its left or top) that stretch when the icon is fitted to its text
    /// (`stretchX`, `stretchY`); empty: the whole image stretches.
    public var stretchX: [ClosedRange<Double>] = []
    public var stretchY: [ClosedRange<Double>] = []
    /// The part (image pixels: left, top, right, bottom) that the text is fitted into (`content`); nil: the whole image.
    public var content: [Double]?

    /// Creates an entry.
    public init(x: Int, y: Int, width: Int, height: Int, pixelRatio: Double = 1, sdf: Bool = false) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.pixelRatio = pixelRatio
        self.sdf = sdf
    }

    /// The image's size in points.
    public var pointSize: (width: Double, height: Double) {
        (Double(width) / pixelRatio, Double(height) / pixelRatio)
    }
}

/// A MapLibre sprite sheet: the index (`sprite.json`) and the PNG it describes (`sprite.png`), at one pixel ratio.
public struct SpriteSheet: Sendable, Equatable {
    /// The sprite's id in a v8 array of sprites ("default" for the single-URL form, whose images are unprefixed).
    public var id: String
    /// The PNG file.
    public var imagePath: String
    /// Pixels per point of the sheet (1, or 2 for `@2x`).
    public var pixelRatio: Double
    /// The images by name.
    public var images: [String: SpriteImage]

    /// Creates a sheet.
    public init(id: String = "default", imagePath: String, pixelRatio: Double, images: [String: SpriteImage]) {
        self.id = id
        self.imagePath = imagePath
        self.pixelRatio = pixelRatio
        self.images = images
    }

    /// Reads a sprite index (`sprite.json`): an object of images with `x`, `y`, `width`, `height`, and optionally
    /// `pixelRatio` (default 1), `sdf`, and the stretch and content boxes (accepted).
    public static func parseIndex(_ bytes: [UInt8]) throws(JSONError) -> [String: SpriteImage] {
        let root = JSONNode(try JSONParser.parse(bytes))
        var object = try root.object()
        var images: [String: SpriteImage] = [:]
        for name in object.object.keys.sorted() {
            guard let node = object.optional(name) else { continue }
            var entry = try node.object()
            let limit = 1...65_536
            var image = SpriteImage(x: try entry.required("x").int(in: 0...65_536), y: try entry.required("y").int(in: 0...65_536),
                                    width: try entry.required("width").int(in: limit), height: try entry.required("height").int(in: limit),
                                    pixelRatio: try entry.optional("pixelRatio")?.double(in: 0.1...16) ?? 1,
                                    sdf: try entry.optional("sdf")?.bool() ?? false)
            func ranges(_ key: String, within size: Int) throws(JSONError) -> [ClosedRange<Double>] {
                guard let given = entry.optional(key) else { return [] }
                return try given.array().map { (pair) throws(JSONError) in
                    let ends = try pair.array().map { (end) throws(JSONError) in try end.double(in: 0...Double(size)) }
                    guard ends.count == 2, ends[0] <= ends[1] else { throw pair.error("a stretch range is [from, to] within the image") }
                    return ends[0]...ends[1]
                }
            }
            image.stretchX = try ranges("stretchX", within: image.width)
            image.stretchY = try ranges("stretchY", within: image.height)
            if let given = entry.optional("content") {
                let box = try given.array().map { (end) throws(JSONError) in try end.double(in: 0...65_536) }
                guard box.count == 4 else { throw given.error("content is [left, top, right, bottom], got an array of \(box.count)") }
                image.content = box
            }
            for key in ["textFitWidth", "textFitHeight"] { entry.accept(key) }
            try entry.finish()
            images[name] = image
        }
        try object.finish()
        return images
    }
}

/// A style's sprite reference: one URL or path base (`"sprite": "…/sprite"`), or the v8 array of `{id, url}`.
public struct SpriteReference: Sendable, Equatable {
    /// The id ("default" for the single form: its images are named without a prefix).
    public var id: String
    /// The URL or path base, without `.json`/`.png` and `@2x`.
    public var url: String

    /// Creates a reference.
    public init(id: String, url: String) {
        self.id = id
        self.url = url
    }

    /// Whether the base names a remote resource (which MapSnap does not fetch).
    public var isRemote: Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mapbox://")
    }

    /// The local path of the base: `file://` stripped, relative paths taken from `directory` (the style's folder).
    public func localBase(relativeTo directory: String) -> String {
        StyleSource.localPath(url.hasPrefix("file://") ? String(url.dropFirst("file://".count)) : url, relativeTo: directory)
    }

    /// Reads the `sprite` root value.
    public static func parse(_ node: JSONNode) throws(JSONError) -> [SpriteReference] {
        if case .string(let url) = node.value { return [SpriteReference(id: "default", url: url)] }
        var references: [SpriteReference] = []
        for item in try node.array() {
            var object = try item.object()
            let reference = SpriteReference(id: try object.required("id").nonEmptyString(), url: try object.required("url").nonEmptyString())
            try object.finish()
            guard !references.contains(where: { $0.id == reference.id }) else { throw item.error("duplicate sprite id \"\(reference.id)\"") }
            references.append(reference)
        }
        return references
    }
}

extension Style {
    /// The sprite image `name` for drawing at `scale` pixels per point: from the `@2x` sheet above scale 1 when
    /// there is one (as MapLibre chooses), else from the other; names of non-default sprites are `id:name`.
    public func spriteImage(named name: String, scale: Double) -> (sheet: SpriteSheet, image: SpriteImage)? {
        let wanted = scale > 1 ? 2.0 : 1.0
        var best: (sheet: SpriteSheet, image: SpriteImage)?
        for sheet in spriteSheets {
            let key: Substring
            if sheet.id == "default" {
                key = Substring(name)
            } else {
                guard name.hasPrefix(sheet.id + ":") else { continue }
                key = name.dropFirst(sheet.id.count + 1)
            }
            guard let image = sheet.images[String(key)] else { continue }
            if let current = best, abs(current.sheet.pixelRatio - wanted) <= abs(sheet.pixelRatio - wanted) { continue }
            best = (sheet, image)
        }
        return best
    }
}
