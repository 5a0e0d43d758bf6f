import BinaryData
import Features
import Geo

/// Base-map features read in place from a prepared file's section: a query reads the grid cells it touches and
/// decodes only the features whose bounds meet the box, so opening costs nothing and memory is paged in on demand.
/// Answers exactly what the `FeatureStore` it was written from answers, in the same order.
public struct MappedFeatureStore: Sendable {
    /// The area the data covers (projected).
    public let extent: MapRect?
    /// Number of features.
    public let count: Int
    private let cellSize: Double
    private let strings: [String]
    private let offsets: ArrayView<UInt64>
    private let bounds: ArrayView<UInt64>
    private let records: ByteRegion
    private let layers: [String: LayerGrid]
    private let decoded = DecodedFeatures()

    private struct LayerGrid: Sendable {
        let keys: ArrayView<Int64>
        let starts: ArrayView<UInt32>
        let ids: ArrayView<UInt32>
        let large: [UInt32]

        func cell(_ key: Int64) -> Range<Int>? {
            var low = 0, high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if (keys.at(middle) ?? .max) < key { low = middle + 1 } else { high = middle }
            }
            guard low < keys.count, keys.at(low) == key, let start = starts.at(low), let end = starts.at(low + 1), start <= end else { return nil }
            return Int(start)..<Int(end)
        }
    }

    /// The key of grid cell (x, y) in the sorted cell table.
    static func cellKey(_ x: Int, _ y: Int) -> Int64 {
        (Int64(Int32(truncatingIfNeeded: x)) << 32) | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: y)))
    }

    /// Reads the section's tables (the features themselves stay where they are); throws on damaged tables.
    public init(section: ByteRegion) throws(ByteReaderError) {
        var reader = ByteReader(section)
        cellSize = try reader.readDouble()
        guard cellSize.isFinite, cellSize >= 1, cellSize <= 1e8 else { throw ByteReaderError("bad grid cell size \(cellSize)") }
        let hasExtent = try reader.readBool()
        let extentValues = try reader.readDoubleArray()
        if hasExtent {
            guard extentValues.count == 4 else { throw ByteReaderError("bad extent") }
            extent = MapRect(corner: MapPoint(x: extentValues[0], y: extentValues[1]), corner: MapPoint(x: extentValues[2], y: extentValues[3]))
        } else {
            extent = nil
        }
        let stringCount = Int(try reader.read(UInt32.self))
        guard stringCount <= reader.remaining / 4 else { throw ByteReaderError("string count \(stringCount) runs past the end") }
        var strings: [String] = []
        strings.reserveCapacity(stringCount)
        for _ in 0..<stringCount { strings.append(try reader.readString()) }
        self.strings = strings
        offsets = try reader.readArrayView(UInt64.self)
        bounds = try reader.readArrayView(UInt64.self)
        count = offsets.count - 1
        guard count >= 0, bounds.count == count * 4 else { throw ByteReaderError("feature tables disagree (\(offsets.count) offsets, \(bounds.count) bounds)") }
        let recordLength = try reader.readLength()
        records = try reader.readRegion(length: recordLength)
        var layers: [String: LayerGrid] = [:]
        let layerCount = Int(try reader.read(UInt32.self))
        for _ in 0..<layerCount {
            let nameID = Int(try reader.read(UInt32.self))
            guard nameID < strings.count else { throw ByteReaderError("bad layer name \(nameID)") }
            let grid = LayerGrid(keys: try reader.readArrayView(Int64.self), starts: try reader.readArrayView(UInt32.self),
                                 ids: try reader.readArrayView(UInt32.self), large: try reader.readArray(UInt32.self))
            guard grid.starts.count == grid.keys.count + 1 else { throw ByteReaderError("bad grid of layer \(strings[nameID])") }
            layers[strings[nameID]] = grid
        }
        self.layers = layers
    }

    /// The bounds of feature `index` (nil when out of range).
    private func featureBounds(_ index: Int) -> MapRect? {
        guard let minX = bounds.at(index * 4), let minY = bounds.at(index * 4 + 1),
              let maxX = bounds.at(index * 4 + 2), let maxY = bounds.at(index * 4 + 3) else { return nil }
        return MapRect(corner: MapPoint(x: Double(bitPattern: minX), y: Double(bitPattern: minY)),
                       corner: MapPoint(x: Double(bitPattern: maxX), y: Double(bitPattern: maxY)))
    }

    /// Indices of the features of `layer` whose bounds intersect `rect`, in load order (as `FeatureStore.query`).
    public func query(layer: String, in rect: MapRect) -> [Int] {
        guard let grid = layers[layer], rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else { return [] }
        // Web Mercator spans ±2e7 m: clamping to ±1e8 keeps every cell number far inside Int.
        func cell(_ value: Double) -> Int { Int((min(max(value, -1e8), 1e8) / cellSize).rounded(.down)) }
        let x0 = cell(rect.minX), x1 = cell(rect.maxX), y0 = cell(rect.minY), y1 = cell(rect.maxY)
        var found = Set<UInt32>()
        if (x1 - x0 + 1) * (y1 - y0 + 1) > grid.keys.count + 1 {
            found.formUnion(grid.ids.slice(0..<grid.ids.count))
        } else {
            for x in x0...x1 {
                for y in y0...y1 {
                    if let range = grid.cell(MappedFeatureStore.cellKey(x, y)) { found.formUnion(grid.ids.slice(range)) }
                }
            }
        }
        found.formUnion(grid.large)
        return found.map { Int($0) }.filter { featureBounds($0)?.intersects(rect) ?? false }.sorted()
    }

    /// The features at `indices`, in order (damaged records left out); each is decoded once and kept while the
    /// budget of decoded features allows (`DecodedFeatures`, `keepDecoded(upTo:)`).
    public func features(at indices: [Int]) -> [MapFeature] {
        return decoded.features(at: indices, decode: feature(at:))
    }

    /// Keeps up to `bytes` (estimated) of decoded features for later queries, in this store and every copy of it
    /// (default 256 MB); the least recently used go first.
    public func keepDecoded(upTo bytes: Int) {
        decoded.setCapacity(bytes)
    }

    /// The decoded features kept now: how many, their estimated bytes and the budget.
    public var decodedFeatures: (count: Int, bytes: Int, capacity: Int) { decoded.kept }

    /// Feature `index` decoded; nil when its record is damaged.
    public func feature(at index: Int) -> MapFeature? {
        guard let start = offsets.at(index), let end = offsets.at(index + 1), start <= end, end <= UInt64(records.count) else { return nil }
        var reader = ByteReader(records.slice(Int(start), Int(end - start)))
        do throws(ByteReaderError) {
            let layer = try string(reader.readVarint())
            let osmID = try reader.readSignedVarint()
            let attributeCount = try reader.readVarint()
            guard attributeCount <= UInt64(reader.remaining / 2) else { throw ByteReaderError("attribute count \(attributeCount) runs past the record") }
            var attributes: [String: String] = [:]
            attributes.reserveCapacity(Int(attributeCount))
            for _ in 0..<attributeCount {
                let key = try string(reader.readVarint())
                attributes[key] = try string(reader.readVarint())
            }
            let geometry = try FeatureGeometryCoding.read(from: &reader)
            return MapFeature(layer: layer, attributes: attributes, geometry: geometry, osmID: osmID)
        } catch {
            return nil
        }
    }

    private func string(_ id: UInt64) throws(ByteReaderError) -> String {
        guard id < UInt64(strings.count) else { throw ByteReaderError("bad string id \(id)") }
        return strings[Int(id)]
    }
}
