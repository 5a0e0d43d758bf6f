import CairoCanvas
import MapRender
import StrictJSON

/// Resolves image references in scenes: a built-in icon name, or a PNG/SVG file relative to the scene.
struct ImageReference {
    /// Which files may be read.
    let access: FileAccess

    /// How a glyph image's colours are used.
    enum RenderingMode: String, CaseIterable {
        /// One-colour images are templates, others are drawn as they are.
        case automatic
        /// Always an alpha mask tinted with the glyph colour.
        case template
        /// Always drawn in its own colours.
        case original
    }

    /// The image the node names; errors name the JSON path and the value.
    func asset(_ node: JSONNode, mode: RenderingMode = .automatic) throws -> ImageAsset {
        let text = try node.nonEmptyString()
        var asset: ImageAsset
        if let icon = BuiltinIcons.asset(named: text) {
            asset = icon
        } else if text.contains("/") || text.lowercased().hasSuffix(".png") || text.lowercased().hasSuffix(".svg") {
            guard let path = access.path(for: text, field: node.path) else { throw node.error(FileAccess.refusal(text)) }
            do {
                asset = try ImageInspector.inspect(.file(path))
            } catch {
                throw node.error(error.message)
            }
        } else {
            throw node.error("\"\(text)\" is not a built-in icon (see mapsnap icons --list) nor a .png/.svg file")
        }
        switch mode {
        case .automatic: break
        case .template: asset.isTemplate = true
        case .original: asset.isTemplate = false
        }
        return asset
    }
}
