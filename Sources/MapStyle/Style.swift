import Geo
import StrictJSON

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
        layers.first { $0.type == .background && $0.isVisible(at: zoom) }?.paint.backgroundColor.value(at: zoom)
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

    /// A layout or paint property the style writes for the layer: its name, JSON path and value as written (what
    /// `style check` compares with what is drawn).
    public struct WrittenProperty: Sendable, Equatable {
        /// The property's name (`fill-color`).
        public var name: String
        /// Its JSON path (`layers[3].paint.fill-color`).
        public var path: String
        /// The value as written.
        public var value: JSONValue
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
    /// The paint properties (`StyleLayer+Properties.swift`, generated from the spec: each at its default unless written).
    public var paint = Paint()
    /// The layout properties (generated as `paint` is).
    public var layout = Layout()
    /// The paint and layout properties the style writes for this layer, in the order read.
    public var written: [WrittenProperty] = []

    /// Creates a layer.
    public init(id: String, type: LayerType) {
        self.id = id
        self.type = type
    }

    /// Whether the style writes property `name` for this layer (rather than leaving it at the spec's default).
    public func writes(_ name: String) -> Bool {
        written.contains { $0.name == name }
    }

    /// Whether the layer draws at `zoom` (minzoom inclusive, maxzoom exclusive, as in MapLibre).
    public func isVisible(at zoom: Double) -> Bool {
        layout.visibility.steppedValue(at: zoom) == .visible && zoom >= minZoom && zoom < maxZoom
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
