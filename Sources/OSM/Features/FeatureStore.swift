import Features
import Foundation
import Geo

/// Base-map features by layer, with a grid index answering "features of layer L intersecting this box".
public struct FeatureStore: Sendable {
    /// Every feature.
    public let features: [MapFeature]
    /// The area the data covers (projected).
    public let extent: MapRect?
    let byLayer: [String: [Int]]
    let grid: [String: [GridCell: [Int]]]
    let cellSize: Double

    struct GridCell: Hashable, Sendable {
        let x: Int
        let y: Int
    }

    /// The grid's cell side in projected metres, unless given.
    public static let defaultCellSize = 250.0

    /// The columns and rows of the grid cells `bounds` covers, or nil for a feature so large (the sea) that it goes in
    /// the layer's catch-all list instead of thousands of cells.
    static func cellSpan(of bounds: MapRect, cellSize: Double) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        let x0 = Int((bounds.minX / cellSize).rounded(.down)), x1 = Int((bounds.maxX / cellSize).rounded(.down))
        let y0 = Int((bounds.minY / cellSize).rounded(.down)), y1 = Int((bounds.maxY / cellSize).rounded(.down))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= 4096 else { return nil }
        return (x0...x1, y0...y1)
    }

    /// Indexes features; `cellSize` is in projected metres.
    public init(features: [MapFeature], extent: MapRect?, cellSize: Double = FeatureStore.defaultCellSize) {
        self.features = features
        self.extent = extent
        self.cellSize = cellSize
        var byLayer: [String: [Int]] = [:]
        var grid: [String: [GridCell: [Int]]] = [:]
        for (index, feature) in features.enumerated() {
            byLayer[feature.layer, default: []].append(index)
            guard let span = FeatureStore.cellSpan(of: feature.bounds, cellSize: cellSize) else {
                grid[feature.layer, default: [:]][GridCell(x: Int.min, y: Int.min), default: []].append(index)
                continue
            }
            for x in span.x {
                for y in span.y { grid[feature.layer, default: [:]][GridCell(x: x, y: y), default: []].append(index) }
            }
        }
        self.byLayer = byLayer
        self.grid = grid
    }

    /// Loads, assembles and indexes an extract.
    public init(data: OSMData) {
        var features: [MapFeature] = []
        let extent = FeatureBuilder.forEachFeature(from: data) { features.append($0) }
        self.init(features: features, extent: extent)
    }

    /// The layers present.
    public var layers: [String] { byLayer.keys.sorted() }

    /// Indices of the features of `layer` whose bounds intersect `rect`, in load order.
    public func query(layer: String, in rect: MapRect) -> [Int] {
        guard let cells = grid[layer] else { return [] }
        let x0 = Int((rect.minX / cellSize).rounded(.down)), x1 = Int((rect.maxX / cellSize).rounded(.down))
        let y0 = Int((rect.minY / cellSize).rounded(.down)), y1 = Int((rect.maxY / cellSize).rounded(.down))
        var found = Set<Int>()
        if (x1 - x0 + 1) * (y1 - y0 + 1) > cells.count {
            for indices in cells.values { found.formUnion(indices) }
        } else {
            for x in x0...x1 {
                for y in y0...y1 { if let indices = cells[GridCell(x: x, y: y)] { found.formUnion(indices) } }
            }
            if let large = cells[GridCell(x: Int.min, y: Int.min)] { found.formUnion(large) }
        }
        return found.filter { features[$0].bounds.intersects(rect) }.sorted()
    }
}
