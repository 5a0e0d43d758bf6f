import Features
import Foundation
import Geo
import MapStyle

/// Draws the base map's layers other than labels for a viewport — background, fill (and fill-extrusion, seen from
/// above), line, circle, raster and hillshade; symbol layers' labels are placed separately (`BaseMapLabels`) — with
/// fast antialiasing: thousands of small shapes look the same with it and draw in half the time.
struct BaseMapGeometry: Sendable {
    let baseMap: BaseMap
    let viewport: Viewport
    /// The features in view, queried, filtered and projected once and shared with the labels.
    let cache: FeatureCache

    /// Creates the geometry of `baseMap` in `viewport`; with `seamlessLabels`, features are read for the labels that
    /// may cross the image's edge too (`BaseMapLabels.edgeReach` past it).
    init(baseMap: BaseMap, viewport: Viewport, seamlessLabels: Bool = false) {
        self.baseMap = baseMap
        self.viewport = viewport
        let rect = BaseMapGeometry.queryRect(viewport, margin: seamlessLabels ? 64 + BaseMapLabels.edgeReach : 64)
        cache = FeatureCache(source: baseMap.source, sources: baseMap.sources, rect: rect, zoom: BaseMap.styleZoom(viewport), style: baseMap.style,
                             language: baseMap.language)
    }

    var zoom: Double { BaseMap.styleZoom(viewport) }

    /// The projected area to query, `margin` points larger than the image each way so that wide lines at the edges
    /// are complete.
    static func queryRect(_ viewport: Viewport, margin points: Double = 64) -> MapRect {
        let margin = points * viewport.metresPerPoint
        let visible = viewport.visibleMapRect
        return MapRect(origin: MapPoint(x: visible.minX - margin, y: visible.minY - margin),
                       size: MapSize(width: visible.size.width + 2 * margin, height: visible.size.height + 2 * margin))
    }

    func commands() -> [DrawCommand] {
        var output: [DrawCommand] = []
        let clip = viewport.bounds.insetBy(-64)
        let tolerance = 0.3 / viewport.scale
        for layer in baseMap.style.layers where layer.isVisible(at: zoom) {
            switch layer.type {
            case .background:
                do {
                    let color = layer.paint.backgroundColor.value(at: zoom).withOpacity(layer.paint.backgroundOpacity.value(at: zoom))
                    output.append(.fill(Path(rings: [[Point(x: 0, y: 0), Point(x: viewport.size.width, y: 0),
                                                      Point(x: viewport.size.width, y: viewport.size.height),
                                                      Point(x: 0, y: viewport.size.height)]]), color, .nonZero))
                }
            case .circle:
                output += circles(layer)
            case .raster:
                output += rasterTiles(layer)
            case .hillshade:
                output += hillshadeTiles(layer)
            case .fill, .fillExtrusion:
                guard let sourceLayer = cache.key(for: layer) else { continue }
                let features = cache.features(sourceLayer)
                let paint = FillLayerPaint(layer, zoom: zoom)
                for group in groups(cache.matching(layer, sourceLayer), of: sourceLayer, features: features, by: { feature in
                    FillPaint(color: paint.color.value(at: zoom, for: feature),
                              opacity: paint.opacity.value(at: zoom, for: feature),
                              outline: paint.outline?.value(at: zoom, for: feature),
                              pattern: paint.pattern?.value(at: zoom, for: feature, fillingTokens: false))
                }, reads: BaseMapGeometry.reads([paint.color.featureReads, paint.opacity.featureReads, paint.outline?.featureReads,
                                                 paint.pattern?.expressionReads])) {
                    let drawn = fill(group.indices, of: sourceLayer, features: features, paint: group.paint, clip: clip, tolerance: tolerance,
                                     translate: viewport.translation(paint.translate.value(at: zoom), anchor: paint.translateAnchor))
                    // `fill-antialias: false` draws the fill with whole-pixel edges, as MapLibre does.
                    if !paint.antialias.steppedValue(at: zoom), !drawn.isEmpty {
                        output += [.antialiasing(.none)] + drawn + [.antialiasing(.fast)]
                    } else {
                        output += drawn
                    }
                }
            case .line:
                guard let sourceLayer = cache.key(for: layer) else { continue }
                let features = cache.features(sourceLayer)
                let paint = layer.paint
                let indices = cache.matching(layer, sourceLayer).map { (features[$0].zOrder, $0) }.sorted { $0 < $1 }.map(\.1)
                for group in groups(indices, of: sourceLayer, features: features, by: { feature in
                    LinePaint(color: paint.lineColor.value(at: zoom, for: feature),
                              width: paint.lineWidth.value(at: zoom, for: feature),
                              opacity: paint.lineOpacity.value(at: zoom, for: feature),
                              offset: paint.lineOffset.value(at: zoom, for: feature),
                              gap: paint.lineGapWidth.value(at: zoom, for: feature),
                              pattern: paint.linePattern?.value(at: zoom, for: feature, fillingTokens: false))
                }, reads: BaseMapGeometry.reads([paint.lineColor.featureReads, paint.lineWidth.featureReads, paint.lineOpacity.featureReads,
                                                 paint.lineOffset.featureReads, paint.lineGapWidth.featureReads,
                                                 paint.linePattern?.expressionReads])) {
                    let sprite = group.paint.pattern.flatMap { $0.isEmpty ? nil : baseMap.style.spriteImage(named: $0, scale: viewport.scale) }
                    // A pattern the sprite lacks draws nothing (not the colour), as in MapLibre Native.
                    guard group.paint.pattern == nil ? group.paint.color != nil : sprite != nil, group.paint.width > 0.05 else { continue }
                    // `line-gap-width` draws the line as two lines of the width on either side of the gap;
                    // `line-offset` moves it (both) to the right of its direction.
                    let gap = group.paint.gap
                    let sides = gap > 0 ? [group.paint.offset - (gap + group.paint.width) / 2, group.paint.offset + (gap + group.paint.width) / 2]
                        : [group.paint.offset]
                    let shift = viewport.translation(layer.paint.lineTranslate.value(at: zoom), anchor: layer.paint.lineTranslateAnchor.steppedValue(at: zoom))
                    var lines: [[Point]] = []
                    for index in group.indices {
                        let closeRings = { if case .polygon = features[index].geometry { return true } else { return false } }()
                        for line in cache.projected(sourceLayer, index, viewport: viewport, tolerance: tolerance) {
                            let points = closeRings ? line + (line.first.map { [$0] } ?? []) : line
                            for side in sides {
                                let moved = side == 0 ? points : ParallelLine.offset(points, by: side)
                                for part in Clipping.clipPolyline(moved, to: clip) {
                                    lines.append(shift == [0, 0] ? part : part.map { Point(x: $0.x + shift[0], y: $0.y + shift[1]) })
                                }
                            }
                        }
                    }
                    guard !lines.isEmpty else { continue }
                    let width = group.paint.width
                    let styled = LineCap(layer.layout.lineCap.steppedValue(at: zoom))
                    if let (sheet, image) = sprite {
                        output += patternLine(lines, sheet: sheet, image: image, width: width, opacity: group.paint.opacity, roundCaps: styled == .round)
                        continue
                    }
                    guard let color = group.paint.color else { continue }
                    var path = Path()
                    for line in lines { path.addLines(line, closed: false) }
                    let dash = BaseMapGeometry.visibleDashes((layer.paint.lineDasharray?.steppedValue(at: zoom) ?? []).map { $0 * width })
                    // MapLibre caps a dashed line's ends, not each dash: square dashes are drawn butt (square caps
                    // would close gaps as long as the width).
                    let cap = styled == .square && dash.contains(where: { $0 > 0 }) ? .butt : styled
                    let join = LineJoin(layer.layout.lineJoin.steppedValue(at: zoom))
                    let stroke = color.withOpacity(group.paint.opacity)
                    // `line-blur` fades the edges over the blur: a half-strength stroke as wide as the blur reaches
                    // under the core that stops where the fade starts (two steps for MapLibre's smooth fade).
                    let blur = min(layer.paint.lineBlur.value(at: zoom), width)
                    if blur > 0.1 {
                        output.append(.stroke(path, StrokeStyle(color: stroke.withOpacity(0.5), width: width + blur, dash: dash, cap: cap, join: join)))
                        output.append(.stroke(path, StrokeStyle(color: stroke, width: max(width - blur, 0.1), dash: dash, cap: cap, join: join)))
                    } else {
                        output.append(.stroke(path, StrokeStyle(color: stroke, width: width, dash: dash, cap: cap, join: join)))
                    }
                }
            case .symbol:
                continue
            }
        }
        return DrawCommand.withFastAntialiasing(output)
    }

    /// Lines drawn with a sprite image along them (`line-pattern`), as MapLibre Native draws them: the image at its
    /// size across the line (a wider line shows it as a band), its copies stretched along the line with the map
    /// between whole zooms (`2^(zoom − ⌊zoom⌋)`); see-through lines in one group (a join's overlap does not darken).
    private func patternLine(_ lines: [[Point]], sheet: SpriteSheet, image: SpriteImage, width: Double, opacity: Double,
                             roundCaps: Bool) -> [DrawCommand] {
        let source = ImageSource.spriteRegion(sheet: sheet.imagePath, x: image.x, y: image.y, width: image.width, height: image.height)
        guard image.pointSize.height > 0, image.pointSize.width > 0 else { return [] }
        let tile = Size(width: image.pointSize.width * patternStretch, height: image.pointSize.height)
        let stroke = DrawCommand.patternStroke(lines, source, tile: tile, width: width, roundCaps: roundCaps)
        return opacity < 1 ? [.beginGroup, stroke, .endGroup(opacity: opacity)] : [stroke]
    }

    /// A dash pattern as drawn: none when it has no gaps (`[12, 0]`, as OpenMapTiles styles write solid casings;
    /// MapLibre draws them solid), else as written.
    static func visibleDashes(_ dash: [Double]) -> [Double] {
        // An odd-length pattern repeats with its roles swapped, so every entry is a gap once.
        let gaps = dash.count % 2 == 0 ? stride(from: 1, to: dash.count, by: 2).map { dash[$0] } : dash
        return gaps.allSatisfy { $0 <= 0 } ? [] : dash
    }

    /// A circle layer's paint for one feature.
    struct CirclePaint: Hashable {
        var radius: Double
        var color: Color
        var opacity: Double
        var strokeWidth: Double
        var strokeColor: Color
        var strokeOpacity: Double
        var blur: Double
    }

    /// The circles of a circle layer: one per point (every vertex of lines and polygons, as MapLibre draws them),
    /// with its stroke outside the radius, grouped by paint.
    private func circles(_ layer: StyleLayer) -> [DrawCommand] {
        guard let sourceLayer = cache.key(for: layer) else { return [] }
        let features = cache.features(sourceLayer)
        let paint = layer.paint
        let reads = BaseMapGeometry.reads([paint.circleRadius.featureReads, paint.circleOpacity.featureReads, paint.circleStrokeWidth.featureReads,
                                           paint.circleStrokeOpacity.featureReads, paint.circleColor.featureReads, paint.circleStrokeColor.featureReads,
                                           paint.circleBlur.featureReads])
        var output: [DrawCommand] = []
        let visible = viewport.bounds.insetBy(-64)
        for group in groups(cache.matching(layer, sourceLayer), of: sourceLayer, features: features, by: { feature in
            CirclePaint(radius: paint.circleRadius.value(at: zoom, for: feature),
                        color: paint.circleColor.value(at: zoom, for: feature),
                        opacity: paint.circleOpacity.value(at: zoom, for: feature),
                        strokeWidth: paint.circleStrokeWidth.value(at: zoom, for: feature),
                        strokeColor: paint.circleStrokeColor.value(at: zoom, for: feature),
                        strokeOpacity: paint.circleStrokeOpacity.value(at: zoom, for: feature),
                        blur: paint.circleBlur.value(at: zoom, for: feature))
        }, reads: reads) {
            let style = group.paint
            // A blurred circle is drawn as nested disks whose opacities add up to MapLibre's fade (`CircleBlur`).
            let bands = CircleBlur.bands(blur: style.blur, opacity: style.opacity)
            let shift = viewport.translation(paint.circleTranslate.value(at: zoom), anchor: paint.circleTranslateAnchor.steppedValue(at: zoom))
            var centers: [Point] = []
            for index in group.indices {
                let points: [MapPoint]
                switch features[index].geometry {
                case .point(let point): points = [point]
                case .line(let line): points = line
                case .polygon(let rings): points = rings.flatMap { $0 }
                }
                for point in points.map(viewport.point(for:)) where visible.contains(point) {
                    centers.append(Point(x: point.x + shift[0], y: point.y + shift[1]))
                }
            }
            guard !centers.isEmpty else { continue }
            if style.radius > 0 {
                // See-through circles are drawn one by one, so that where they overlap they show through each other
                // as MapLibre's do; opaque ones in one path.
                let seeThrough = bands.count > 1 || style.opacity < 1 || style.color.alpha < 1
                for batch in seeThrough ? centers.map({ [$0] }) : [centers] {
                    for disk in bands where disk.radius > 0 && disk.opacity > 0 {
                        var path = Path()
                        for center in batch { path.addCircle(center: center, radius: style.radius * disk.radius) }
                        output.append(.fill(path, style.color.withOpacity(disk.opacity), .nonZero))
                    }
                }
            }
            if style.strokeWidth > 0 {
                var rings = Path()
                for center in centers { rings.addCircle(center: center, radius: style.radius + style.strokeWidth / 2) }
                output.append(.stroke(rings, StrokeStyle(color: style.strokeColor.withOpacity(style.strokeOpacity), width: style.strokeWidth,
                                                         cap: .butt, join: .miter)))
            }
        }
        return output
    }

    /// A feature's rings in image points, clipped to `clip`, leaving out those clipped away.
    private func clippedRings(_ sourceLayer: String, _ index: Int, clip: Rect, tolerance: Double) -> [[Point]] {
        cache.projected(sourceLayer, index, viewport: viewport, tolerance: tolerance).compactMap { ring in
            let points = Clipping.clipRing(ring, to: clip)
            return points.count > 2 ? points : nil
        }
    }

    /// A `fill-pattern` fill: the sprite image repeated over each feature, feature by feature as MapLibre Native draws
    /// each polygon over the last (where features overlap, a building and its part, a see-through pattern covers
    /// twice). The pattern replaces the colour and, as the spec says, disables `fill-outline-color`; an image the
    /// sprite lacks draws nothing, as in MapLibre Native (`SpriteImageReport` names it).
    private func patternFill(_ indices: [Int], of sourceLayer: String, name: String, opacity: Double, clip: Rect, tolerance: Double,
                             translate: [Double]) -> [DrawCommand] {
        guard !name.isEmpty, let (sheet, image) = baseMap.style.spriteImage(named: name, scale: viewport.scale) else { return [] }
        let source = ImageSource.spriteRegion(sheet: sheet.imagePath, x: image.x, y: image.y, width: image.width, height: image.height)
        // MapLibre Native draws a fill pattern at the image's own pixels on the device: the @2x image is 24 points
        // large at pixel ratio 2 and 16 at ratio 3 (measured beside it), not scaled to its nominal point size.
        let size = (width: Double(image.width) / viewport.scale, height: Double(image.height) / viewport.scale)
        let (tile, origin) = patternPlacement(size, translate: translate)
        // The copies lie on the world's pixel grid, so they turn with a turned map: laid out in its level frame.
        return turned(indices.compactMap { index in
            var path = Path()
            for points in clippedRings(sourceLayer, index, clip: clip, tolerance: tolerance) { path.addLines(points, closed: true) }
            guard !path.isEmpty else { return nil }
            if viewport.isTurned { path = path.mapped(viewport.levelPoint) }
            return .patternFill(path.offsetBy(dx: translate[0], dy: translate[1]), source, tile: tile, origin: origin, opacity: opacity)
        })
    }

    /// Where a fill pattern's copies go, as MapLibre Native lays them: on the world's pixel grid at the tile zoom (the
    /// style zoom's whole part; 512 pixels a tile), so copies are `size` points large at whole zooms and stretch with
    /// the map between them (by 2^(z − ⌊z⌋)), a copy's corner wherever the world's pixel coordinates are multiples of
    /// the image's size, moved with the fill's translation. The phase is taken at the image's centre, not carried
    /// from the world's corner millions of points away, where the viewport's scale and the style zoom's differ.
    func patternPlacement(_ size: (width: Double, height: Double), translate: [Double]) -> (tile: Size, origin: Point) {
        let stretch = patternStretch
        let worldPixels = 512 * pow(2, zoom.rounded(.down))
        // The image centre in the world's pixels at the tile zoom.
        let centreX = (viewport.center.x / WebMercator.worldWidth + 0.5) * worldPixels
        let centreY = (0.5 - viewport.center.y / WebMercator.worldWidth) * worldPixels
        func phase(_ value: Double, _ period: Double) -> Double { value - (value / period).rounded(.down) * period }
        return (Size(width: size.width * stretch, height: size.height * stretch),
                Point(x: viewport.size.width / 2 - phase(centreX, size.width) * stretch + translate[0],
                      y: viewport.size.height / 2 - phase(centreY, size.height) * stretch + translate[1]))
    }

    /// How much sprite patterns (fill and line) stretch with the map between whole zooms, as MapLibre Native's do:
    /// 2^(z − ⌊z⌋), their copies laid out at the tile zoom ⌊z⌋.
    var patternStretch: Double { pow(2, zoom - zoom.rounded(.down)) }

    /// A fill layer's paint for one feature.
    struct FillPaint: Hashable {
        var color: Color?
        var opacity: Double
        var outline: Color?
        /// A sprite image name (`fill-pattern`), drawn instead of the colour.
        var pattern: String?
    }

    /// A line layer's paint for one feature.
    struct LinePaint: Hashable {
        var color: Color?
        var width: Double
        var opacity: Double
        /// `line-offset`, points to the right.
        var offset: Double = 0
        /// `line-gap-width`.
        var gap: Double = 0
        /// A sprite image name (`line-pattern`), drawn instead of the colour.
        var pattern: String?
    }

    /// What a layer's paint reads of a feature: what any of its properties (those set) reads.
    static func reads(_ properties: [Set<String>?]) -> Set<String> {
        properties.reduce(into: []) { $0.formUnion($1 ?? []) }
    }

    /// The features at `indices` of the cache's `sourceLayer` in groups of equal paint, in order of each group's first
    /// feature: one group when the paint reads no feature attribute (evaluated once), else as `paint` evaluates, once
    /// per distinct combination of the attributes it `reads`.
    func groups<Paint: Hashable>(_ indices: [Int], of sourceLayer: String, features: [MapFeature], by paint: (MapFeature) -> Paint,
                                 reads: Set<String>) -> [(paint: Paint, indices: [Int])] {
        guard let first = indices.first else { return [] }
        guard !reads.isEmpty else { return [(paint(features[first]), indices)] }
        let attributeGroups = cache.attributeGroups(sourceLayer, keys: reads)
        var paintOfGroup: [Int: Paint] = [:]
        var order: [Paint] = []
        var members: [Paint: [Int]] = [:]
        for index in indices {
            let group = attributeGroups.groupOfFeature[index]
            let key = paintOfGroup[group] ?? paint(features[index])
            paintOfGroup[group] = key
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        return order.map { ($0, members[$0] ?? []) }
    }

    /// The fill (and outline) of the features at `indices`.
    private func fill(_ indices: [Int], of sourceLayer: String, features: [MapFeature], paint: FillPaint, clip: Rect,
                      tolerance: Double, translate: [Double]) -> [DrawCommand] {
        if let name = paint.pattern {
            // Patterns are laid out in the level frame: the offset as it is there.
            return patternFill(indices, of: sourceLayer, name: name, opacity: paint.opacity, clip: clip, tolerance: tolerance,
                               translate: viewport.levelOffset(translate))
        }
        // Outlines leave out the edges where a tile cut the shape (they are not the feature's edge).
        let cutsOutlines = paint.outline != nil && indices.contains { features[$0].clipBounds != nil }
        var path = Path()
        var outlines = Path()
        for index in indices {
            let cut = cutsOutlines ? features[index].clipBounds.map { viewport.levelRect(for: $0, shift: viewport.worldShift(near: features[index].bounds.center.x)) } : nil
            for points in clippedRings(sourceLayer, index, clip: clip, tolerance: tolerance) {
                path.addLines(points, closed: true)
                guard cutsOutlines else { continue }
                if let cut {
                    for piece in TileCutEdges.outline(points, cut: cut, viewport: viewport) { outlines.addLines(piece, closed: false) }
                } else {
                    outlines.addLines(points, closed: true)
                }
            }
        }
        guard !path.isEmpty else { return [] }
        if translate != [0, 0] {
            path = path.offsetBy(dx: translate[0], dy: translate[1])
            outlines = outlines.offsetBy(dx: translate[0], dy: translate[1])
        }
        var output: [DrawCommand] = []
        if let color = paint.color {
            // Non-zero over rings wound as vector tiles wind them (`FeatureCache.projected`), as MapLibre fills each
            // polygon on its own: every hole stays open, and features that overlap (a building inside a building, one
            // polygon in two tiles' buffers) both fill, from tiles and from OpenStreetMap data alike.
            output.append(.fill(path, color.withOpacity(paint.opacity), .nonZero))
        }
        if let outlineColor = paint.outline {
            let outline = cutsOutlines ? outlines : path
            if baseMap.style.readsMapSnapAttributes {
                output.append(.stroke(outline, StrokeStyle(color: outlineColor.withOpacity(paint.opacity), width: 0.5, cap: .butt, join: .miter)))
            } else {
                // MapLibre draws `fill-outline-color` as a line one device pixel wide: so does this, whole pixels
                // (closer to its look than a thinner smooth line, and half the cost over a city's buildings).
                let style = StrokeStyle(color: outlineColor.withOpacity(paint.opacity), width: 1 / viewport.scale, cap: .butt, join: .miter)
                output += [.antialiasing(.none), .stroke(outline, style), .antialiasing(.fast)]
            }
        }
        return output
    }
}
