import Features
import Foundation
import Geo
import MapStyle

/// The point labels placed across an image's edges before any other (`BaseMapLabels.edgeLabels`).
struct EdgeLabels {
    /// One label across the edge.
    struct Label {
        /// The feature's position in its layer's placement order.
        let position: Int
        let name: String
        let center: Point
        let commands: [DrawCommand]
    }

    /// The labels to draw, by their layer's position in placement order.
    var kept: [Int: [Label]] = [:]
    /// By layer position, the positions of the features labelled across the edge.
    var placed: [Int: Set<Int>] = [:]
}

extension BaseMapLabels {
    /// How far from the image's edge a point's label is looked at for crossing it (points): past the half-width of
    /// the widest usual label, so that the labels near a seam are the same set seen from either side of it.
    static let edgeReach = 256.0

    /// The point labels that cross the lines through the image's edges — the seams its neighbours in a grid of
    /// images share — decided by a rule that reads only what lies near the seam, so that both neighbours decide
    /// each label alike and draw it whole across the seam, or neither draws it.
    ///
    /// Each label is taken at its first anchor (`text-variable-anchor`'s first) and kept unless it overlaps, or
    /// repeats the name of, an edge label that comes before it in placement order — whether or not that one is
    /// kept, so no chain of decisions runs along the seam. Annotations in `grid` block them too (a grid of tiles has
    /// none). What is kept goes into `grid`; the ordinary placement then fits the rest inside the image.
    func edgeLabels(_ layers: [SymbolLayerFeatures], grid: inout CollisionGrid) -> EdgeLabels {
        struct Candidate {
            let layerPosition: Int
            let label: EdgeLabels.Label
            let frame: Rect
            let mayOverlap: Bool
            let blocks: Bool
        }
        var pastEdge = self
        pastEdge.reachesPastEdge = true
        let empty = CollisionGrid(size: Size(width: 1, height: 1))
        let bounds = viewport.bounds
        let near = bounds.insetBy(-BaseMapLabels.edgeReach)
        let deepInside = bounds.insetBy(BaseMapLabels.edgeReach)
        var candidates: [Candidate] = []
        for (layerPosition, symbols) in layers.enumerated() where symbols.layer.layout.symbolPlacement.steppedValue(at: zoom) == .point {
            let layer = symbols.layer
            let layout = layer.layout
            let font = self.font(layer)
            let mayOverlap = layout.hasText ? layout.textOverlaps(at: zoom) : layout.iconOverlaps(at: zoom)
            let blocks = !(layout.hasText ? layout.textIgnorePlacement : layout.iconIgnorePlacement).steppedValue(at: zoom)
            for (position, feature) in symbols.features.enumerated() {
                guard let center = anchor(layer, feature), near.contains(center), !deepInside.contains(center) else { continue }
                var scratch = empty
                let label = symbols.label(position)
                let commands = pastEdge.pointLabel(layer, feature, label: label, at: center, font: font, grid: &scratch)
                guard let frame = entry(layer, commands, icon: nil)?.frame, crossesEdgeLine(frame) else { continue }
                candidates.append(Candidate(layerPosition: layerPosition,
                                            label: EdgeLabels.Label(position: position, name: label ?? "", center: center, commands: commands),
                                            frame: frame, mayOverlap: mayOverlap, blocks: blocks))
            }
        }
        var edge = EdgeLabels()
        for (index, candidate) in candidates.enumerated() {
            let name = candidate.label.name, center = candidate.label.center
            let blocked = candidates[..<index].contains { other in
                (!candidate.mayOverlap && other.blocks && other.frame.intersects(candidate.frame))
                    || (!name.isEmpty && other.layerPosition == candidate.layerPosition && other.label.name == name
                        && hypot(other.label.center.x - center.x, other.label.center.y - center.y) < BaseMapLabels.repeatDistance)
            }
            guard !blocked, candidate.frame.intersects(bounds), candidate.mayOverlap || grid.isFree(.rectangle(candidate.frame)) else { continue }
            if candidate.blocks { grid.insert(.rectangle(candidate.frame)) }
            edge.kept[candidate.layerPosition, default: []].append(candidate.label)
            edge.placed[candidate.layerPosition, default: []].insert(candidate.label.position)
        }
        return edge
    }

    /// Whether `frame` crosses one of the lines through the image's four edges.
    private func crossesEdgeLine(_ frame: Rect) -> Bool {
        let size = viewport.size
        return (frame.minX < 0 && frame.maxX > 0) || (frame.minX < size.width && frame.maxX > size.width)
            || (frame.minY < 0 && frame.maxY > 0) || (frame.minY < size.height && frame.maxY > size.height)
    }
}
