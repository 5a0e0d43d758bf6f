import Foundation
import MapRender

/// The limits on what one map may ask for, each with a clear error, so that work stays proportional to input that
/// makes sense (documented in the README, "Limits").
public enum Limits {
    /// Annotations per map (100,000 clustered markers lay out in about 0.3 s).
    public static let annotations = 200_000
    /// Coordinates per overlay.
    public static let verticesPerOverlay = 2_000_000
    /// Characters (grapheme clusters) per title, subtitle, glyph text or callout line.
    public static let textCharacters = 500
    /// Unicode scalars per character (a letter with a few accents, an emoji sequence; not thousands of marks).
    public static let scalarsPerCharacter = 16
    /// Bytes of a scene, style or GeoJSON file.
    public static let fileBytes = 256 << 20

    /// Throws when `text` is too long or has an absurd character.
    public static func check(text: String, field: String) throws(MapSnapError) {
        let scalars = text.unicodeScalars.count
        guard scalars <= textCharacters * 4 else {
            throw MapSnapError(field: field, message: "\(scalars) characters, above the limit of \(textCharacters)")
        }
        var characters = 0
        for character in text {
            characters += 1
            guard character.unicodeScalars.count <= scalarsPerCharacter else {
                throw MapSnapError(field: field, message: "a character made of \(character.unicodeScalars.count) code points (at most \(scalarsPerCharacter))")
            }
        }
        guard characters <= textCharacters else {
            throw MapSnapError(field: field, message: "\(characters) characters, above the limit of \(textCharacters)")
        }
    }

    /// Throws when the annotations or overlays are beyond the limits.
    static func check(annotations: [Annotation], overlays: [Overlay]) throws(MapSnapError) {
        guard annotations.count <= Limits.annotations else {
            throw MapSnapError(field: "annotations", message: "\(annotations.count) annotations, above the limit of \(Limits.annotations) (cluster them, or draw them as a GeoJSON overlay)")
        }
        for (index, annotation) in annotations.enumerated() {
            let field = "annotations[\(index)]"
            if let title = annotation.title { try check(text: title, field: "\(field).title") }
            if let subtitle = annotation.subtitle { try check(text: subtitle, field: "\(field).subtitle") }
            if case .marker(let style) = annotation.kind, let glyph = style.glyphText { try check(text: glyph, field: "\(field).glyphText") }
            if let callout = annotation.callout {
                for (name, text) in [("title", callout.title), ("subtitle", callout.subtitle)] {
                    if let text { try check(text: text, field: "\(field).callout.\(name)") }
                }
                for (line, text) in callout.detail.enumerated() { try check(text: text, field: "\(field).callout.detail[\(line)]") }
            }
        }
        for (index, overlay) in overlays.enumerated() {
            let count: Int
            switch overlay {
            case .polyline(let line): count = line.coordinates.count
            case .polygon(let polygon): count = polygon.exterior.count + polygon.holes.reduce(0) { $0 + $1.count }
            case .circle: count = 0
            }
            guard count <= verticesPerOverlay else {
                throw MapSnapError(field: "overlays[\(index)]", message: "\(count) coordinates, above the limit of \(verticesPerOverlay)")
            }
        }
    }
}
