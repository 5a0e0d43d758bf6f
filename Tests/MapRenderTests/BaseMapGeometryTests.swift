import Foundation
import Geo
import MapStyle
import OSM
import Testing
@testable import MapRender
import Features
import TestSupport

private let viewport = Viewport(center: Coordinate(latitude: 60.17, longitude: 24.94), zoom: 16, size: Size(width: 200, height: 150))

private func source() -> FeatureStore {
    let center = MapPoint(Coordinate(latitude: 60.17, longitude: 24.94))
    let square = [MapPoint(x: center.x - 50, y: center.y - 50), MapPoint(x: center.x + 50, y: center.y - 50),
                  MapPoint(x: center.x + 50, y: center.y + 50), MapPoint(x: center.x - 50, y: center.y - 50)]
    let road = [MapPoint(x: center.x - 300, y: center.y), MapPoint(x: center.x + 300, y: center.y)]
    return FeatureStore(features: [
        MapFeature(layer: "park", attributes: ["class": "park"], geometry: .polygon([square]), osmID: 1),
        MapFeature(layer: "transportation", attributes: ["class": "primary", "name": "Main"], geometry: .line(road), osmID: 2),
        MapFeature(layer: "transportation", attributes: ["class": "path"], geometry: .line(road), osmID: 3),
    ], extent: nil)
}

@Test func layersDrawTheirFilteredFeaturesInOrder() throws {
    let style = try StyleParser.parse(Array(#"""
    {"layers": [
      {"id": "bg", "type": "background", "paint": {"background-color": "#eeeeee"}},
      {"id": "park", "type": "fill", "source-layer": "park", "paint": {"fill-color": "#00ff00"}},
      {"id": "primary", "type": "line", "source-layer": "transportation", "filter": ["==", "class", "primary"], "paint": {"line-color": "#ffcc00", "line-width": 6}},
      {"id": "late", "type": "line", "source-layer": "transportation", "minzoom": 18, "paint": {"line-color": "#000000"}}
    ]}
    """#.utf8), name: "t")
    let commands = BaseMapGeometry(baseMap: BaseMap(style: style, source: source()), viewport: viewport).commands()
    #expect(commands.count == 5)
    #expect(commands.first == .antialiasing(.fast) && commands.last == .antialiasing(.fine))
    guard case .fill(_, let background, _) = commands[1], case .fill(_, let park, _) = commands[2], case .stroke(let road, let stroke) = commands[3] else {
        Issue.record("unexpected commands \(commands)")
        return
    }
    #expect(background == Color(rgb: 0xEEEEEE) && park == Color(rgb: 0x00FF00))
    #expect(stroke.width == 6 && stroke.color == Color(rgb: 0xFFCC00))
    #expect(road.elements.filter { if case .move = $0 { return true } else { return false } }.count == 1)  // only the primary road
}

/// Data-driven paint is evaluated per feature: features of one layer with different `class` get their own colours
/// and widths, each in a group of its own.
@Test func dataDrivenPaintIsEvaluatedPerFeature() throws {
    let style = try StyleParser.parse(Array(##"""
    {"version": 8, "sources": {}, "layers": [
      {"id": "roads", "type": "line", "source-layer": "transportation",
       "paint": {"line-color": ["match", ["get", "class"], "primary", "#ff0000", "#0000ff"],
                 "line-width": ["case", ["==", ["get", "class"], "primary"], 8, 2]}}
    ]}
    """##.utf8), name: "t")
    let commands = BaseMapGeometry(baseMap: BaseMap(style: style, source: source()), viewport: viewport).commands()
    let strokes = commands.compactMap { command -> StrokeStyle? in
        if case .stroke(_, let style) = command { return style }
        return nil
    }
    #expect(strokes.map(\.color) == [Color(rgb: 0xFF0000), Color(rgb: 0x0000FF)] || strokes.map(\.color) == [Color(rgb: 0x0000FF), Color(rgb: 0xFF0000)])
    #expect(Set(strokes.map(\.width)) == [8, 2])
}

/// Circle layers draw a disc per point at `circle-radius` with the stroke outside it; `fill-extrusion` draws flat
/// in its colour and opacity.
@Test func circleAndFillExtrusionLayersDraw() throws {
    let center = MapPoint(Coordinate(latitude: 60.17, longitude: 24.94))
    let square = [MapPoint(x: center.x - 20, y: center.y - 20), MapPoint(x: center.x + 20, y: center.y - 20),
                  MapPoint(x: center.x + 20, y: center.y + 20), MapPoint(x: center.x - 20, y: center.y - 20)]
    let store = FeatureStore(features: [
        MapFeature(layer: "poi", attributes: ["class": "cafe"], geometry: .point(center), osmID: 1),
        MapFeature(layer: "building", attributes: ["render_height": "20"], geometry: .polygon([square]), osmID: 2),
    ], extent: nil)
    let style = try StyleParser.parse(Array(##"""
    {"version": 8, "sources": {}, "layers": [
      {"id": "b", "type": "fill-extrusion", "source-layer": "building", "paint": {"fill-extrusion-color": "#aa8866", "fill-extrusion-opacity": 0.5, "fill-extrusion-height": ["get", "render_height"]}},
      {"id": "dots", "type": "circle", "source-layer": "poi", "paint": {"circle-radius": 6, "circle-color": "#ff0000", "circle-stroke-width": 2, "circle-stroke-color": "#ffffff", "circle-pitch-scale": "map"}}
    ]}
    """##.utf8), name: "t")
    #expect(style.notDrawn.isEmpty, "\(style.notDrawn)")
    let commands = BaseMapGeometry(baseMap: BaseMap(style: style, source: store), viewport: viewport).commands()
    let fills = commands.compactMap { command -> Color? in
        if case .fill(_, let color, _) = command { return color }
        return nil
    }
    #expect(fills == [Color(rgb: 0xAA8866).withOpacity(0.5), Color(rgb: 0xFF0000)])
    let rings = commands.compactMap { command -> StrokeStyle? in
        if case .stroke(_, let style) = command { return style }
        return nil
    }
    #expect(rings.map(\.width) == [2] && rings.first?.color == Color(rgb: 0xFFFFFF))
}

/// `fill-translate` moves the fill, `fill-antialias: false` draws it with whole-pixel edges, `fill-pattern` fills with
/// the sprite image instead of the colour, and `line-blur` adds a half-strength stroke as wide as the blur reaches.
@Test func fillTranslateAntialiasPatternAndLineBlur() throws {
    var style = try StyleParser.parse(Array(##"""
    {"version": 8, "sources": {}, "layers": [
      {"id": "park", "type": "fill", "source-layer": "park", "paint": {"fill-color": "#00ff00", "fill-translate": {"stops": [[10, [0, 0]], [20, [-4, 2]]]}, "fill-antialias": false}},
      {"id": "water", "type": "fill", "source-layer": "park", "paint": {"fill-pattern": "wave", "fill-color": "#0000ff"}},
      {"id": "road", "type": "line", "source-layer": "transportation", "filter": ["==", "class", "primary"], "paint": {"line-color": "#ff0000", "line-width": 6, "line-blur": 2}}
    ]}
    """##.utf8), name: "t")
    #expect(style.notDrawn.isEmpty, "\(style.notDrawn)")
    style.spriteSheets = [SpriteSheet(imagePath: "/sprite.png", pixelRatio: 1, images: ["wave": SpriteImage(x: 3, y: 4, width: 8, height: 6)])]
    let plain = try StyleParser.parse(Array(##"{"version": 8, "sources": {}, "layers": [{"id": "park", "type": "fill", "source-layer": "park", "paint": {"fill-color": "#00ff00"}}]}"##.utf8), name: "t")
    let commands = BaseMapGeometry(baseMap: BaseMap(style: style, source: source()), viewport: viewport).commands()
    let untranslated = BaseMapGeometry(baseMap: BaseMap(style: plain, source: source()), viewport: viewport).commands()
    // Zoom 15 (viewport zoom 16): halfway along the stops, [-2, 1].
    guard let aliased = commands.firstIndex(of: .antialiasing(.none)), case .fill(let moved, _, _) = commands[aliased + 1],
          commands[aliased + 2] == .antialiasing(.fast), case .fill(let original, _, _)? = untranslated.first(where: { if case .fill = $0 { return true } else { return false } }) else {
        Issue.record("no aliased fill in \(commands)")
        return
    }
    #expect(moved == original.offsetBy(dx: -2, dy: 1))
    #expect(commands.contains { command in
        if case .patternFill(_, .spriteRegion("/sprite.png", 3, 4, 8, 6), let tile, _, 1) = command { return tile == Size(width: 8, height: 6) }
        return false
    })
    let strokes = commands.compactMap { command -> StrokeStyle? in
        if case .stroke(_, let style) = command { return style }
        return nil
    }
    #expect(strokes.map(\.width) == [8, 4] && strokes.map(\.color) == [Color(rgb: 0xFF0000).withOpacity(0.5), Color(rgb: 0xFF0000)])
}

/// `line-gap-width` draws two lines of the width on either side of the gap, `line-offset` moves the line to the right
/// of its direction (the road runs west to east: right is down the image).
@Test func lineGapWidthAndOffsetDrawParallelLines() throws {
    func strokes(_ paint: String) throws -> [(path: Path, style: StrokeStyle)] {
        let style = try StyleParser.parse(Array(##"{"layers": [{"id": "road", "type": "line", "source-layer": "transportation", "filter": ["==", "class", "primary"], "paint": \##(paint)}]}"##.utf8), name: "t")
        return BaseMapGeometry(baseMap: BaseMap(style: style, source: source()), viewport: viewport).commands().compactMap { command in
            if case .stroke(let path, let style) = command { return (path, style) }
            return nil
        }
    }
    func rows(_ path: Path) -> [Double] {
        path.elements.compactMap { element -> Double? in
            if case .move(let point) = element { return point.y }
            return nil
        }.sorted()
    }
    let middle = viewport.size.height / 2
    let gapped = try strokes(##"{"line-color": "#000000", "line-width": 2, "line-gap-width": 10}"##)
    #expect(gapped.count == 1 && gapped[0].style.width == 2)
    #expect(rows(gapped[0].path).map { ($0 - middle).rounded() } == [-6, 6])
    let moved = try strokes(##"{"line-color": "#000000", "line-width": 2, "line-offset": 5}"##)
    #expect(rows(moved[0].path).map { ($0 - middle).rounded() } == [5])
    let both = try strokes(##"{"line-color": "#000000", "line-width": 2, "line-gap-width": 10, "line-offset": -3}"##)
    #expect(rows(both[0].path).map { ($0 - middle).rounded() } == [-9, 3])
}

/// Fills are non-zero over rings wound as vector tiles wind them (exterior clockwise on screen, holes anti-clockwise),
/// in MapLibre styles and MapSnap's alike, whichever way the data wound them (OpenStreetMap ways run either way): a
/// hole stays open and a feature inside another of the same layer (a building in a building's courtyard, one polygon
/// in two tiles' buffers) is filled, not cut out as even-odd would.
@Test(arguments: [false, true], [false, true])
func fillsAreNonZeroOverRingsWoundAsTilesWindThem(mapSnapStyle: Bool, reversedData: Bool) throws {
    let center = MapPoint(Coordinate(latitude: 60.17, longitude: 24.94))
    func square(_ half: Double) -> [MapPoint] {
        let ring = [MapPoint(x: center.x - half, y: center.y - half), MapPoint(x: center.x + half, y: center.y - half),
                    MapPoint(x: center.x + half, y: center.y + half), MapPoint(x: center.x - half, y: center.y + half)]
        return reversedData ? ring.reversed() : ring
    }
    // The hole runs the same way as the exterior in the data: even-odd would open it, non-zero only once it is rewound.
    let store = FeatureStore(features: [MapFeature(layer: "park", attributes: ["class": "park"], geometry: .polygon([square(80), square(30)]), osmID: 1)],
                             extent: nil)
    let metadata = mapSnapStyle ? #""metadata": {"mapsnap:attributes": "mapsnap"},"# : ""
    let style = try StyleParser.parse(Array(##"{"version": 8, \##(metadata) "sources": {}, "layers": [{"id": "park", "type": "fill", "source-layer": "park", "paint": {"fill-color": "#00ff00"}}]}"##.utf8), name: "t")
    let fills = BaseMapGeometry(baseMap: BaseMap(style: style, source: store), viewport: viewport).commands().compactMap { command -> (Path, FillRule)? in
        if case .fill(let path, _, let rule) = command { return (path, rule) }
        return nil
    }
    try #require(fills.count == 1)
    #expect(fills[0].1 == .nonZero)
    var rings: [[Point]] = []
    for element in fills[0].0.elements {
        switch element {
        case .move(let point): rings.append([point])
        case .line(let point): rings[rings.count - 1].append(point)
        default: break
        }
    }
    try #require(rings.count == 2)
    #expect(RingWinding.doubledSignedArea(rings[0]) > 0, "exterior not clockwise on screen")
    #expect(RingWinding.doubledSignedArea(rings[1]) < 0, "hole not anti-clockwise on screen")
}

/// A dash pattern without gaps (`[12, 0]`, OpenMapTiles' solid casings) is drawn solid, as MapLibre draws it; any
/// gap keeps the pattern (an odd-length pattern's every entry is a gap once).
@Test func dashPatternsWithoutGapsAreSolid() {
    #expect(BaseMapGeometry.visibleDashes([12, 0]).isEmpty)
    #expect(BaseMapGeometry.visibleDashes([2, 0, 4, 0]).isEmpty)
    #expect(BaseMapGeometry.visibleDashes([0, 0]).isEmpty)
    #expect(BaseMapGeometry.visibleDashes([]).isEmpty)
    #expect(BaseMapGeometry.visibleDashes([3, 3]) == [3, 3])
    #expect(BaseMapGeometry.visibleDashes([0, 2]) == [0, 2])
    #expect(BaseMapGeometry.visibleDashes([3, 1, 1, 1]) == [3, 1, 1, 1])
    #expect(BaseMapGeometry.visibleDashes([2]) == [2])
    #expect(BaseMapGeometry.visibleDashes([2, 0, 1]) == [2, 0, 1])
}

/// `fill-outline-color` in a MapLibre style is a line one device pixel wide on whole pixels, as MapLibre draws it; a
/// MapSnap style (metadata `mapsnap:attributes: mapsnap`) keeps its 0.5-point smooth outline.
@Test(arguments: [(false, 1.0), (false, 2.0), (true, 1.0), (true, 2.0)])
func fillOutlinesAreOneDevicePixelInMapLibreStyles(mapSnapStyle: Bool, scale: Double) throws {
    let metadata = mapSnapStyle ? #""metadata": {"mapsnap:attributes": "mapsnap"},"# : ""
    let style = try StyleParser.parse(Array(#"""
    {\#(metadata) "layers": [
      {"id": "park", "type": "fill", "source-layer": "park", "paint": {"fill-color": "#00ff00", "fill-outline-color": "#004400"}}
    ]}
    """#.utf8), name: "t")
    let scaled = Viewport(center: Coordinate(latitude: 60.17, longitude: 24.94), zoom: 16, size: viewport.size, scale: scale)
    let commands = BaseMapGeometry(baseMap: BaseMap(style: style, source: source()), viewport: scaled).commands()
    let outlines = commands.enumerated().compactMap { index, command -> (Int, StrokeStyle)? in
        if case .stroke(_, let style) = command { return (index, style) }
        return nil
    }
    #expect(outlines.count == 1)
    guard let (index, outline) = outlines.first else { return }
    if mapSnapStyle {
        #expect(outline.width == 0.5)
    } else {
        #expect(outline.width == 1 / scale)
        #expect(index > 0 && commands[index - 1] == DrawCommand.antialiasing(.none))
        #expect(index + 1 < commands.count && commands[index + 1] == DrawCommand.antialiasing(.fast))
    }
}

/// `fill-pattern` as MapLibre Native draws it: one pattern fill per feature (overlapping features cover twice), no
/// `fill-outline-color` (the spec: the pattern disables it), nothing when the sprite lacks the image (not the
/// colour), and the copies fixed to the map: over generated views panned by whole world pixels at the tile zoom, the
/// copies' corner moves with the map, modulo one copy (no pattern swimming under the map), and a copy is the image's
/// device pixels large.
@Test func fillPatternsAreDrawnPerFeatureWithoutOutlinesAndStayOnTheMap() throws {
    func style(_ pattern: String) throws -> Style {
        var style = try StyleParser.parse(Array(##"{"version": 8, "sources": {}, "layers": [{"id": "park", "type": "fill", "source-layer": "park", "paint": {"fill-color": "#ff0000", "fill-outline-color": "#ff0000", "fill-pattern": "\##(pattern)"}}]}"##.utf8), name: "t")
        style.spriteSheets = [SpriteSheet(imagePath: "/sprite.png", pixelRatio: 2, images: ["hatch": SpriteImage(x: 0, y: 0, width: 48, height: 48, pixelRatio: 2)])]
        return style
    }
    let center = MapPoint(Coordinate(latitude: 60.17, longitude: 24.94))
    let square = [MapPoint(x: center.x - 50, y: center.y - 50), MapPoint(x: center.x + 50, y: center.y - 50),
                  MapPoint(x: center.x + 50, y: center.y + 50), MapPoint(x: center.x - 50, y: center.y + 50)]
    let inner = square.map { MapPoint(x: center.x + ($0.x - center.x) / 2, y: center.y + ($0.y - center.y) / 2) }
    let store = FeatureStore(features: [MapFeature(layer: "park", attributes: [:], geometry: .polygon([square]), osmID: 1),
                                        MapFeature(layer: "park", attributes: [:], geometry: .polygon([inner]), osmID: 2)], extent: nil)
    let commands = BaseMapGeometry(baseMap: BaseMap(style: try style("hatch"), source: store), viewport: viewport).commands()
    #expect(commands.filter { if case .patternFill = $0 { return true } else { return false } }.count == 2, "\(commands)")
    #expect(!commands.contains { if case .stroke = $0 { return true } else if case .fill = $0 { return true } else { return false } }, "\(commands)")
    #expect(BaseMapGeometry(baseMap: BaseMap(style: try style("no-such-image"), source: store), viewport: viewport).commands().isEmpty)

    var generator = SeededGenerator(seed: 1536)
    for _ in 0..<200 {
        let zoom = Double.random(in: 13...18, using: &generator)
        let scale: Double = [1.0, 2, 3].randomElement(using: &generator) ?? 1
        let size = Size(width: Double.random(in: 100...900, using: &generator).rounded(), height: Double.random(in: 100...900, using: &generator).rounded())
        let start = Coordinate(latitude: Double.random(in: -70...70, using: &generator), longitude: Double.random(in: -179...179, using: &generator))
        let first = Viewport(center: start, zoom: zoom + 1, size: size, scale: scale)
        // Pan by whole world pixels at the tile zoom (512 a tile).
        let tileZoom = BaseMap.styleZoom(first).rounded(.down)
        let (dx, dy) = (Double(Int.random(in: -300...300, using: &generator)), Double(Int.random(in: -300...300, using: &generator)))
        let metresPerWorldPixel = WebMercator.worldWidth / (512 * pow(2, tileZoom))
        let panned = Viewport(center: MapPoint(x: first.center.x + dx * metresPerWorldPixel, y: first.center.y - dy * metresPerWorldPixel),
                              metresPerPoint: first.metresPerPoint, size: size, scale: scale)
        let a = BaseMapGeometry(baseMap: BaseMap(style: try style("hatch"), source: store), viewport: first).patternPlacement((24, 24), translate: [0, 0])
        let b = BaseMapGeometry(baseMap: BaseMap(style: try style("hatch"), source: store), viewport: panned).patternPlacement((24, 24), translate: [0, 0])
        let stretch = pow(2, BaseMap.styleZoom(first) - tileZoom)
        #expect(abs(a.tile.width - 24 * stretch) < 1e-9)
        // The map moved by (-dx, -dy) world pixels on the image; so must the copies' corner, modulo a copy.
        for (moved, expected, period) in [(b.origin.x - a.origin.x, -dx * stretch, a.tile.width), (b.origin.y - a.origin.y, -dy * stretch, a.tile.height)] {
            let difference = (moved - expected) / period
            #expect(abs(difference - difference.rounded()) < 1e-3, "zoom \(zoom) pan \(dx),\(dy)")
        }
    }
}
