import Geo

extension SymbolRenderer {
    /// Space around a symbol's frame that its shadow and rim may reach, in points.
    static let spriteMargin = 4.0

    /// What draws `laidOut` (the symbol of `kind` at `anchor`): a sprite for the symbols that repeat (markers, pins,
    /// dots), so a raster canvas draws each distinct look once; the plain commands for images (already cached) and
    /// the user location (its halo depends on the zoom).
    ///
    /// Sprites sit on whole pixels, as MapKit's annotation views do: every marker of a style is then the same
    /// pixels (crisp, and one raster serves them all), and compositing the raster gives exactly what drawing the
    /// commands there would.
    func drawing(_ laidOut: SymbolLayout, kind: AnnotationKind, selected: Bool, anchor: Point, glyphOverride: String?) -> [DrawCommand] {
        switch kind {
        case .marker, .pin, .dot:
            // Laid out again at (0, 0) rather than shifted back from the anchor: shifting leaves rounding in the
            // coordinates, and then two markers of one look would not share a cached raster.
            let relative = layout(kind, selected: selected, anchor: .zero, glyphOverride: glyphOverride)
            let scale = viewport.scale
            let origin = Point(x: (anchor.x * scale).rounded() / scale, y: (anchor.y * scale).rounded() / scale)
            return [.sprite(Sprite(origin: origin, bounds: relative.frame.insetBy(-SymbolRenderer.spriteMargin), commands: relative.commands))]
        case .image, .userLocation:
            return laidOut.commands
        }
    }
}
