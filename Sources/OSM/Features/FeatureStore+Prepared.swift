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

/// How feature shapes are stored: a kind byte (0 point, 1 line, 2 polygon), then counts (varints) and the vertices
/// as 1e-7° fixed-point latitude and longitude, each vertex the zigzag varint difference from the one before (the
/// first from zero). A vertex of OSM data (a node's position) comes back exactly as it was projected; a computed one
/// (a label point, a world-layer shape) to 1e-7° (a centimetre). A third of the bytes of two Doubles.
enum FeatureGeometryCoding {
    /// A vertex as stored: latitude and longitude in 1e-7°.
    static func fixed(_ point: MapPoint) -> (latitude: Int64, longitude: Int64) {
        point.coordinate.fixedPoint
    }

    /// The vertex a stored one stands for.
    static func point(latitude: Int64, longitude: Int64) -> MapPoint {
        MapPoint(Coordinate(fixedLatitude: latitude, fixedLongitude: longitude))
    }

    static func write(_ geometry: FeatureGeometry, to writer: inout ByteWriter) {
        var previous = (latitude: Int64(0), longitude: Int64(0))
        func vertex(_ point: MapPoint) {
            let fixed = fixed(point)
            writer.write(signedVarint: fixed.latitude &- previous.latitude)
            writer.write(signedVarint: fixed.longitude &- previous.longitude)
            previous = fixed
        }
        func points(_ list: [MapPoint]) {
            writer.write(varint: UInt64(list.count))
            list.forEach(vertex)
        }
        switch geometry {
        case .point(let point):
            writer.write(UInt8(0))
            vertex(point)
        case .line(let list):
            writer.write(UInt8(1))
            points(list)
        case .polygon(let rings):
            writer.write(UInt8(2))
            writer.write(varint: UInt64(rings.count))
            rings.forEach(points)
        }
    }

    static func read(from reader: inout ByteReader) throws(ByteReaderError) -> FeatureGeometry {
        var previous = (latitude: Int64(0), longitude: Int64(0))
        func vertex() throws(ByteReaderError) -> MapPoint {
            previous.latitude &+= try reader.readSignedVarint()
            previous.longitude &+= try reader.readSignedVarint()
            return point(latitude: previous.latitude, longitude: previous.longitude)
        }
        func count(bytesEach: Int) throws(ByteReaderError) -> Int {
            let count = try reader.readVarint()
            guard count <= UInt64(reader.remaining / bytesEach) else { throw ByteReaderError("count \(count) runs past the record") }
            return Int(count)
        }
        func points() throws(ByteReaderError) -> [MapPoint] {
            let count = try count(bytesEach: 2)
            var list: [MapPoint] = []
            list.reserveCapacity(count)
            for _ in 0..<count { list.append(try vertex()) }
            return list
        }
        switch try reader.read(UInt8.self) {
        case 0: return .point(try vertex())
        case 1: return .line(try points())
        case 2:
            let count = try count(bytesEach: 1)
            var rings: [[MapPoint]] = []
            for _ in 0..<count { rings.append(try points()) }
            return .polygon(rings)
        case let kind: throw ByteReaderError("unknown geometry kind \(kind)")
        }
    }
}

extension MapFeature {
    /// The feature with every vertex as a prepared file stores it (to 1e-7°, OSM's own precision): features are made
    /// so, whether they are drawn from memory or written, so both draw the same pixels.
    var atStoredPrecision: MapFeature {
        func stored(_ point: MapPoint) -> MapPoint {
            let fixed = FeatureGeometryCoding.fixed(point)
            return FeatureGeometryCoding.point(latitude: fixed.latitude, longitude: fixed.longitude)
        }
        let geometry: FeatureGeometry
        switch self.geometry {
        case .point(let point): geometry = .point(stored(point))
        case .line(let points): geometry = .line(points.map(stored))
        case .polygon(let rings): geometry = .polygon(rings.map { $0.map(stored) })
        }
        var feature = MapFeature(layer: layer, attributes: attributes, geometry: geometry, osmID: osmID)
        feature.clipBounds = clipBounds
        return feature
    }
}
