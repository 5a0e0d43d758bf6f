import BinaryData
import Features
import Geo

extension FeatureStore {
    /// The store as a prepared-file section: strings, per-feature bounds and records, and the grid index, laid out
    /// so that `MappedFeatureStore` answers queries by reading only the cells and features they touch.
    public func preparedSection() -> [UInt8] {
        var strings: [String] = []
        var stringIDs: [String: UInt32] = [:]
        func id(_ text: String) -> UInt32 {
            if let known = stringIDs[text] { return known }
            let new = UInt32(strings.count)
            strings.append(text)
            stringIDs[text] = new
            return new
        }
        var records = ByteWriter()
        var offsets: [UInt64] = [0]
        var bounds: [Double] = []
        offsets.reserveCapacity(features.count + 1)
        bounds.reserveCapacity(features.count * 4)
        for feature in features {
            records.write(id(feature.layer))
            records.write(feature.osmID)
            let attributes = feature.attributes.sorted { $0.key < $1.key }
            records.write(UInt16(attributes.count))
            for (key, value) in attributes {
                records.write(id(key))
                records.write(id(value))
            }
            FeatureGeometryCoding.write(feature.geometry, to: &records)
            offsets.append(UInt64(records.count))
            bounds += [feature.bounds.minX, feature.bounds.minY, feature.bounds.maxX, feature.bounds.maxY]
        }
        var grid = ByteWriter()
        let layers = self.grid.keys.sorted()
        grid.write(UInt32(layers.count))
        for layer in layers {
            let cells = self.grid[layer] ?? [:]
            let large = cells[GridCell(x: Int.min, y: Int.min)] ?? []
            let keys = cells.keys.filter { $0.x != Int.min }.sorted { MappedFeatureStore.cellKey($0.x, $0.y) < MappedFeatureStore.cellKey($1.x, $1.y) }
            var starts: [UInt32] = [0]
            var ids: [UInt32] = []
            for key in keys {
                ids += (cells[key] ?? []).map { UInt32($0) }
                starts.append(UInt32(ids.count))
            }
            grid.write(id(layer))
            grid.write(array: keys.map { MappedFeatureStore.cellKey($0.x, $0.y) })
            grid.write(array: starts)
            grid.write(array: ids)
            grid.write(array: large.map { UInt32($0) })
        }
        var section = ByteWriter()
        section.write(cellSize)
        section.write(extent != nil)
        section.write(array: extent.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } ?? [])
        section.write(UInt32(strings.count))
        for text in strings { section.write(text) }
        section.write(array: offsets)
        section.write(array: bounds)
        section.write(UInt64(records.count))
        section.write(bytes: records.bytes)
        section.write(bytes: grid.bytes)
        return section.bytes
    }
}

/// How feature shapes are stored: a kind byte (0 point, 1 line, 2 polygon), then counts (u32) and exact coordinates.
enum FeatureGeometryCoding {
    static func write(_ geometry: FeatureGeometry, to writer: inout ByteWriter) {
        func points(_ list: [MapPoint]) {
            writer.write(UInt32(list.count))
            for point in list {
                writer.write(point.x)
                writer.write(point.y)
            }
        }
        switch geometry {
        case .point(let point):
            writer.write(UInt8(0))
            writer.write(point.x)
            writer.write(point.y)
        case .line(let list):
            writer.write(UInt8(1))
            points(list)
        case .polygon(let rings):
            writer.write(UInt8(2))
            writer.write(UInt32(rings.count))
            rings.forEach(points)
        }
    }

    static func read(from reader: inout ByteReader) throws(ByteReaderError) -> FeatureGeometry {
        func points() throws(ByteReaderError) -> [MapPoint] {
            let count = Int(try reader.read(UInt32.self))
            guard count <= reader.remaining / 16 else { throw ByteReaderError("point count \(count) runs past the record") }
            var list: [MapPoint] = []
            list.reserveCapacity(count)
            for _ in 0..<count { list.append(MapPoint(x: try reader.readDouble(), y: try reader.readDouble())) }
            return list
        }
        switch try reader.read(UInt8.self) {
        case 0: return .point(MapPoint(x: try reader.readDouble(), y: try reader.readDouble()))
        case 1: return .line(try points())
        case 2:
            let count = Int(try reader.read(UInt32.self))
            guard count <= reader.remaining / 4 else { throw ByteReaderError("ring count \(count) runs past the record") }
            var rings: [[MapPoint]] = []
            for _ in 0..<count { rings.append(try points()) }
            return .polygon(rings)
        case let kind: throw ByteReaderError("unknown geometry kind \(kind)")
        }
    }
}
