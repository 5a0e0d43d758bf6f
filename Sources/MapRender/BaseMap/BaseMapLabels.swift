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
    /// Whether the image is one of a grid of images (a metatile's neighbours): point labels crossing its edge are
    /// placed by a rule the neighbours share (`edgeLabels`), so each is whole across the seam or absent from both;
    /// line labels the edge would cut are left out.
    let seamlessLabels: Bool
    /// Whether a point label may reach past the image's edge (while its neighbours' rule places the edge's labels).
    var reachesPastEdge = false

    init(baseMap: BaseMap, viewport: Viewport, measurer: TextMeasurer, cache: FeatureCache? = nil, seamlessLabels: Bool = false) {
        self.baseMap = baseMap
        self.viewport = viewport
        self.measurer = measurer
        self.cache = cache ?? BaseMapGeometry(baseMap: baseMap, viewport: viewport, seamlessLabels: seamlessLabels).cache
        self.seamlessLabels = seamlessLabels
    }

    /// Whether a line label's glyphs may be drawn: all of them well inside the image for seamless labels,
    /// else any of them in `reach` (a label running past the edge is drawn where it shows).
    func keepsLineLabel(_ glyphs: [PlacedGlyph], font: FontSpec, reach: Rect) -> Bool {
        guard seamlessLabels else { return glyphs.contains { reach.contains($0.center) } }
        let inside = viewport.bounds.insetBy(font.size * 0.75)
        return glyphs.allSatisfy { inside.contains($0.center) }
    }

    var zoom: Double { BaseMap.styleZoom(viewport) }

    /// Whether a point label's part in `rect` may be drawn: unlike MapLibre's tiles, a snapshot keeps only whole
    /// labels, so a name the image's edge would cut is left out (unless it may reach past the edge).
    func fitsImage(_ rect: Rect) -> Bool {
        reachesPastEdge || (viewport.bounds.contains(rect.origin) && viewport.bounds.contains(Point(x: rect.maxX, y: rect.maxY)))
    }
    /// The same name is not labelled twice within this distance (points).
    static let repeatDistance = 160.0

    /// Label commands, and the grid with the labels added.
    func place(into grid: inout CollisionGrid) -> [DrawCommand] {
        var report: [LayoutReport.LabelEntry] = []
        return place(into: &grid, report: &report)
    }

    /// Label commands, the grid with the labels added, and an entry per placed label in `report` (drawing order).
    func place(into grid: inout CollisionGrid, report: inout [LayoutReport.LabelEntry]) -> [DrawCommand] {
        let layers = symbolLayers()
        // Labels crossing the image's edge first, by the rule the neighbouring images share (`seamlessLabels`).
        let edge = seamlessLabels ? edgeLabels(layers, grid: &grid) : EdgeLabels()
        var placed: [[DrawCommand]] = []
        var entries: [[LayoutReport.LabelEntry]] = []
        for (layerPosition, symbols) in layers.enumerated() {
            let layer = symbols.layer
            let font = self.font(layer)
            var layerCommands: [DrawCommand] = []
            var layerEntries: [LayoutReport.LabelEntry] = []
            if layer.layout.symbolPlacement.steppedValue(at: zoom) != .point {
                layerCommands = layer.layout.hasText ? lineLabels(layer, symbols.features, text: symbols.label, font: font, grid: &grid)
                    : lineIcons(layer, symbols.features, grid: &grid)
                layerEntries = layerCommands.compactMap { entry(layer, [$0], icon: nil) }
            } else {
                // One label per name nearby: bus stops and station entrances repeat their names.
                var placedNames: [String: [Point]] = [:]
                var drawn: [(y: Double, commands: [DrawCommand])] = []
                for label in edge.kept[layerPosition] ?? [] {
                    drawn.append((label.center.y, label.commands))
                    placedNames[label.name, default: []].append(label.center)
                    if let made = entry(layer, label.commands, icon: iconName(layer, symbols.features[label.position])) { layerEntries.append(made) }
                }
                let placedAcrossEdge = edge.placed[layerPosition] ?? []
                for (position, feature) in symbols.features.enumerated() where !placedAcrossEdge.contains(position) {
                    // Features queried for the margin around the image are not labelled: their point is off it.
                    guard let center = anchor(layer, feature), viewport.bounds.contains(center) else { continue }
                    let label = symbols.label(position)
                    let name = label ?? ""
                    // Candidate points of one label (`label_candidate`): the first that fits wins, wherever it is.
                    let isCandidate = feature.attributes["label_candidate"] != nil
                    if !name.isEmpty, let others = placedNames[name],
                       isCandidate || others.contains(where: { hypot($0.x - center.x, $0.y - center.y) < BaseMapLabels.repeatDistance }) {
                        continue
                    }
                    let commands = pointLabel(layer, feature, label: label, at: center, font: font, grid: &grid)
                    if !commands.isEmpty {
                        drawn.append((center.y, commands))
                        placedNames[name, default: []].append(center)
                        if let made = entry(layer, commands, icon: iconName(layer, feature)) { layerEntries.append(made) }
                    }
                }
                // Symbols that may overlap are drawn from the top of the image down (`symbol-z-order`).
                if BaseMapLabels.drawsByViewportY(layer.layout, zoom: zoom) {
                    drawn = drawn.enumerated().sorted { ($0.element.y, $0.offset) < ($1.element.y, $1.offset) }.map(\.element)
                }
                layerCommands = drawn.flatMap(\.commands)
            }
            placed.append(layerCommands)
            entries.append(layerEntries)
        }
        report += entries.reversed().flatMap { $0 }
        // Draw in style order (earlier layers below later ones).
        return placed.reversed().flatMap { $0 }
    }

    /// The symbol layers to place, in placement order (the style's last first, as in MapLibre), each with its
    /// features in placement order.
    private func symbolLayers() -> [SymbolLayerFeatures] {
        var layers: [SymbolLayerFeatures] = []
        for layer in baseMap.style.layers.reversed() where layer.type == .symbol && layer.isVisible(at: zoom) {
            guard let key = cache.key(for: layer), layer.layout.hasText || layer.layout.iconImage != nil else { continue }
            let all = cache.features(key)
            var indices = cache.matching(layer, key)
            if layer.sourceLayer == "poi" { indices = indices.filter { baseMap.pointsOfInterest.allows(all[$0].featureClass) } }
            // MapSnap's styles place by rank (stable, ranks read once); MapLibre styles in the tiles' order, as MapLibre does.
            if baseMap.style.readsMapSnapAttributes {
                indices = indices.map { (Int(all[$0].attributes["rank"] ?? "") ?? 99, $0) }.sorted { $0 < $1 }.map(\.1)
            }
            // `symbol-sort-key`: lower keys first, ties in the tiles' order.
            if let sortKey = layer.layout.symbolSortKey {
                indices = indices.enumerated().map { (sortKey.value(at: zoom, for: all[$0.element]), $0.offset, $0.element) }
                    .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
            }
            // A text expression is evaluated once per distinct combination of the attributes it reads (a street's
            // segments share their names); a `{token}` template is filled per feature (as cheap as grouping).
            let textGroups = layer.layout.textField.expression.map { cache.attributeGroups(key, keys: $0.featureReads) }
            layers.append(SymbolLayerFeatures(layer: layer, features: indices.map { all[$0] },
                                              groups: textGroups.map { groups in indices.map { groups.groupOfFeature[$0] } },
                                              text: { text(layer, $0) }))
        }
        return layers
    }

    /// Whether a point layer's symbols are drawn in the order of their anchors' heights on the image rather than in
    /// placement order: `viewport-y`, or `auto` for symbols that may overlap and have no sort key (as MapLibre).
    static func drawsByViewportY(_ layout: StyleLayer.Layout, zoom: Double) -> Bool {
        switch layout.symbolZOrder.steppedValue(at: zoom) {
        case .viewportY: return true
        case .source: return false
        case .auto:
            return layout.symbolSortKey == nil
                && (layout.textOverlaps(at: zoom) || layout.iconOverlaps(at: zoom) || layout.textIgnorePlacement.steppedValue(at: zoom)
                    || layout.iconIgnorePlacement.steppedValue(at: zoom))
        }
    }

    /// The report entry of one label's commands: their texts, and the frame covering them.
    func entry(_ layer: StyleLayer, _ commands: [DrawCommand], icon: String?) -> LayoutReport.LabelEntry? {
        var frames: [Rect] = []
        var texts: [String] = []
        var iconName = icon
        var drawsIcon = false
        for command in commands {
            switch command {
            case .text(let run):
                let size = measurer.measure(run)
                frames.append(Rect(x: run.origin.x, y: run.origin.y, width: run.wrapWidth ?? size.width, height: size.height))
                texts.append(run.text)
            case .glyphs(let run):
                let half = run.font.size * 0.6
                frames += run.glyphs.map { Rect(x: $0.center.x - half, y: $0.center.y - half, width: 2 * half, height: 2 * half) }
                texts.append(run.glyphs.map(\.text).joined())
            case .image(_, let rect, _, _):
                frames.append(rect)
                drawsIcon = true
            case .rotatedImage(_, let center, let size, _, _):
                let reach = max(size.width, size.height) / 2
                frames.append(Rect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach))
                iconName = iconName ?? layer.layout.iconImage?.literal
                drawsIcon = true
            default:
                continue
            }
        }
        guard let first = frames.first else { return nil }
        let union = frames.dropFirst().reduce(first) { a, b in
            let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
            return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
        }
        return LayoutReport.LabelEntry(layer: layer.id, text: texts.isEmpty ? nil : texts.joined(separator: " "),
                                       icon: drawsIcon ? iconName : nil, frame: union)
    }

    private func text(_ layer: StyleLayer, _ feature: MapFeature) -> String? {
        let field = layer.layout.textField.value(at: zoom, for: feature, fillingTokens: true)
        guard var text = field.map(BaseMapLabels.trimmedLines), !text.isEmpty else { return nil }
        switch layer.layout.textTransform.steppedValue(at: zoom) {
        case .uppercase: text = text.uppercased()
        case .lowercase: text = text.lowercased()
        case .none: break
        }
        return text
    }

    /// The label with each line trimmed and empty lines at the ends dropped, as MapLibre shapes it:
    /// "{name:latin}\n{name:nonlatin}" without a non-Latin name is one line. Most labels need no change.
    static func trimmedLines(_ text: String) -> String {
        let utf8 = text.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = utf8.first, let last = utf8.last else { return text }
        let hasLineBreak = utf8.contains(0x0A)
        guard isSpace(first) || isSpace(last) || hasLineBreak else { return text }
        // One line ("{name:latin} {name:nonlatin}" without a non-Latin name): only its ends are trimmed.
        if !hasLineBreak {
            func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
            guard let start = utf8.firstIndex(where: { !isBlank($0) }), let end = utf8.lastIndex(where: { !isBlank($0) }) else { return "" }
            return String(Substring(utf8[start...end]))
        }
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\r" }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var trimmed = line
            while let character = trimmed.first, isBlank(character) { trimmed = trimmed.dropFirst() }
            while let character = trimmed.last, isBlank(character) { trimmed = trimmed.dropLast() }
            return trimmed
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.count == 1 ? String(lines[0]) : lines.joined(separator: "\n")
    }

    func font(_ layer: StyleLayer) -> FontSpec {
        let size = layer.layout.textSize.value(at: zoom)
        let spacing = layer.layout.textLetterSpacing.value(at: zoom)
        // A layer that names no font is drawn in MapSnap's own (the spec's default stack names fonts MapSnap lacks).
        let stack = layer.writes("text-font") ? layer.layout.textFontNames(at: zoom) : []
        guard let first = stack.first.map(TextFontName.init) else {
            return FontSpec(size: size, bold: layer.layout.textIsBold(at: zoom), letterSpacing: spacing)
        }
        // The stack's families in order, then MapSnap's own (Noto Sans and the other scripts) for what they lack.
        var families: [String] = []
        for name in stack.map({ TextFontName($0).family }) where !families.contains(name) { families.append(name) }
        return FontSpec(family: (families + [FontSpec.defaultFamily]).joined(separator: ","), size: size, weight: first.weight,
                        italic: first.italic, letterSpacing: spacing, lineHeight: layer.layout.textLineHeight.value(at: zoom))
    }

    func iconName(_ layer: StyleLayer, _ feature: MapFeature) -> String? {
        let name = layer.layout.iconImage?.value(at: zoom, for: feature, fillingTokens: true)
        return name?.isEmpty == false ? name : nil
    }

    func anchor(_ layer: StyleLayer, _ feature: MapFeature) -> Point? {
        switch feature.geometry {
        case .point(let point): return viewport.point(for: point)
        case .polygon: return viewport.point(for: feature.bounds.center)
        case .line: return nil
        }
    }

    /// A POI of a style without a sprite (the built-in styles): the built-in icon in a round badge, the name beside it.
    func badgeLabel(_ layer: StyleLayer, _ feature: MapFeature, label: String?, center: Point, font: FontSpec,
                            grid: inout CollisionGrid) -> [DrawCommand] {
        guard case .point = feature.geometry, let iconName = iconName(layer, feature), let icon = BuiltinIcons.asset(named: iconName) else { return [] }
        let textColor = layer.paint.textColor.value(at: zoom)
        let halo = layer.paint.textHaloColor.value(at: zoom).visibleOrNil
        let haloWidth = layer.paint.textHaloWidth.value(at: zoom)
        // A badge's name wraps only where the style asks (`text-max-width`), unlike a sprite label's.
        let wrap = layer.writes("text-max-width") ? layer.layout.textMaxWidth.value(at: zoom) * font.size : nil
        let iconRadius = 8.5 * layer.layout.iconSize.value(at: zoom)

        func run(_ text: String, at origin: Point) -> TextRun {
            var run = TextRun(text: text, font: font, color: textColor, haloColor: halo, haloWidth: haloWidth, origin: origin)
            if let wrap, measurer.measure(text, font: font, wrapWidth: nil).width > wrap {
                run.wrapWidth = wrap
                run.maxLines = 2
            }
            return run
        }

        let badge = Rect(x: center.x - iconRadius, y: center.y - iconRadius, width: 2 * iconRadius, height: 2 * iconRadius)
        guard fitsImage(badge), grid.isFree(.rectangle(badge)) else { return [] }
        let badgeColor = layer.writes("icon-color") ? layer.paint.iconColor.value(at: zoom) : textColor
        var commands: [DrawCommand] = []
        var circle = Path()
        circle.addCircle(center: center, radius: iconRadius)
        var ring = Path()
        ring.addCircle(center: center, radius: iconRadius + 1)
        // The badge's ring is MapSnap's own (a built-in icon in a disc, not a sprite icon): white unless the style sets
        // icon-halo-color, whose spec default (transparent) would leave the badge without its edge.
        commands.append(.fill(ring, layer.writes("icon-halo-color") ? layer.paint.iconHaloColor.value(at: zoom) : .white, .nonZero))
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
                fitsImage(frame) && grid.isFree(.rectangle(frame))
            }) else { return [] }
            textRun.origin = frame.origin
            commands.append(.text(textRun))
            shapes.append(.rectangle(frame))
        }
        shapes.forEach { grid.insert($0) }
        return commands
    }

    /// Labels along the layer's line features; `text` gives the label of the feature at a position in `features`.
    private func lineLabels(_ layer: StyleLayer, _ features: [MapFeature], text: (Int) -> String?, font: FontSpec,
                            grid: inout CollisionGrid) -> [DrawCommand] {
        let spacing = layer.layout.symbolSpacing.value(at: zoom)
        let placer = LinePathText(measurer: measurer)
        // Over vector tiles, a MapLibre style's line labels go where MapLibre puts them: per tile, at its anchors.
        if !baseMap.style.readsMapSnapAttributes, features.contains(where: { $0.clipBounds != nil }) {
            return tiledLineLabels(layer, features, text: text, font: font, spacing: spacing, grid: &grid)
        }
        var linesByName: [String: [[Point]]] = [:]
        var order: [String] = []
        for (position, feature) in features.enumerated() {
            guard case .line(let points) = feature.geometry, let label = text(position) else { continue }
            if linesByName[label] == nil { order.append(label) }
            linesByName[label, default: []].append(points.map(viewport.point(for:)))
        }
        var commands: [DrawCommand] = []
        let inside = viewport.bounds.insetBy(2)
        let translate = viewport.translation(layer.paint.textTranslate.value(at: zoom), anchor: layer.paint.textTranslateAnchor.steppedValue(at: zoom))
        for label in order {
            var placedCenters: [Point] = []
            let lines = LineMerger.merge(linesByName[label] ?? []).map { ($0.polylineLength, $0) }.sorted { $0.0 > $1.0 }.map(\.1)
            for line in lines {
                for part in Clipping.clipPolyline(line, to: inside) {
                    let candidates = placer.candidates(label, along: part, font: font, spacing: spacing,
                                                       maximumBend: layer.layout.textMaxAngle.value(at: zoom) * .pi / 180,
                                                       keepUpright: layer.layout.textKeepUpright.steppedValue(at: zoom))
                    // The same name is not repeated closer than the spacing.
                    commands += placeLineRuns(candidates, layer: layer, font: font, placer: placer, translate: translate,
                                              repeatGap: spacing * 0.8, placedCenters: &placedCenters, grid: &grid,
                                              keep: { glyphs in keepsLineLabel(glyphs, font: font, reach: viewport.bounds.insetBy(-font.size)) })
                }
            }
        }
        return commands
    }

    /// The runs of one name along a line that can be placed: each candidate moved by `translate` (text-translate),
    /// left out when `keep` refuses it or when a run of the name was placed within `repeatGap` of its start
    /// (`placedCenters`, updated), else placed where it does not collide. Both line-label layouts (MapSnap's and
    /// MapLibre's per-tile anchors) place their candidates through this.
    func placeLineRuns(_ candidates: [[PlacedGlyph]], layer: StyleLayer, font: FontSpec, placer: LinePathText, translate: [Double],
                       repeatGap: Double, placedCenters: inout [Point], grid: inout CollisionGrid,
                       keep: ([PlacedGlyph]) -> Bool = { _ in true }) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for candidate in candidates {
            let glyphs = candidate.map { PlacedGlyph(text: $0.text, center: Point(x: $0.center.x + translate[0], y: $0.center.y + translate[1]), angle: $0.angle) }
            guard let middle = glyphs.first?.center, keep(glyphs) else { continue }
            if placedCenters.contains(where: { hypot($0.x - middle.x, $0.y - middle.y) < repeatGap }) { continue }
            if let run = placedRun(layer, glyphs, font: font, placer: placer, grid: &grid) {
                placedCenters.append(middle)
                commands.append(.glyphs(run))
            }
        }
        return commands
    }

    /// The glyphs as a run in the layer's paint, placed in the grid; nil (nothing placed) where they collide.
    func placedRun(_ layer: StyleLayer, _ glyphs: [PlacedGlyph], font: FontSpec, placer: LinePathText, grid: inout CollisionGrid) -> GlyphRun? {
        let shapes = placer.shapes(glyphs, font: font)
        guard shapes.allSatisfy({ grid.isFree($0) }) else { return nil }
        shapes.forEach { grid.insert($0) }
        var plain = font
        plain.letterSpacing = 0
        var run = GlyphRun(glyphs: glyphs, font: plain, color: layer.paint.textColor.value(at: zoom),
                           haloColor: layer.paint.textHaloColor.value(at: zoom).visibleOrNil, haloWidth: layer.paint.textHaloWidth.value(at: zoom))
        run.haloBlur = layer.paint.textHaloBlur.value(at: zoom)
        return run
    }

}
