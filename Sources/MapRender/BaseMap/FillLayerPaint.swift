import Geo
import MapStyle

/// The paint a fill or fill-extrusion layer is drawn with: a fill extrusion is drawn flat, as MapLibre draws it seen
/// from straight above, so its colour, opacity, pattern and translation take the place of the fill's (it has no
/// outline and is always antialiased).
struct FillLayerPaint {
    let color: ZoomValue<Color>
    let opacity: ZoomValue<Double>
    let outline: ZoomValue<Color>?
    let pattern: StyleText?
    let translate: ZoomValue<[Double]>
    let translateAnchor: StyleLayer.ReferenceFrame
    let antialias: ZoomValue<Bool>

    /// The paint of `layer` (a fill or fill-extrusion layer) at `zoom`.
    init(_ layer: StyleLayer, zoom: Double) {
        let paint = layer.paint
        if layer.type == .fillExtrusion {
            color = paint.fillExtrusionColor
            opacity = paint.fillExtrusionOpacity
            outline = nil
            pattern = paint.fillExtrusionPattern
            translate = paint.fillExtrusionTranslate
            translateAnchor = paint.fillExtrusionTranslateAnchor.steppedValue(at: zoom)
            antialias = .constant(true)
        } else {
            color = paint.fillColor
            opacity = paint.fillOpacity
            outline = paint.fillOutlineColor
            pattern = paint.fillPattern
            translate = paint.fillTranslate
            translateAnchor = paint.fillTranslateAnchor.steppedValue(at: zoom)
            antialias = paint.fillAntialias
        }
    }
}
