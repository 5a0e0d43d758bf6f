import BinaryData
import Features
import Geo

extension FeatureStore {
    /// The store as a prepared-file section: strings, per-feature bounds and records, and the grid index, laid out
    /// so that `MappedFeatureStore` answers queries by reading only the cells and features they touch.
    public func preparedSection() -> [UInt8] {
        var writer = FeatureSectionWriter(records: ByteWriter(), cellSize: cellSize)
        for feature in features { writer.add(feature) }
        let section = writer.finish(extent: extent)
        return section.head + section.records.bytes + section.grid
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
