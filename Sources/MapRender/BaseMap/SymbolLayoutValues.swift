import MapStyle

/// What the label code reads of a symbol layer's layout that is more than one property's value at the zoom.
extension StyleLayer.Layout {
    /// Whether the text is drawn where it collides: `text-overlap` when the style sets it (`always`; `cooperative` is
    /// drawn as `never`), else `text-allow-overlap` (the spec's rule).
    func textOverlaps(at zoom: Double) -> Bool {
        textOverlap.map { $0.steppedValue(at: zoom) == .always } ?? textAllowOverlap.steppedValue(at: zoom)
    }

    /// Whether the icon is drawn where it collides: `icon-overlap` when set, else `icon-allow-overlap`.
    func iconOverlaps(at zoom: Double) -> Bool {
        iconOverlap.map { $0.steppedValue(at: zoom) == .always } ?? iconAllowOverlap.steppedValue(at: zoom)
    }

    /// Points kept clear around the icon's box: `icon-padding`'s first value (its top; the padding is drawn even).
    func iconPaddingPoints(at zoom: Double) -> Double {
        iconPadding.value(at: zoom).first ?? 0
    }

    /// The `text-font` stack at `zoom` (the first font wanted, the others fallbacks).
    func textFontNames(at zoom: Double) -> [String] {
        textFont.steppedValue(at: zoom)
    }

    /// Whether the first font wanted is a bold face (drawn bold by the built-in fonts).
    func textIsBold(at zoom: Double) -> Bool {
        textFontNames(at: zoom).contains { $0.lowercased().contains("bold") }
    }
}

extension StyleLayer.Layout {
    /// Whether the layer has text to draw: an expression, or a `text-field` string that is not empty.
    var hasText: Bool {
        if case .literal(let text) = textField { return !text.isEmpty }
        return true
    }
}
