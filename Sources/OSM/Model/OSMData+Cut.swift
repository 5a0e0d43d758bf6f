import Geo

extension NodeLocations {
    /// Whether the node at `index` lies in `bounds` (edges included).
    func lies(_ index: Int, in bounds: GeoBounds) -> Bool {
        let latitude = Double(latitudes[index]) / 1e7, longitude = Double(longitudes[index]) / 1e7
        return latitude >= bounds.south && latitude <= bounds.north && longitude >= bounds.west && longitude <= bounds.east
    }

    /// The locations at the positions `keep` marks, in order.
    func keeping(_ keep: [Bool]) -> NodeLocations {
        var kept = NodeLocations()
        for index in ids.indices where keep[index] { kept.appendStored(id: ids[index], latitude: latitudes[index], longitude: longitudes[index]) }
        kept.finishInMemory()
        return kept
    }
}

extension OSMData {
    /// The part of the data in `bounds`, cut as `osmium extract --strategy complete_ways` cuts it: the nodes inside;
    /// every way with a node inside, whole (its nodes outside come too); the relations with a member among those
    /// nodes inside or those ways, and the relations that have one of those relations as a member. A kept relation
    /// keeps its whole member list, as osmium writes it, though members outside the cut are not in the data. No
    /// bounds are declared (osmium writes none unless asked), so the data's extent is that of the nodes kept.
    public func cut(to bounds: GeoBounds) -> OSMData {
        var inside = [Bool](repeating: false, count: locations.count)
        for index in inside.indices where locations.lies(index, in: bounds) { inside[index] = true }
        var keep = inside
        var result = OSMData()
        var keptWays = Set<Int64>()
        for way in ways {
            let positions = way.nodeIDs.map { locations.position(of: $0) }
            guard positions.contains(where: { $0.map { inside[$0] } ?? false }) else { continue }
            result.ways.append(way)
            keptWays.insert(way.id)
            for position in positions { if let position { keep[position] = true } }
        }
        result.locations = locations.keeping(keep)
        for node in nodes where locations.position(of: node.id).map({ keep[$0] }) ?? false { result.nodes.append(node) }
        var keptRelations = Set<Int64>()
        for relation in relations where relation.members.contains(where: { member in
            switch member.kind {
            case .node: return locations.position(of: member.ref).map { inside[$0] } ?? false
            case .way: return keptWays.contains(member.ref)
            case .relation: return false
            }
        }) {
            keptRelations.insert(relation.id)
        }
        let parents = Set(relations.filter { relation in
            !keptRelations.contains(relation.id) && relation.members.contains { $0.kind == .relation && keptRelations.contains($0.ref) }
        }.map(\.id))
        for relation in relations where keptRelations.contains(relation.id) || parents.contains(relation.id) { result.relations.append(relation) }
        return result
    }
}
