import BinaryData
import Geo
import OSM

extension PlaceIndex {
    /// Reads an index from a prepared file's section, in place (opening decodes no item).
    public init(preparedSection section: ByteRegion) throws(ByteReaderError) {
        self.init(storage: try MappedPlaceIndexStorage(section: section))
    }

    /// The index as a prepared-file section (read back by `init(preparedSection:)` with the same answers).
    public func preparedSection() -> [UInt8] {
        var writer = ByteWriter()
        writePreparedSection(to: &writer)
        return writer.bytes
    }

    /// Writes the section into `sink` (made by `PlaceSectionWriter`, as a prepared file's is).
    public func writePreparedSection(to sink: inout some ByteSink) {
        let memory = storage as? MemoryPlaceIndexStorage ?? MemoryPlaceIndexStorage(items: items, streetLines: [])
        var writer = PlaceSectionWriter(records: ByteWriter())
        for item in memory.items { writer.add(item) }
        let (head, records, tail) = writer.finish(streetBytes: memory.streetBytes)
        sink.append(head)
        sink.append(records.bytes)
        sink.append(tail)
    }

    /// Writes the section of an extract's places and streets plus `extra` items (the world cities) item by item, as
    /// they are found: the records into `records` (a temporary file, so they are never all in memory), the rest
    /// returned around them; and the number of items.
    public static func writePreparedSection<Records: ByteSink>(data: OSMData, adding extra: [MapItem], records: Records)
        -> (head: [UInt8], records: Records, tail: [UInt8], count: Int) {
        let ways = data.waysByID()
        var writer = PlaceSectionWriter(records: records)
        PlaceIndexBuilder.forEachItem(from: data, ways: ways) { writer.add($0) }
        for item in extra { writer.add(item) }
        let count = writer.count
        let (head, written, tail) = writer.finish(streetBytes: StreetGeometry.encode(PlaceIndexBuilder.streetLines(from: data, ways: ways)))
        return (head, written, tail, count)
    }
}

/// How a `MapItem` is stored in a prepared file: strings with varint lengths (an optional one's length + 1, 0 when
/// absent), the strings many items repeat (street, locality, postal code, category, …) as numbers in the section's
/// table of shared strings (varint, the number + 1, 0 when absent), small numbers as varints; first what ranking
/// reads (name, kind, category, cuisine, street and number, source id, prominence), then the rest, so a candidate
/// can be ranked without decoding its phone, web site and hours. The coordinate is not in the record: the section's
/// coordinate table holds it.
enum MapItemCoding {
    /// What a damaged record reads as (searches then simply do not match it).
    static let damaged = MapItem(name: "", coordinate: Coordinate(latitude: 0, longitude: 0), kind: .pointOfInterest, sourceID: 0, sourceType: "")

    static func write(_ item: MapItem, sharing shared: inout StringPool, to writer: inout ByteWriter) {
        func write(shared text: String?) {
            writer.write(shared: text, in: &shared)
        }
        writer.write(compact: item.name)
        writer.write(varint: UInt64(MapItem.Kind.allCases.firstIndex(of: item.kind) ?? 0))
        write(shared: item.pointOfInterestCategory?.rawValue)
        write(shared: item.featureType)
        write(shared: item.cuisine)
        write(shared: item.placemark.thoroughfare)
        writer.write(compact: item.placemark.subThoroughfare)
        writer.write(signedVarint: item.sourceID)
        // Most places have none: a byte, then the value only when there is one.
        writer.write(item.prominence != 0)
        if item.prominence != 0 { writer.write(item.prominence) }
        let placemark = item.placemark
        for part in [placemark.locality, placemark.subLocality, placemark.postalCode, placemark.administrativeArea, placemark.countryCode] {
            write(shared: part)
        }
        writer.write(compact: item.phoneNumber)
        writer.write(compact: item.url)
        writer.write(compact: item.openingHours)
        write(shared: item.sourceType)
        writer.write(item.population != nil)
        if let population = item.population { writer.write(signedVarint: Int64(population)) }
        writer.write(item.isInterpolated)
        writer.write(varint: UInt64(item.alternateNames.count))
        for name in item.alternateNames {
            write(shared: name.key)
            writer.write(compact: name.text)
        }
    }

    /// Reads a record of the item at `coordinate`, its shared strings from `shared`; with `rankingFieldsOnly` the
    /// fields after the prominence are left empty.
    static func read(from reader: inout ByteReader, coordinate: Coordinate, shared: StringTable,
                     rankingFieldsOnly: Bool = false) throws(ByteReaderError) -> MapItem {
        func readShared() throws(ByteReaderError) -> String? {
            try reader.readShared(in: shared)
        }
        let name = try reader.readCompactString()
        let kindNumber = try reader.readVarint()
        guard kindNumber < UInt64(MapItem.Kind.allCases.count) else { throw ByteReaderError("unknown kind \(kindNumber)") }
        let kind = MapItem.Kind.allCases[Int(kindNumber)]
        let category = try readShared().flatMap(PointOfInterestCategory.init(rawValue:))
        let featureType = try readShared()
        let cuisine = try readShared()
        var placemark = Placemark()
        placemark.thoroughfare = try readShared()
        placemark.subThoroughfare = try reader.readCompactOptionalString()
        let sourceID = try reader.readSignedVarint()
        let prominence = try reader.readBool() ? try reader.readDouble() : 0
        var item = MapItem(name: name, coordinate: coordinate, kind: kind, sourceID: sourceID, sourceType: "", prominence: prominence)
        item.pointOfInterestCategory = category
        item.featureType = featureType
        item.cuisine = cuisine
        guard !rankingFieldsOnly else {
            item.placemark = placemark
            return item
        }
        placemark.locality = try readShared()
        placemark.subLocality = try readShared()
        placemark.postalCode = try readShared()
        placemark.administrativeArea = try readShared()
        placemark.countryCode = try readShared()
        item.placemark = placemark
        item.phoneNumber = try reader.readCompactOptionalString()
        item.url = try reader.readCompactOptionalString()
        item.openingHours = try reader.readCompactOptionalString()
        item.sourceType = try readShared() ?? ""
        item.population = try reader.readBool() ? Int(try reader.readSignedVarint()) : nil
        item.isInterpolated = try reader.readBool()
        let nameCount = try reader.readVarint()
        guard nameCount <= UInt64(reader.remaining / 2) else { throw ByteReaderError("\(nameCount) alternate names do not fit the record") }
        for _ in 0..<nameCount {
            item.alternateNames.append(AlternateName(key: try readShared() ?? "", text: try reader.readCompactString()))
        }
        return item
    }
}
