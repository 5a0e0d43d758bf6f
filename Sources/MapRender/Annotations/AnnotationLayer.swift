import Foundation
import Geo
import MapStyle

/// The annotation stages of the pipeline: project → cluster → place symbols → callouts → titles → draw, with a report.
public struct AnnotationLayer {
    /// The viewport drawn into.
    public let viewport: Viewport
    /// Measures titles, glyphs and callouts.
    public let measurer: TextMeasurer

    /// How far outside the image an annotation may sit and still be laid out (its balloon may reach in).
    static let outsideMargin = 64.0
    /// Tint of a cluster whose members disagree.
    static let mixedClusterTint = Color(rgb: 0x636366)

    /// Creates the layer for a viewport.
    public init(viewport: Viewport, measurer: TextMeasurer) {
        self.viewport = viewport
        self.measurer = measurer
    }

    /// One thing to place: a single annotation or a cluster.
    struct Item {
        var members: [Int]
        var clusterID: String?
        var clusteringIdentifier: String?
        var anchor: Point
        var kind: AnnotationKind
        var selected: Bool
        var priority: Double
        var zPriority: Double
        var collisionMode: CollisionMode
        var glyphOverride: String?
        var title: String?
        var subtitle: String?
        var titleVisibility: FeatureVisibility
        var subtitleVisibility: FeatureVisibility
        var callout: Callout?
        var latitude: Double

        /// Required annotations and everything that clusters are never hidden (clusters merge instead).
        var isAlwaysDrawn: Bool { priority >= DisplayPriority.required || clusteringIdentifier != nil }
    }

    /// The result: commands (symbols and titles, then callouts) and the report.
    public struct Result {
        /// Draw commands in painting order.
        public var commands: [DrawCommand]
        /// What happened to each annotation.
        public var report: LayoutReport
        /// The collision grid after annotations (base-map labels go in after them).
        public var grid: CollisionGrid
    }

    /// Lays out and draws `annotations`; `reserved` areas (the attribution, a scale bar, …, named in reports by
    /// `reservedNames`, else "the attribution") are kept free of everything that may be hidden, and of callouts.
    ///
    /// Stages: project → cluster (merging until no two symbols of one identifier overlap) → symbols (required and
    /// clustering annotations always; the others by priority, each hidden only by what was placed before it) →
    /// callouts (after every symbol, avoiding symbols where they can, never overlapping each other) → titles.
    public func layout(_ annotations: [Annotation], reserved: [Rect] = [], reservedNames: [String] = []) -> Result {
        var report = LayoutReport()
        let bounds = viewport.bounds
        let reach = bounds.insetBy(-AnnotationLayer.outsideMargin)
        let anchors = annotations.map { viewport.point(for: $0.coordinate) }
        report.annotations = annotations.indices.map { index in
            let inside = anchors[index].x.isFinite && anchors[index].y.isFinite && reach.contains(anchors[index])
            return LayoutReport.AnnotationEntry(index: index, title: annotations[index].title, position: anchors[index],
                                                status: inside ? .hidden : .outside, reason: inside ? nil : "outside the image")
        }
        let candidates = annotations.indices.filter { report.annotations[$0].status != .outside }
        let items = makeItems(annotations, anchors: anchors, candidates: candidates)
        let renderer = SymbolRenderer(viewport: viewport, measurer: measurer)
        let symbols = items.map { renderer.layout($0.kind, selected: $0.selected, anchor: $0.anchor, glyphOverride: $0.glyphOverride) }
        var placement = PlacementState(items: items, symbols: symbols, size: viewport.size, reserved: reserved, reservedNames: reservedNames)
        let order = placementOrder(items)
        placement.placeSymbols(order: order)
        placement.placeCallouts(order: order, bounds: bounds, measurer: measurer)
        placement.placeTitles(order: order, bounds: bounds, measurer: measurer)

        var commands: [DrawCommand] = []
        let paintOrder = items.indices.filter { placement.drawn[$0] }.sorted { a, b in
            if items[a].zPriority != items[b].zPriority { return items[a].zPriority < items[b].zPriority }
            if items[a].anchor.y != items[b].anchor.y { return items[a].anchor.y < items[b].anchor.y }
            return items[a].members[0] < items[b].members[0]
        }
        for index in paintOrder {
            let item = items[index]
            commands += renderer.drawing(symbols[index], kind: item.kind, selected: item.selected, anchor: item.anchor,
                                         glyphOverride: item.glyphOverride)
            commands += placement.titles[index]?.runs.map { DrawCommand.text($0) } ?? []
        }
        for index in paintOrder { commands += placement.callouts[index]?.commands ?? [] }
        placement.report(into: &report, annotations: annotations, bounds: bounds)
        return Result(commands: commands, report: report, grid: placement.grid)
    }

    /// How far annotations reach past their coordinates (symbol, title, callout above), for fitting the map.
    public func extents(of annotations: [Annotation]) -> EdgeInsets {
        var insets = EdgeInsets.zero
        let renderer = SymbolRenderer(viewport: viewport, measurer: measurer)
        let huge = Rect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
        for annotation in annotations {
            var symbolKind = annotation.kind
            if case .userLocation = symbolKind { symbolKind = .userLocation(accuracy: 0) }
            let symbol = renderer.layout(symbolKind, selected: annotation.isSelected, anchor: .zero)
            var frames = [symbol.frame]
            let wantsSubtitle = annotation.subtitleVisibility == .visible || (annotation.subtitleVisibility == .adaptive && annotation.isSelected)
            if annotation.titleVisibility != .hidden || wantsSubtitle,
               let block = TitleBlock.make(title: annotation.titleVisibility == .hidden ? nil : annotation.title,
                                           subtitle: wantsSubtitle ? annotation.subtitle : nil, top: symbol.titleTop, measurer: measurer) {
                frames.append(block.frame)
            }
            if let callout = annotation.effectiveCallout,
               let layout = CalloutLayout.make(callout, title: annotation.title, subtitle: annotation.subtitle, above: symbol.calloutAbove,
                                               below: symbol.calloutBelow, isBelow: false, bounds: huge, measurer: measurer) {
                // Callouts shift sideways to stay inside, so only their height counts.
                frames.append(Rect(x: 0, y: layout.frame.minY, width: 0, height: layout.frame.size.height))
            }
            for frame in frames {
                insets.top = max(insets.top, -frame.minY)
                insets.bottom = max(insets.bottom, frame.maxY)
                insets.left = max(insets.left, -frame.minX)
                insets.right = max(insets.right, frame.maxX)
            }
        }
        return insets
    }
}
