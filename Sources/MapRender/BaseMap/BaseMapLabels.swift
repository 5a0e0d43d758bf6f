import Features
import Foundation
import Geo
import MapStyle

/// Places the base map's labels (places, POIs with icons, water names, street names along their lines)
/// into the collision grid that annotations and callouts already occupy, so labels always give way to them.
///
/// Symbol layers later in the style are placed first (as in MapLibre); within a layer, features go by
/// `rank`, then by load order. A label that collides with anything placed before is dropped.
struct BaseMapLabels {
    let baseMap: BaseMap
    let viewport: Viewport
    let measurer: TextMeasurer
    /// The features in view; pass the geometry's cache to share its queries and filtering.
    let cache: FeatureCache

    init(baseMap: BaseMap, viewport: Viewport, measurer: TextMeasurer, cache: FeatureCache? = nil) {
        self.baseMap = baseMap
        self.viewport = viewport
        self.measurer = measurer
        self.cache = cache ?? BaseMapGeometry(baseMap: baseMap, viewport: viewport).cache
    }

    var zoom: Double { BaseMap.styleZoom(viewport) }
    /// The same name is not labelled twice within this distance (points).
    static let repeatDistance = 160.0

    /// Label commands, and the grid with the labels added.
    func place(into grid: inout CollisionGrid) -> [DrawCommand] {
        var placed: [[DrawCommand]] = []
        for layer in baseMap.style.layers.reversed() where layer.type == .symbol && layer.isVisible(at: zoom) {
            guard let sourceLayer = layer.sourceLayer, layer.layout.textField != nil || layer.layout.iconImage != nil
                    || layer.layout.textFieldExpression != nil || layer.layout.iconImageExpression != nil else { continue }
            let all = cache.features(sourceLayer)
            var features = cache.matching(layer, sourceLayer).map { all[$0] }
            if sourceLayer == "poi" { features = features.filter { baseMap.pointsOfInterest.allows($0.featureClass) } }
            features.sort { (Int($0.attributes["rank"] ?? "") ?? 99) < (Int($1.attributes["rank"] ?? "") ?? 99) }
            var layerCommands: [DrawCommand] = []
            if layer.layout.symbolPlacement == .line {
                layerCommands = lineLabels(layer, features, grid: &grid)
            } else {
                // One label per name nearby: bus stops and station entrances repeat their names.
                var placedNames: [String: [Point]] = [:]
                for feature in features {
                    let name = text(layer, feature) ?? ""
                    let center: Point
                    switch feature.geometry {
                    case .point(let point): center = viewport.point(for: point)
                    default: center = viewport.point(for: feature.bounds.center)
                    }
                    // Candidate points of one label (`label_candidate`): the first that fits wins, wherever it is.
                    let isCandidate = feature.attributes["label_candidate"] != nil
                    if !name.isEmpty, let others = placedNames[name],
                       isCandidate || others.contains(where: { hypot($0.x - center.x, $0.y - center.y) < BaseMapLabels.repeatDistance }) {
                        continue
                    }
                    let commands = pointLabel(layer, feature, grid: &grid)
                    if !commands.isEmpty {
                        layerCommands += commands
                        placedNames[name, default: []].append(center)
                    }
                }
            }
            placed.append(layerCommands)
        }
        // Draw in style order (earlier layers below later ones).
        return placed.reversed().flatMap { $0 }
    }

    private func text(_ layer: StyleLayer, _ feature: MapFeature) -> String? {
        let field = layer.layout.textFieldExpression.map { $0.value(at: zoom, attributes: feature.attributes, geometryType: feature.geometry.typeName) }
            ?? layer.layout.textField?.filledTemplate(with: feature.attributes)
        guard var text = field, !text.isEmpty else { return nil }
        switch layer.layout.textTransform {
        case "uppercase": text = text.uppercased()
        case "lowercase": text = text.lowercased()
        default: break
        }
        return text
    }

    private func font(_ layer: StyleLayer) -> FontSpec {
        FontSpec(size: layer.layout.textSize?.value(at: zoom) ?? 12, bold: layer.layout.textBold)
    }

    private func pointLabel(_ layer: StyleLayer, _ feature: MapFeature, grid: inout CollisionGrid) -> [DrawCommand] {
        let anchor: MapPoint
        switch feature.geometry {
        case .point(let point): anchor = point
        case .polygon:
            guard layer.layout.iconImage == nil else { return [] }
            anchor = feature.bounds.center
        case .line: return []
        }
        let center = viewport.point(for: anchor)
        guard viewport.bounds.contains(center) else { return [] }
        let font = self.font(layer)
        let label = text(layer, feature)
        let textColor = layer.paint.textColor?.value(at: zoom) ?? .black
        let halo = layer.paint.textHaloColor?.value(at: zoom)
        let haloWidth = layer.paint.textHaloWidth?.value(at: zoom) ?? 0
        let wrap = layer.layout.textMaxWidth.map { $0 * font.size }

        var icon: ImageAsset?
        let iconName = layer.layout.iconImageExpression.map { $0.value(at: zoom, attributes: feature.attributes, geometryType: feature.geometry.typeName) }
            ?? layer.layout.iconImage?.filledTemplate(with: feature.attributes)
        if let iconName {
            guard let asset = BuiltinIcons.asset(named: iconName) else { return [] }
            icon = asset
        }
        let iconRadius = 8.5 * (layer.layout.iconSize?.value(at: zoom) ?? 1)

        func run(_ text: String, at origin: Point) -> TextRun {
            var run = TextRun(text: text, font: font, color: textColor, haloColor: halo, haloWidth: haloWidth, origin: origin)
            if let wrap, measurer.measure(text, font: font, wrapWidth: nil).width > wrap {
                run.wrapWidth = wrap
                run.maxLines = 2
            }
            return run
        }

        guard let icon else {
            guard let label else { return [] }
            var textRun = run(label, at: .zero)
            let size = measurer.measure(textRun)
            let width = textRun.wrapWidth ?? size.width
            textRun.origin = Point(x: center.x - width / 2, y: center.y - size.height / 2)
            let frame = Rect(x: center.x - size.width / 2 - 2, y: textRun.origin.y - 1, width: size.width + 4, height: size.height + 2)
            guard viewport.bounds.contains(frame.origin), viewport.bounds.contains(Point(x: frame.maxX, y: frame.maxY)),
                  grid.isFree(.rectangle(frame)) else { return [] }
            grid.insert(.rectangle(frame))
            return [.text(textRun)]
        }

        let badge = Rect(x: center.x - iconRadius, y: center.y - iconRadius, width: 2 * iconRadius, height: 2 * iconRadius)
        guard viewport.bounds.contains(badge.origin), viewport.bounds.contains(Point(x: badge.maxX, y: badge.maxY)),
              grid.isFree(.rectangle(badge)) else { return [] }
        let badgeColor = layer.paint.iconColor?.value(at: zoom) ?? textColor
        var commands: [DrawCommand] = []
        var circle = Path()
        circle.addCircle(center: center, radius: iconRadius)
        var ring = Path()
        ring.addCircle(center: center, radius: iconRadius + 1)
        commands.append(.fill(ring, layer.paint.iconHaloColor?.value(at: zoom) ?? .white, .nonZero))
        commands.append(.fill(circle, badgeColor, .nonZero))
        let glyph = iconRadius * 1.25
        commands.append(.image(icon.source, rect: Rect(x: center.x - glyph / 2, y: center.y - glyph / 2, width: glyph, height: glyph),
                               tint: .white, opacity: 1))
        var shapes: [CollisionShape] = [.rectangle(badge)]
        if let label {
            var textRun = run(label, at: .zero)
            let size = measurer.measure(textRun)
            let width = textRun.wrapWidth ?? size.width
            // Right of the icon, else left of it; without room for the name the POI is left out.
            let right = Rect(x: badge.maxX + 3, y: center.y - size.height / 2, width: width, height: size.height)
            let left = Rect(x: badge.minX - 3 - width, y: center.y - size.height / 2, width: width, height: size.height)
            guard let frame = [right, left].first(where: { frame in
                viewport.bounds.contains(frame.origin) && viewport.bounds.contains(Point(x: frame.maxX, y: frame.maxY))
                    && grid.isFree(.rectangle(frame))
            }) else { return [] }
            textRun.origin = frame.origin
            commands.append(.text(textRun))
            shapes.append(.rectangle(frame))
        }
        shapes.forEach { grid.insert($0) }
        return commands
    }

    private func lineLabels(_ layer: StyleLayer, _ features: [MapFeature], grid: inout CollisionGrid) -> [DrawCommand] {
        let font = self.font(layer)
        let spacing = layer.layout.symbolSpacing ?? 250
        let placer = LinePathText(measurer: measurer)
        var linesByName: [String: [[Point]]] = [:]
        var order: [String] = []
        for feature in features {
            guard case .line(let points) = feature.geometry, let label = text(layer, feature) else { continue }
            if linesByName[label] == nil { order.append(label) }
            linesByName[label, default: []].append(points.map(viewport.point(for:)))
        }
        var commands: [DrawCommand] = []
        let textColor = layer.paint.textColor?.value(at: zoom) ?? .black
        let halo = layer.paint.textHaloColor?.value(at: zoom)
        let haloWidth = layer.paint.textHaloWidth?.value(at: zoom) ?? 0
        let inside = viewport.bounds.insetBy(2)
        for label in order {
            var placedCenters: [Point] = []
            let lines = LineMerger.merge(linesByName[label] ?? []).sorted { length($0) > length($1) }
            for line in lines {
                for part in Clipping.clipPolyline(line, to: inside) {
                    for glyphs in placer.candidates(label, along: part, font: font, spacing: spacing) {
                        guard let middle = glyphs.first?.center else { continue }
                        // The same name is not repeated closer than the spacing.
                        if placedCenters.contains(where: { hypot($0.x - middle.x, $0.y - middle.y) < spacing * 0.8 }) { continue }
                        let shapes = placer.shapes(glyphs, font: font)
                        guard shapes.allSatisfy({ grid.isFree($0) }) else { continue }
                        shapes.forEach { grid.insert($0) }
                        placedCenters.append(middle)
                        commands.append(.glyphs(GlyphRun(glyphs: glyphs, font: font, color: textColor, haloColor: halo, haloWidth: haloWidth)))
                    }
                }
            }
        }
        return commands
    }

    private func length(_ line: [Point]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
