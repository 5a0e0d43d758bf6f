/// A map style: an ordered list of layers, drawn first to last (MapLibre style-spec subset).
public struct Style: Sendable, Equatable {
    /// The style's name.
    public var name: String
    /// Layers in drawing order.
    public var layers: [StyleLayer]
    /// What the style asks for that is not drawn (yet) as written, each with its JSON path: layer types, properties,
    /// values, and (added by whoever loads the style's files) sprites and fonts that cannot be found.
    public var notDrawn: [String] = []
    /// Whether the style reads MapSnap's attributes from vector tiles (`"metadata": {"mapsnap:attributes": "mapsnap"}`,
    /// as the built-in styles do: POI classes as built-in icon names, the extract's ranks) instead of the tiles' own.
    public var readsMapSnapAttributes = false
    /// The style's `sources`, by name order.
    public var sources: [StyleSource] = []
    /// The folder of the style's file (relative sprite and source paths are read from it); empty for built-in styles.
    public var directory = ""
    /// The style's `sprite` references, as written.
    public var sprite: [SpriteReference] = []
    /// The sprite sheets loaded for the references (every pixel ratio found), by whoever read the style's file.
    public var spriteSheets: [SpriteSheet] = []

    /// Creates a style.
    public init(name: String, layers: [StyleLayer]) {
        self.name = name
        self.layers = layers
    }

    /// The background colour (from the first `background` layer), or nil.
    public func backgroundColor(at zoom: Double) -> Color? {
        layers.first { $0.type == .background && $0.isVisible(at: zoom) }?.paint.backgroundColor?.value(at: zoom)
    }
}

/// One style layer.
public struct StyleLayer: Sendable, Equatable {
    /// Layer types.
    public enum LayerType: String, Sendable, CaseIterable {
        case background, fill, line, symbol, circle
        /// Drawn flat, as MapLibre draws it seen from straight above: its colour and opacity (`fillColor`, `fillOpacity`).
        case fillExtrusion = "fill-extrusion"
        /// Image tiles of a raster source, at `rasterOpacity`.
        case raster
        /// Shaded relief from a `raster-dem` source's elevations (the `hillshade*` paint).
        case hillshade
    }

    /// Paint properties (those MapSnap supports).
    public struct Paint: Sendable, Equatable {
        public var backgroundColor: ZoomValue<Color>?
        public var fillColor: ZoomValue<Color>?
        public var fillOpacity: ZoomValue<Double>?
        public var fillOutlineColor: ZoomValue<Color>?
        /// `fill-pattern`: a sprite image name (`fillPatternExpression` when written as an expression).
        public var fillPattern: String?
        public var fillPatternExpression: ExpressionValued<String?>?
        public var lineColor: ZoomValue<Color>?
        public var lineWidth: ZoomValue<Double>?
        public var lineOpacity: ZoomValue<Double>?
        /// `line-dasharray` in line widths: a constant, zoom stops (steps) or an expression of zoom.
        public var lineDasharray: ZoomValue<[Double]>?
        public var lineBlur: ZoomValue<Double>?
        /// `line-offset`: points to the right of the line's direction (negative: to the left).
        public var lineOffset: ZoomValue<Double>?
        /// `line-gap-width`: a gap of this many points inside the line, drawn as two lines of `lineWidth` around it.
        public var lineGapWidth: ZoomValue<Double>?
        public var textColor: ZoomValue<Color>?
        public var textHaloColor: ZoomValue<Color>?
        public var textHaloWidth: ZoomValue<Double>?
        public var textHaloBlur: ZoomValue<Double>?
        public var iconColor: ZoomValue<Color>?
        public var iconHaloColor: ZoomValue<Color>?
        /// `fill-translate`, `line-translate`, `text-translate`, `icon-translate`: [x, y] in points (y down).
        public var fillTranslate: ZoomValue<[Double]>?
        public var lineTranslate: ZoomValue<[Double]>?
        public var textTranslate: ZoomValue<[Double]>?
        public var iconTranslate: ZoomValue<[Double]>?
        public var circleTranslate: ZoomValue<[Double]>?
        /// The translations (`fill-translate`, `text-translate`, …) whose `*-translate-anchor` is `viewport`: they move
        /// along the image's axes; the others (`map`, the default) turn with a turned map.
        public var viewportTranslations: Set<String> = []
        /// `fill-antialias` (default true); false draws the fill's edges aliased, as MapLibre does.
        public var fillAntialias: ZoomValue<Bool>?
        public var circleRadius: ZoomValue<Double>?
        public var circleColor: ZoomValue<Color>?
        public var circleOpacity: ZoomValue<Double>?
        /// `raster-opacity`.
        public var rasterOpacity: ZoomValue<Double>?
        public var circleStrokeWidth: ZoomValue<Double>?
        public var circleStrokeColor: ZoomValue<Color>?
        public var circleStrokeOpacity: ZoomValue<Double>?
        public var iconOpacity: ZoomValue<Double>?
        public var textOpacity: ZoomValue<Double>?
        /// `icon-halo-width` and `icon-halo-blur` in points, around an SDF icon's shape.
        public var iconHaloWidth: ZoomValue<Double>?
        public var iconHaloBlur: ZoomValue<Double>?
        /// `circle-blur`: the fraction of the radius over which a circle fades out at its edge.
        public var circleBlur: ZoomValue<Double>?
        /// `line-pattern`: a sprite image repeated along the line (`linePatternExpression` when an expression).
        public var linePattern: String?
        public var linePatternExpression: ExpressionValued<String?>?
        /// `raster-brightness-min`/`-max`, `raster-contrast`, `raster-saturation`, `raster-hue-rotate` (degrees).
        public var rasterBrightnessMin: ZoomValue<Double>?
        public var rasterBrightnessMax: ZoomValue<Double>?
        public var rasterContrast: ZoomValue<Double>?
        public var rasterSaturation: ZoomValue<Double>?
        public var rasterHueRotate: ZoomValue<Double>?
        /// `raster-resampling`: `linear` (default) or `nearest`.
        public var rasterResampling = StyleSpecDefaults.rasterResampling
        /// `hillshade-method`: `standard` (default), `basic`, `combined`, `igor` or `multidirectional`.
        public var hillshadeMethod = StyleSpecDefaults.hillshadeMethod
        /// `hillshade-exaggeration` (0…1, default 0.5).
        public var hillshadeExaggeration: ZoomValue<Double>?
        /// `hillshade-accent-color` (default black).
        public var hillshadeAccentColor: ZoomValue<Color>?
        /// One entry per light (several for `multidirectional`): `hillshade-illumination-direction` and
        /// `-altitude` in degrees, `hillshade-shadow-color` and `-highlight-color`; empty: the spec's default.
        public var hillshadeDirections: [ZoomValue<Double>] = []
        public var hillshadeAltitudes: [ZoomValue<Double>] = []
        public var hillshadeShadowColors: [ZoomValue<Color>] = []
        public var hillshadeHighlightColors: [ZoomValue<Color>] = []
        /// `hillshade-illumination-anchor`: `viewport` (default) or `map`; the same on a map that is not turned.
        public var hillshadeIlluminationAnchor = StyleSpecDefaults.hillshadeIlluminationAnchor

        public init() {}
    }

    /// Layout properties (those MapSnap supports).
    public struct Layout: Sendable, Equatable {
        public var visible = true
        public var lineCap: String?
        public var lineJoin: String?
        public var textField: String?
        /// `text-field` written as an expression (then `textField` is nil).
        public var textFieldExpression: ExpressionValued<String?>?
        public var textSize: ZoomValue<Double>?
        public var textBold = false
        /// `text-font` when it changes with zoom (stops or an expression of zoom), evaluated at the map's zoom;
        /// `textFont` is then its value at the lowest zoom (for reports).
        public var textFontByZoom: ZoomValue<[String]>?
        public var textMaxWidth: Double?
        public var textTransform: String?
        /// `point`, `line` or `line-center` (drawn as `line`).
        public var symbolPlacement: ZoomValue<String> = .constant(StyleSpecDefaults.symbolPlacement)
        public var symbolSpacing: Double?
        public var iconImage: String?
        /// `icon-image` written as an expression (then `iconImage` is nil).
        public var iconImageExpression: ExpressionValued<String?>?
        public var iconSize: ZoomValue<Double>?
        /// The `text-font` stack as written (first font wanted, the others fallbacks).
        public var textFont: [String] = []
        /// `text-max-angle`: the largest turn, in degrees, between neighbouring glyphs of a line label (default 45).
        public var textMaxAngle = StyleSpecDefaults.textMaxAngle
        /// `icon-rotate` in degrees clockwise (added to the line's direction for icons along lines).
        public var iconRotate = StyleSpecDefaults.iconRotate
        /// `text-letter-spacing` in ems.
        public var textLetterSpacing = StyleSpecDefaults.textLetterSpacing
        /// Which part of the text sits at the anchor: `center`, `left`, `top-right` … (`text-anchor`).
        public var textAnchor: ZoomValue<String> = .constant(StyleSpecDefaults.textAnchor)
        /// `text-offset` in ems, x then y (y down).
        public var textOffset = StyleSpecDefaults.textOffset
        /// `text-justify`: `auto`, `left`, `center` or `right`.
        public var textJustify = StyleSpecDefaults.textJustify
        /// Points kept clear around the text's box (`text-padding`) and the icon's (`icon-padding`).
        public var textPadding = StyleSpecDefaults.textPadding
        public var iconPadding = StyleSpecDefaults.iconPadding[0]
        /// Whether the icon or the text may be placed without the other (`*-optional`).
        public var textOptional = StyleSpecDefaults.textOptional
        public var iconOptional = StyleSpecDefaults.iconOptional
        /// Whether the text or icon is drawn even where it collides (`*-allow-overlap`), and whether others may
        /// be placed over it (`*-ignore-placement`).
        public var textAllowOverlap = StyleSpecDefaults.textAllowOverlap
        public var iconAllowOverlap = StyleSpecDefaults.iconAllowOverlap
        public var textIgnorePlacement = StyleSpecDefaults.textIgnorePlacement
        public var iconIgnorePlacement = StyleSpecDefaults.iconIgnorePlacement
        /// `text-line-height` in ems: the distance between the baselines of a label's lines (default 1.2).
        public var textLineHeight = StyleSpecDefaults.textLineHeight
        /// `text-variable-anchor`: the anchors tried in order, the first whose box is free placed; nil for `textAnchor`.
        public var textVariableAnchor: [String]?
        /// `text-radial-offset` in ems from the anchor to the text's edge (it replaces `textOffset` when set).
        public var textRadialOffset: Double?
        /// `text-keep-upright`: line labels are turned so that they never read upside down (default true).
        public var textKeepUpright = StyleSpecDefaults.textKeepUpright
        /// `text-rotate` in degrees clockwise, for point labels.
        public var textRotate = StyleSpecDefaults.textRotate
        /// Which part of the icon sits at the anchor (`icon-anchor`): `center`, `top-left` …
        public var iconAnchor = StyleSpecDefaults.iconAnchor
        /// `icon-offset` in the icon's own pixels (times `icon-size`), x then y (y down).
        public var iconOffset = StyleSpecDefaults.iconOffset
        /// `icon-text-fit`: `none`, `width`, `height` or `both` (the icon stretched around the text), with
        /// `icon-text-fit-padding` in points, top, right, bottom, left.
        public var iconTextFit = StyleSpecDefaults.iconTextFit
        public var iconTextFitPadding = StyleSpecDefaults.iconTextFitPadding
        /// `symbol-sort-key`: features with lower keys are placed first (and drawn below); nil keeps the tiles' order.
        public var symbolSortKey: ZoomValue<Double>?
        /// `symbol-z-order`: `auto`, `viewport-y` or `source` (the order symbols that may overlap are drawn in).
        public var symbolZOrder = StyleSpecDefaults.symbolZOrder

        public init() {}
    }

    public var id: String
    public var type: LayerType
    /// The style source (`sources` key) the features come from; nil for the data the map is drawn from.
    public var source: String?
    /// The OpenMapTiles layer the features come from.
    public var sourceLayer: String?
    public var filter: StyleFilter?
    public var minZoom: Double = 0
    public var maxZoom: Double = 24
    public var paint = Paint()
    public var layout = Layout()

    /// Creates a layer.
    public init(id: String, type: LayerType) {
        self.id = id
        self.type = type
    }

    /// Whether the layer draws at `zoom` (minzoom inclusive, maxzoom exclusive, as in MapLibre).
    public func isVisible(at zoom: Double) -> Bool {
        layout.visible && zoom >= minZoom && zoom < maxZoom
    }
}

extension String {
    /// The attribute keys a `{token}` template reads (`TokenString`'s reading).
    public var templateKeys: Set<String> {
        Set(TokenString.parts(self).compactMap { if case .key(let key) = $0 { return String(key) } else { return nil } })
    }

    /// A `{key}` template filled from attributes (missing keys become empty), read as `TokenString` reads it.
    public func filledTemplate(with attributes: [String: String]) -> String {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard utf8.contains(open) else { return self }
        // The usual template is one whole key ("{name}"): a single lookup, no scan.
        let inner = utf8.dropFirst().dropLast()
        if utf8.count > 2, utf8.first == open, utf8.last == close, !inner.contains(open), !inner.contains(close) {
            return attributes[String(decoding: inner, as: UTF8.self)] ?? ""
        }
        return TokenString.parts(self).reduce(into: "") { output, part in
            switch part {
            case .literal(let run): output += run
            case .key(let key): output += attributes[String(key)] ?? ""
            }
        }
    }
}
