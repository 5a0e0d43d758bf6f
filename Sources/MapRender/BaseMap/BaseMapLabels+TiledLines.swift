import Features
import Foundation
import Geo
import MapStyle

extension BaseMapLabels {
    /// A MapLibre style's labels along lines from vector tiles, where MapLibre Native puts them: in each tile, the
    /// tile's pieces of a name merged, the label centred on each of MapLibre's anchors along them
    /// (`LineLabelAnchors`), and not repeated within half the spacing in the tile; tiles in order of their rows, then
    /// columns, and each tile's names in the order of their features. Labels may run past the image's edge, as
    /// MapLibre's do; anchors well outside the image are skipped.
    func tiledLineLabels(_ layer: StyleLayer, _ features: [MapFeature], text: (Int) -> String?, font: FontSpec, spacing: Double,
                         grid: inout CollisionGrid) -> [DrawCommand] {
        struct Piece: Hashable {
            let tile: MapRect
            let label: String
        }
        var lines: [Piece: [[Point]]] = [:]
        var order: [Piece] = []
        for (position, feature) in features.enumerated() {
            guard case .line(let points) = feature.geometry, let tile = feature.clipBounds, let label = text(position) else { continue }
            let piece = Piece(tile: tile, label: label)
            if lines[piece] == nil { order.append(piece) }
            lines[piece, default: []].append(points.map { viewport.point(for: $0) })
        }
        order = order.enumerated().sorted { a, b in
            (a.element.tile.origin.y, a.element.tile.origin.x, a.offset) < (b.element.tile.origin.y, b.element.tile.origin.x, b.offset)
        }.map(\.element)
        let placer = LinePathText(measurer: measurer)
        let translate = viewport.translation(layer.paint.textTranslate.value(at: zoom), anchor: layer.paint.textTranslateAnchor.steppedValue(at: zoom))
        // MapLibre lays a tile out in pixels of the zoom it asks for (the map's, rounded down) and measures the label
        // at its largest size (text-size at zoom 18).
        // (A map given by its span is at 15.999998 for 16: a thousandth of a zoom short counts as the whole one.)
        let requested = max(0, (zoom + 1e-3).rounded(.down))
        let largest = layer.layout.textSize.value(at: 18)
        var plain = font
        plain.letterSpacing = 0
        let near = viewport.bounds.insetBy(-2 * font.size)
        var commands: [DrawCommand] = []
        for piece in order {
            let tileZoom = (log2(WebMercator.worldWidth / piece.tile.size.width)).rounded()
            let tileRect = viewport.levelRect(for: piece.tile, shift: 0)
            let width = measurer.measure(piece.label, font: plain, wrapWidth: nil).width + font.letterSpacing * font.size * Double(piece.label.count)
            let anchors = LineLabelAnchors(spacing: spacing, labelLength: width * largest / max(font.size, 0.1), textSize: largest,
                                           layoutScale: pow(2, zoom - requested), overscaling: pow(2, max(0, requested - tileZoom)))
            var placedCenters: [Point] = []
            for line in LineMerger.merge(lines[piece] ?? []) {
                // Measured in the level frame, where the tile is square (distances along the line are the same).
                let distances = anchors.distances(along: viewport.isTurned ? line.map(viewport.levelPoint) : line, tile: tileRect)
                let candidates = placer.runs(piece.label, along: line, font: font, at: distances,
                                             maximumBend: layer.layout.textMaxAngle.value(at: zoom) * .pi / 180,
                                             keepUpright: layer.layout.textKeepUpright.steppedValue(at: zoom))
                // Not repeated within half the spacing in the tile; anchors well outside the image are skipped.
                commands += placeLineRuns(candidates, layer: layer, font: font, placer: placer, translate: translate,
                                          repeatGap: anchors.spacing * anchors.layoutScale / 2, placedCenters: &placedCenters, grid: &grid,
                                          keep: { glyphs in keepsLineLabel(glyphs, font: font, reach: near) })
            }
        }
        return commands
    }
}
