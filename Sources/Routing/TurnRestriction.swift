import OSM

/// A turn restriction at a via node: `no_*` forbids from→to; `only_*` allows only from→to.
struct TurnRestriction: Sendable {
    let fromWay: Int32
    let toWay: Int32
    let isOnly: Bool

    /// Restrictions (type=restriction relations with a via node) by via node, for the ways in the graph, as OSRM
    /// reads them: for cars `restriction:motorcar` or `restriction` unless `except` names motorcar; for bicycles
    /// `restriction:bicycle` or `restriction` unless `except` names bicycle; none for walkers.
    static func read(_ relations: some Sequence<OSMRelation>, transport: TransportType, nodeIndex: [Int64: Int32],
                     wayIndex: [Int64: Int32]) -> [Int32: [TurnRestriction]] {
        read(relations, transport: transport, node: { nodeIndex[$0] }, wayIndex: wayIndex)
    }

    /// The same, with the graph's number of each OSM node found by `node`.
    static func read(_ relations: some Sequence<OSMRelation>, transport: TransportType, node nodeIndex: (Int64) -> Int32?,
                     wayIndex: [Int64: Int32]) -> [Int32: [TurnRestriction]] {
        let vehicle: String
        switch transport {
        case .automobile: vehicle = "motorcar"
        case .cycling: vehicle = "bicycle"
        case .walking: return [:]
        }
        var result: [Int32: [TurnRestriction]] = [:]
        for relation in relations where relation.tags["type"] == "restriction" {
            guard let kind = relation.tags["restriction:\(vehicle)"] ?? relation.tags["restriction"],
                  kind.hasPrefix("no_") || kind.hasPrefix("only_") else { continue }
            if let except = relation.tags["except"], except.split(separator: ";").contains(where: { $0 == vehicle }) { continue }
            let from = relation.members.first { $0.role == "from" && $0.kind == .way }
            let to = relation.members.first { $0.role == "to" && $0.kind == .way }
            let via = relation.members.first { $0.role == "via" && $0.kind == .node }
            guard let from, let to, let via, let fromWay = wayIndex[from.ref], let toWay = wayIndex[to.ref],
                  let viaNode = nodeIndex(via.ref) else { continue }
            result[viaNode, default: []].append(TurnRestriction(fromWay: fromWay, toWay: toWay, isOnly: kind.hasPrefix("only_")))
        }
        return result
    }
}

extension RoadGraph {
    /// Whether a turn from `incoming` to `outgoing` (edges meeting at a node) is allowed: restrictions, barriers
    /// (only turning back), and no U-turns except at dead ends.
    func canTurn(from incoming: Int32, to outgoing: Int32) -> Bool {
        let via = edgeTarget[Int(incoming)]
        if isBarrier[Int(via)] { return edgeTarget[Int(outgoing)] == edgeSource[Int(incoming)] }
        if edgeTarget[Int(outgoing)] == edgeSource[Int(incoming)], edgeWay[Int(outgoing)] == edgeWay[Int(incoming)] {
            // A U-turn: only where nothing else leads on.
            if edges(from: via).contains(where: { edgeTarget[$0] != edgeSource[Int(incoming)] }) { return false }
        }
        guard isRestrictionVia[Int(via)], let rules = restrictions[via] else { return true }
        let fromWay = edgeWay[Int(incoming)], toWay = edgeWay[Int(outgoing)]
        for rule in rules where rule.fromWay == fromWay {
            if rule.isOnly { return rule.toWay == toWay }
            if rule.toWay == toWay { return false }
        }
        return true
    }
}
