import Geo
import MapStyle

extension AnnotationLayer {
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
        let clusterFrame = MarkerBalloon(selected: false).frame(tip: .zero)
        for identifier in groupOrder {
            let members = groups[identifier] ?? []
            let points = members.map { index in
                Clustering.Point2(index: index, anchor: anchors[index], priority: annotations[index].displayPriority,
                                  frame: SymbolRenderer.frame(annotations[index].kind, selected: annotations[index].isSelected, anchor: .zero))
            }
            for candidate in Clustering.cluster(points, clusterFrame: clusterFrame, visible: viewport.bounds) {
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
        let identifier = annotation.clusteringIdentifier.flatMap { $0.isEmpty ? nil : $0 }
        return Item(members: [index], clusterID: nil, clusteringIdentifier: identifier, anchor: anchor, kind: annotation.kind,
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

    /// Those always drawn first (required, and every clustering annotation), then by priority; ties: southern
    /// first, then input order.
    func placementOrder(_ items: [Item]) -> [Int] {
        items.indices.sorted { a, b in
            let left = items[a], right = items[b]
            if left.isAlwaysDrawn != right.isAlwaysDrawn { return left.isAlwaysDrawn }
            if left.priority != right.priority { return left.priority > right.priority }
            if left.latitude != right.latitude { return left.latitude < right.latitude }
            return left.members[0] < right.members[0]
        }
    }
}
