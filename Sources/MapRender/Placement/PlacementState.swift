import Geo

/// Who took a place in the collision grid, so a report can say what hid what.
enum PlacementOwner {
    case symbol(Int)
    case callout(Int)
    case title(Int)
    case reserved(String)
}

/// The placement stage of the annotation layer: one pass per kind of thing, in priority order, check then insert.
///
/// Symbols first (those always drawn, then by priority; each hidden only by what was placed before it), then
/// callouts (never over another callout or the attribution; over a symbol only when no placement avoids it; else
/// dropped), then titles (never over anything placed). Every refusal keeps the reason for the report.
struct PlacementState {
    let items: [AnnotationLayer.Item]
    let symbols: [SymbolLayout]
    private(set) var grid: CollisionGrid
    private var calloutGrid: CollisionGrid
    private var owners: [PlacementOwner] = []
    private(set) var drawn: [Bool]
    private var symbolReasons: [String?]
    private(set) var callouts: [CalloutLayout?]
    private var calloutStatus: [LayoutReport.PartStatus]
    private var calloutReasons: [String?]
    private(set) var titles: [TitleBlock?]
    private var titleStatus: [LayoutReport.PartStatus]
    private var titleReasons: [String?]
    /// The furniture's frames, which symbols that are always drawn may lie under.
    private let reserved: [(frame: Rect, name: String)]

    init(items: [AnnotationLayer.Item], symbols: [SymbolLayout], size: Size, reserved: [Rect], reservedNames: [String] = []) {
        self.items = items
        self.symbols = symbols
        grid = CollisionGrid(size: size)
        calloutGrid = CollisionGrid(size: size)
        drawn = Array(repeating: false, count: items.count)
        symbolReasons = Array(repeating: nil, count: items.count)
        callouts = Array(repeating: nil, count: items.count)
        calloutStatus = Array(repeating: .none, count: items.count)
        calloutReasons = Array(repeating: nil, count: items.count)
        titles = Array(repeating: nil, count: items.count)
        titleStatus = Array(repeating: .none, count: items.count)
        titleReasons = Array(repeating: nil, count: items.count)
        self.reserved = reserved.enumerated().map { ($1, $0 < reservedNames.count ? reservedNames[$0] : "the attribution") }
        for (index, rect) in reserved.enumerated() {
            let owner = newOwner(.reserved(index < reservedNames.count ? reservedNames[index] : "the attribution"))
            grid.insert(.rectangle(rect), owner: owner)
            calloutGrid.insert(.rectangle(rect), owner: owner)
        }
    }

    private mutating func newOwner(_ owner: PlacementOwner) -> Int {
        owners.append(owner)
        return owners.count - 1
    }

    /// "annotation #3", "cluster cafes-12", "the callout of annotation #5", "the attribution", "the scale bar".
    private func describe(_ owner: Int) -> String {
        guard owner >= 0, owner < owners.count else { return "another label" }
        func name(_ item: Int) -> String {
            items[item].clusterID.map { "cluster \($0)" } ?? "annotation #\(items[item].members[0])"
        }
        switch owners[owner] {
        case .symbol(let item): return name(item)
        case .callout(let item): return "the callout of \(name(item))"
        case .title(let item): return "the title of \(name(item))"
        case .reserved(let name): return name
        }
    }

    mutating func placeSymbols(order: [Int]) {
        for index in order {
            let item = items[index], symbol = symbols[index]
            if item.collisionMode != .none {
                let shape: CollisionShape = item.collisionMode == .circle
                    ? .circle(center: symbol.collisionCircle.center, radius: symbol.collisionCircle.radius) : .rectangle(symbol.frame)
                if !item.isAlwaysDrawn, let blocker = grid.blocker(of: shape) {
                    symbolReasons[index] = "collision with \(describe(blocker))"
                    continue
                }
                // Drawn all the same: said when furniture drawn over it covers it (every corner had something).
                if item.isAlwaysDrawn, let cover = reserved.first(where: { $0.frame.intersects(symbol.frame) }) {
                    symbolReasons[index] = "drawn under \(cover.name)"
                }
                grid.insert(shape, owner: newOwner(.symbol(index)))
            }
            drawn[index] = true
        }
    }

    mutating func placeCallouts(order: [Int], bounds: Rect, measurer: TextMeasurer) {
        for index in order where drawn[index] {
            let item = items[index], symbol = symbols[index]
            guard let callout = item.callout,
                  let options = CalloutLayout.candidates(callout, title: item.title, subtitle: item.subtitle, symbol: symbol.frame,
                                                         above: symbol.calloutAbove, below: symbol.calloutBelow, bounds: bounds,
                                                         measurer: measurer) else { continue }
            let clear = options.filter { calloutGrid.isFree(.rectangle($0.frame)) }
            guard let chosen = clear.first(where: { grid.isFree(.rectangle($0.frame)) }) ?? clear.first else {
                calloutStatus[index] = .hidden
                if let first = options.first, let blocker = calloutGrid.blocker(of: .rectangle(first.frame)) {
                    calloutReasons[index] = "no placement clear of \(describe(blocker))"
                } else {
                    calloutReasons[index] = "no room inside the image"
                }
                continue
            }
            let owner = newOwner(.callout(index))
            grid.insert(.rectangle(chosen.frame), owner: owner)
            calloutGrid.insert(.rectangle(chosen.frame), owner: owner)
            callouts[index] = chosen
            calloutStatus[index] = .drawn
        }
    }

    mutating func placeTitles(order: [Int], bounds: Rect, measurer: TextMeasurer) {
        for index in order where drawn[index] {
            var item = items[index]
            // A callout that repeats the title replaces it (unless the title is asked to be always visible).
            if callouts[index] != nil, item.titleVisibility != .visible, (item.callout?.title ?? item.title) == item.title {
                item.title = nil
                if item.subtitleVisibility != .visible { item.subtitle = nil }
            }
            placeTitle(item, index: index, bounds: bounds, measurer: measurer)
        }
    }

    /// The title block, trying title and subtitle, then the title alone, as visibility allows.
    private mutating func placeTitle(_ item: AnnotationLayer.Item, index: Int, bounds: Rect, measurer: TextMeasurer) {
        let title = item.titleVisibility == .hidden ? nil : item.title
        let subtitleWanted = item.subtitleVisibility == .visible || (item.subtitleVisibility == .adaptive && item.selected)
        let subtitle = subtitleWanted ? item.subtitle : nil
        var attempts: [(String?, String?)] = [(title, subtitle)]
        if subtitle != nil, item.subtitleVisibility == .adaptive { attempts.append((title, nil)) }
        var reason: String?
        for (titleText, subtitleText) in attempts {
            guard let block = TitleBlock.make(title: titleText, subtitle: subtitleText, top: symbols[index].titleTop, measurer: measurer)?
                .shifted(inside: bounds) else { continue }
            let forced = (titleText == nil || item.titleVisibility == .visible) && (subtitleText == nil || item.subtitleVisibility == .visible)
            let inside = block.frame.maxY <= bounds.maxY && block.frame.minY >= bounds.minY
            let blocker = grid.blocker(of: .rectangle(block.frame))
            if forced || (inside && blocker == nil) {
                grid.insert(.rectangle(block.frame), owner: newOwner(.title(index)))
                titles[index] = block
                titleStatus[index] = .drawn
                return
            }
            reason = reason ?? (inside ? blocker.map { "collision with \(describe($0))" } : "outside the image")
        }
        if let reason {
            titleStatus[index] = .hidden
            titleReasons[index] = reason
        }
    }

    /// Fills the report: each annotation's symbol, title and callout fate, the clusters, and per identifier how many
    /// of the annotations inside the image are represented (drawn themselves, or in a drawn cluster whose tip is on
    /// the image).
    func report(into report: inout LayoutReport, annotations: [Annotation], bounds: Rect) {
        for (index, item) in items.enumerated() {
            if let clusterID = item.clusterID, let identifier = item.clusteringIdentifier {
                report.clusters.append(LayoutReport.ClusterEntry(
                    id: clusterID, clusteringIdentifier: identifier, count: item.members.count, position: item.anchor,
                    members: item.members, status: drawn[index] ? .drawn : .hidden, frame: drawn[index] ? symbols[index].frame : nil))
                for member in item.members {
                    report.annotations[member].status = .clustered
                    report.annotations[member].clusterID = clusterID
                    report.annotations[member].reason = "merged into cluster \(clusterID)"
                }
            } else if let member = item.members.first {
                var entry = report.annotations[member]
                entry.status = drawn[index] ? .drawn : .hidden
                entry.reason = symbolReasons[index]
                entry.frame = drawn[index] ? symbols[index].frame : nil
                entry.titleStatus = titleStatus[index]
                entry.titleReason = titleReasons[index]
                entry.titleFrame = titles[index]?.frame
                entry.calloutStatus = calloutStatus[index]
                entry.calloutReason = calloutReasons[index]
                entry.calloutFrame = callouts[index]?.frame
                report.annotations[member] = entry
            }
        }
        report.clusters.sort { $0.members[0] < $1.members[0] }
        // A cluster represents its members only when its tip (the point it marks) is on the image.
        let drawnClusters = Set(report.clusters.filter { $0.status == .drawn && bounds.contains($0.position) }.map(\.id))
        var summaries: [String: LayoutReport.IdentifierSummary] = [:]
        var order: [String] = []
        for (index, annotation) in annotations.enumerated() {
            guard let identifier = annotation.clusteringIdentifier, !identifier.isEmpty else { continue }
            if summaries[identifier] == nil {
                order.append(identifier)
                summaries[identifier] = LayoutReport.IdentifierSummary(clusteringIdentifier: identifier, inputs: 0, inside: 0, represented: 0)
            }
            let entry = report.annotations[index]
            summaries[identifier]?.inputs += 1
            guard bounds.contains(entry.position) else { continue }
            summaries[identifier]?.inside += 1
            if entry.status == .drawn || (entry.status == .clustered && entry.clusterID.map(drawnClusters.contains) == true) {
                summaries[identifier]?.represented += 1
            }
        }
        report.identifiers = order.compactMap { summaries[$0] }
    }
}
