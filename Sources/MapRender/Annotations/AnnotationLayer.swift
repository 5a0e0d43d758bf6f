import Foundation
import Geo
import MapStyle

/// The annotation stages of the pipeline: project → cluster → place (collision grid) → draw, with a report.
public struct AnnotationLayer {
    /// The viewport drawn into.
    public let viewport: Viewport
    /// Measures titles, glyphs and callouts.
    public let measurer: TextMeasurer

    /// How far outside the image an annotation may sit and still be laid out (its balloon may reach in).
    static let outsideMargin = 64.0
    /// The balloon size two markers must keep apart to not overlap (clustering distance).
    static let markerSize = Size(width: 29, height: 39.5)
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

    /// Lays out and draws `annotations`; `reserved` areas (such as the attribution) are kept free of
    /// everything that may be hidden.
    public func layout(_ annotations: [Annotation], reserved: [Rect] = []) -> Result {
        var report = LayoutReport()
        let bounds = viewport.bounds
        let reach = bounds.insetBy(-AnnotationLayer.outsideMargin)
        let anchors = annotations.map { viewport.point(for: $0.coordinate) }
        report.annotations = annotations.indices.map { index in
            let inside = anchors[index].x.isFinite && anchors[index].y.isFinite && reach.contains(anchors[index])
            return LayoutReport.AnnotationEntry(index: index, title: annotations[index].title, position: anchors[index],
                                                status: inside ? .hidden : .outside)
        }
        let candidates = annotations.indices.filter { report.annotations[$0].status != .outside }
        let items = makeItems(annotations, anchors: anchors, candidates: candidates)
        let renderer = SymbolRenderer(viewport: viewport, measurer: measurer)
        let symbols = items.map { renderer.layout($0.kind, selected: $0.selected, anchor: $0.anchor, glyphOverride: $0.glyphOverride) }

        var grid = CollisionGrid(size: viewport.size)
        for rect in reserved { grid.insert(.rectangle(rect)) }
        var drawn = [Bool](repeating: false, count: items.count)
        var callouts: [CalloutLayout?] = Array(repeating: nil, count: items.count)
        let order = placementOrder(items)
        for index in order {
            let item = items[index], symbol = symbols[index]
            let shape = collisionShape(item.collisionMode, symbol)
            if item.collisionMode != .none {
                guard item.priority >= DisplayPriority.required || grid.isFree(shape) else { continue }
                grid.insert(shape)
            }
            drawn[index] = true
            if let callout = item.callout {
                let options = CalloutLayout.candidates(callout, title: item.title, subtitle: item.subtitle, above: symbol.calloutAbove,
                                                       below: symbol.calloutBelow, bounds: bounds, measurer: measurer)
                if let layout = options.first(where: { grid.isFree(.rectangle($0.frame)) }) ?? options.first {
                    grid.insert(.rectangle(layout.frame))
                    callouts[index] = layout
                }
            }
        }
        // Titles go in after every symbol, so an adaptive title never hides a marker.
        var titles: [TitleBlock?] = Array(repeating: nil, count: items.count)
        for index in order where drawn[index] {
            // A callout that repeats the title replaces it (unless the title is asked to be always visible).
            var item = items[index]
            if callouts[index] != nil, item.titleVisibility != .visible, (item.callout?.title ?? item.title) == item.title {
                item.title = nil
                if item.subtitleVisibility != .visible { item.subtitle = nil }
            }
            titles[index] = placeTitle(item, symbol: symbols[index], grid: &grid)
        }

        var commands: [DrawCommand] = []
        let paintOrder = items.indices.filter { drawn[$0] }.sorted { a, b in
            if items[a].zPriority != items[b].zPriority { return items[a].zPriority < items[b].zPriority }
            if items[a].anchor.y != items[b].anchor.y { return items[a].anchor.y < items[b].anchor.y }
            return items[a].members[0] < items[b].members[0]
        }
        for index in paintOrder {
            commands += symbols[index].commands
            commands += titles[index]?.runs.map { DrawCommand.text($0) } ?? []
        }
        for index in paintOrder { commands += callouts[index]?.commands ?? [] }

        for (index, item) in items.enumerated() {
            if let clusterID = item.clusterID, let identifier = item.clusteringIdentifier {
                report.clusters.append(LayoutReport.ClusterEntry(
                    id: clusterID, clusteringIdentifier: identifier, count: item.members.count, position: item.anchor,
                    members: item.members, status: drawn[index] ? .drawn : .hidden, frame: drawn[index] ? symbols[index].frame : nil))
                for member in item.members {
                    report.annotations[member].status = .clustered
                    report.annotations[member].clusterID = clusterID
                }
            } else if let member = item.members.first, drawn[index] {
                report.annotations[member].status = .drawn
                report.annotations[member].frame = symbols[index].frame
                report.annotations[member].titleFrame = titles[index]?.frame
                report.annotations[member].calloutFrame = callouts[index]?.frame
            }
        }
        report.clusters.sort { $0.members[0] < $1.members[0] }
        return Result(commands: commands, report: report, grid: grid)
    }

    /// Singles and clusters, each cluster group made from annotations sharing a clustering identifier.
    func makeItems(_ annotations: [Annotation], anchors: [Point], candidates: [Int]) -> [Item] {
        var items: [Item] = []
        var groups: [String: [Int]] = [:]
        var groupOrder: [String] = []
        for index in candidates {
            if let identifier = annotations[index].clusteringIdentifier, !identifier.isEmpty {
                if groups[identifier] == nil { groupOrder.append(identifier) }
                groups[identifier, default: []].append(index)
            } else {
                items.append(single(annotations[index], index: index, anchor: anchors[index]))
            }
        }
        for identifier in groupOrder {
            let members = groups[identifier] ?? []
            let points = members.map { Clustering.Point2(index: $0, anchor: anchors[$0], priority: annotations[$0].displayPriority) }
            for candidate in Clustering.cluster(points, overlap: AnnotationLayer.markerSize) {
                if candidate.members.count == 1 {
                    items.append(single(annotations[candidate.members[0]], index: candidate.members[0], anchor: anchors[candidate.members[0]]))
                } else {
                    items.append(cluster(candidate, identifier: identifier, annotations: annotations))
                }
            }
        }
        return items
    }

    private func single(_ annotation: Annotation, index: Int, anchor: Point) -> Item {
        Item(members: [index], clusterID: nil, clusteringIdentifier: nil, anchor: anchor, kind: annotation.kind,
             selected: annotation.isSelected, priority: annotation.displayPriority, zPriority: annotation.effectiveZPriority,
             collisionMode: annotation.collisionMode, glyphOverride: nil, title: annotation.title, subtitle: annotation.subtitle,
             titleVisibility: annotation.titleVisibility, subtitleVisibility: annotation.subtitleVisibility,
             callout: annotation.effectiveCallout, latitude: annotation.coordinate.latitude)
    }

    private func cluster(_ candidate: ClusterCandidate, identifier: String, annotations: [Annotation]) -> Item {
        let members = candidate.members.map { annotations[$0] }
        let tints = Set(members.map { member -> Color in
            switch member.kind {
            case .marker(let style): return style.markerTintColor
            case .pin(let tint): return tint
            case .dot(let color): return color
            case .image, .userLocation: return AnnotationLayer.mixedClusterTint
            }
        })
        var style = MarkerStyle()
        style.markerTintColor = tints.count == 1 ? (tints.first ?? AnnotationLayer.mixedClusterTint) : AnnotationLayer.mixedClusterTint
        if case .marker(let first) = members[0].kind { style.glyphTintColor = first.glyphTintColor }
        return Item(members: candidate.members, clusterID: "\(identifier)-\(candidate.members[0])", clusteringIdentifier: identifier,
                    anchor: candidate.anchor, kind: .marker(style), selected: false,
                    priority: members.map(\.displayPriority).max() ?? DisplayPriority.defaultHigh,
                    zPriority: members.map(\.effectiveZPriority).max() ?? ZPriority.defaultUnselected,
                    collisionMode: .rectangle, glyphOverride: GlyphText.count(candidate.members.count), title: nil, subtitle: nil,
                    titleVisibility: .hidden, subtitleVisibility: .hidden, callout: nil,
                    latitude: members.map(\.coordinate.latitude).min() ?? 0)
    }

    /// Required first, then annotations with callouts, then by priority; ties: southern first, then input order.
    func placementOrder(_ items: [Item]) -> [Int] {
        items.indices.sorted { a, b in
            let left = items[a], right = items[b]
            let leftRequired = left.priority >= DisplayPriority.required, rightRequired = right.priority >= DisplayPriority.required
            if leftRequired != rightRequired { return leftRequired }
            if (left.callout != nil) != (right.callout != nil) { return left.callout != nil }
            if left.priority != right.priority { return left.priority > right.priority }
            if left.latitude != right.latitude { return left.latitude < right.latitude }
            return left.members[0] < right.members[0]
        }
    }

    private func collisionShape(_ mode: CollisionMode, _ symbol: SymbolLayout) -> CollisionShape {
        mode == .circle ? .circle(center: symbol.collisionCircle.center, radius: symbol.collisionCircle.radius) : .rectangle(symbol.frame)
    }

    /// The title block to draw, trying title and subtitle, then the title alone, as visibility allows.
    private func placeTitle(_ item: Item, symbol: SymbolLayout, grid: inout CollisionGrid) -> TitleBlock? {
        let title = item.titleVisibility == .hidden ? nil : item.title
        let subtitleWanted = item.subtitleVisibility == .visible || (item.subtitleVisibility == .adaptive && item.selected)
        let subtitle = subtitleWanted ? item.subtitle : nil
        var attempts: [(String?, String?)] = [(title, subtitle)]
        if subtitle != nil, item.subtitleVisibility == .adaptive { attempts.append((title, nil)) }
        for (titleText, subtitleText) in attempts {
            guard let block = TitleBlock.make(title: titleText, subtitle: subtitleText, top: symbol.titleTop, measurer: measurer)?
                .shifted(inside: viewport.bounds) else { continue }
            let forced = (titleText == nil || item.titleVisibility == .visible) && (subtitleText == nil || item.subtitleVisibility == .visible)
            let inside = block.frame.maxY <= viewport.bounds.maxY && block.frame.minY >= viewport.bounds.minY
            if forced || (inside && grid.isFree(.rectangle(block.frame))) {
                grid.insert(.rectangle(block.frame))
                return block
            }
        }
        return nil
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
