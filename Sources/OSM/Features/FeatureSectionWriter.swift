import BinaryData
import Features
import Geo

/// Writes a features section (`FEAT`, `WRLD`) from features given one at a time, holding only what the tables need
/// (per feature: its record's end, its bounds, its grid cells) besides the records, which go to `records` — memory,
/// or a temporary file for an extract too large to hold. The bytes are those of `FeatureStore.preparedSection()` for
/// the same features in the same order (it is written with this).
public struct FeatureSectionWriter<Records: ByteSink> {
    private let cellSize: Double
    private var records: Records
    private var strings = StringPool()
    private var offsets: [UInt64] = [0]
    private var bounds: [Double] = []
    /// Per layer: (cell key, feature id) pairs, and the features too large to list per cell.
    private var cells: [String: (keys: [Int64], ids: [UInt32])] = [:]
    private var large: [String: [UInt32]] = [:]

    /// A writer putting records into `records` (empty); `cellSize` is the grid's, in projected metres.
    public init(records: Records, cellSize: Double = FeatureStore.defaultCellSize) {
        self.records = records
        self.cellSize = cellSize
    }

    /// Features written so far.
    public var count: Int { offsets.count - 1 }

    /// Adds the next feature.
    public mutating func add(_ feature: MapFeature) {
        var record = ByteWriter()
        // Varints: the layer, the OSM id, the attributes as string numbers (most below 128: a byte each).
        record.write(varint: UInt64(strings.number(feature.layer)))
        record.write(signedVarint: feature.osmID)
        let attributes = feature.attributes.sorted { $0.key < $1.key }
        record.write(varint: UInt64(attributes.count))
        for (key, value) in attributes {
            record.write(varint: UInt64(strings.number(key)))
            record.write(varint: UInt64(strings.number(value)))
        }
        FeatureGeometryCoding.write(feature.geometry, to: &record)
        records.append(record.bytes)
        offsets.append(UInt64(records.count))
        let box = feature.bounds
        bounds.append(box.minX)
        bounds.append(box.minY)
        bounds.append(box.maxX)
        bounds.append(box.maxY)
        let index = UInt32(count - 1)
        guard let span = FeatureStore.cellSpan(of: box, cellSize: cellSize) else {
            large[feature.layer, default: []].append(index)
            // The layer is in the grid even when all its features are large.
            if cells[feature.layer] == nil { cells[feature.layer] = ([], []) }
            return
        }
        var list = cells.removeValue(forKey: feature.layer) ?? ([], [])
        for x in span.x {
            for y in span.y {
                list.keys.append(MappedFeatureStore.cellKey(x, y))
                list.ids.append(index)
            }
        }
        cells[feature.layer] = list
    }

    /// The section: the head (cell size, extent, strings, record ends, bounds and the records' length), the records
    /// (still in their sink), and the grid after them.
    public func finish(extent: MapRect?) -> (head: [UInt8], records: Records, grid: [UInt8]) {
        var writer = self
        var grid = ByteWriter()
        let layers = cells.keys.sorted()
        grid.write(UInt32(layers.count))
        for layer in layers {
            let list = cells[layer] ?? ([], [])
            // Cells by key, and in a cell the features in the order they came (as the grid of a store lists them).
            let order = list.keys.indices.sorted { list.keys[$0] != list.keys[$1] ? list.keys[$0] < list.keys[$1] : list.ids[$0] < list.ids[$1] }
            var keys: [Int64] = []
            var starts: [UInt32] = [0]
            var ids: [UInt32] = []
            ids.reserveCapacity(order.count)
            for position in order {
                let key = list.keys[position]
                if keys.last != key {
                    if !keys.isEmpty { starts.append(UInt32(ids.count)) }
                    keys.append(key)
                }
                ids.append(list.ids[position])
            }
            if !keys.isEmpty { starts.append(UInt32(ids.count)) }
            grid.write(writer.strings.number(layer))
            grid.write(array: keys)
            grid.write(array: starts)
            grid.write(array: ids)
            grid.write(array: large[layer] ?? [])
        }
        var head = ByteWriter()
        head.write(cellSize)
        head.write(extent != nil)
        head.write(array: extent.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } ?? [])
        head.write(UInt32(writer.strings.strings.count))
        for text in writer.strings.strings { head.write(text) }
        head.write(array: offsets)
        head.write(array: bounds)
        head.write(UInt64(records.count))
        return (head.bytes, records, grid.bytes)
    }
}
