import BinaryData
import Geo

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

    /// Writes the section into `sink` table by table; the item records are encoded twice (once to learn where each
    /// ends, which comes first in the section, then into the sink a megabyte at a time), so they are never all in
    /// memory as bytes.
    public func writePreparedSection(to sink: inout some ByteSink) {
        let memory = storage as? MemoryPlaceIndexStorage ?? MemoryPlaceIndexStorage(items: items, streetLines: [])
        var writer = ByteWriter()
        func flush() {
            sink.append(writer.bytes)
            writer = ByteWriter()
        }
        var ends: [UInt64] = []
        var coordinates: [UInt64] = []
        var length: UInt64 = 0
        for item in memory.items {
            var record = ByteWriter()
            MapItemCoding.write(item, to: &record)
            length += UInt64(record.count)
            ends.append(length)
            coordinates += [item.coordinate.latitude.bitPattern, item.coordinate.longitude.bitPattern]
        }
        writer.write(array: ends)
        ends = []
        writer.write(length)
        flush()
        for item in memory.items {
            MapItemCoding.write(item, to: &writer)
            if writer.count >= 1 << 20 { flush() }
        }
        writer.write(array: coordinates)
        coordinates = []
        flush()
        var wordIDs: [String: UInt32] = [:]
        for (position, word) in memory.vocabulary.enumerated() { wordIDs[word] = UInt32(position) }
        var starts: [UInt32] = [0]
        var ids: [UInt32] = []
        // Each item's names one after another, separated by `MappedPlaceIndexStorage.nameSeparator`.
        for index in memory.items.indices {
            for (position, words) in memory.nameWordsForWriting(index).enumerated() {
                if position > 0 { ids.append(MappedPlaceIndexStorage.nameSeparator) }
                ids += words.compactMap { wordIDs[$0] }
            }
            starts.append(UInt32(ids.count))
        }
        writer.write(array: starts)
        writer.write(array: ids)
        flush()
        KeyedLists<String>.encode(memory.postingLists, to: &writer)
        flush()
        KeyedLists<Int64>.encode(Dictionary(uniqueKeysWithValues: memory.grid.map { ($0.key.packed, $0.value) }), to: &writer)
        KeyedLists<String>.encode(Dictionary(uniqueKeysWithValues: memory.categories.map { ($0.key.rawValue, $0.value) }), to: &writer)
        KeyedLists<String>.encode(memory.cuisines, to: &writer)
        KeyedLists<String>.encode(memory.addressesByStreet, to: &writer)
        KeyedLists<String>.encode(memory.typoGroups, to: &writer)
        KeyedLists<String>.encode(memory.features, to: &writer)
        flush()
        writer.write(UInt64(memory.streetBytes.count))
        flush()
        sink.append(memory.streetBytes)
    }
}

/// How a `MapItem` is stored in a prepared file, optionals with a presence byte: first what ranking reads (name,
/// coordinate, kind, category, cuisine, street and number, source id, prominence), then the rest, so a candidate can be
/// ranked without decoding its phone, web site and hours.
enum MapItemCoding {
    /// What a damaged record reads as (searches then simply do not match it).
    static let damaged = MapItem(name: "", coordinate: Coordinate(latitude: 0, longitude: 0), kind: .pointOfInterest, sourceID: 0, sourceType: "")

    static func write(_ item: MapItem, to writer: inout ByteWriter) {
        writer.write(item.name)
        writer.write(item.coordinate.latitude)
        writer.write(item.coordinate.longitude)
        writer.write(item.kind.rawValue)
        writer.write(item.pointOfInterestCategory?.rawValue)
        writer.write(item.featureType)
        writer.write(item.cuisine)
        writer.write(item.placemark.thoroughfare)
        writer.write(item.placemark.subThoroughfare)
        writer.write(item.sourceID)
        writer.write(item.prominence)
        let placemark = item.placemark
        for part in [placemark.locality, placemark.subLocality, placemark.postalCode, placemark.administrativeArea, placemark.countryCode] {
            writer.write(part)
        }
        writer.write(item.phoneNumber)
        writer.write(item.url)
        writer.write(item.openingHours)
        writer.write(item.sourceType)
        writer.write(item.population != nil)
        writer.write(Int64(item.population ?? 0))
        writer.write(item.isInterpolated)
        writer.write(UInt32(item.alternateNames.count))
        for name in item.alternateNames {
            writer.write(name.key)
            writer.write(name.text)
        }
    }

    /// Reads a record; with `rankingFieldsOnly` the fields after the prominence are left empty.
    static func read(from reader: inout ByteReader, rankingFieldsOnly: Bool = false) throws(ByteReaderError) -> MapItem {
        let name = try reader.readString()
        let coordinate = Coordinate(latitude: try reader.readDouble(), longitude: try reader.readDouble())
        let kindName = try reader.readString()
        guard let kind = MapItem.Kind(rawValue: kindName) else { throw ByteReaderError("unknown kind \(kindName)") }
        let category = try reader.readOptionalString().flatMap(PointOfInterestCategory.init(rawValue:))
        let featureType = try reader.readOptionalString()
        let cuisine = try reader.readOptionalString()
        var placemark = Placemark()
        placemark.thoroughfare = try reader.readOptionalString()
        placemark.subThoroughfare = try reader.readOptionalString()
        let sourceID = try reader.read(Int64.self)
        let prominence = try reader.readDouble()
        var item = MapItem(name: name, coordinate: coordinate, kind: kind, sourceID: sourceID, sourceType: "", prominence: prominence)
        item.pointOfInterestCategory = category
        item.featureType = featureType
        item.cuisine = cuisine
        guard !rankingFieldsOnly else {
            item.placemark = placemark
            return item
        }
        placemark.locality = try reader.readOptionalString()
        placemark.subLocality = try reader.readOptionalString()
        placemark.postalCode = try reader.readOptionalString()
        placemark.administrativeArea = try reader.readOptionalString()
        placemark.countryCode = try reader.readOptionalString()
        item.placemark = placemark
        item.phoneNumber = try reader.readOptionalString()
        item.url = try reader.readOptionalString()
        item.openingHours = try reader.readOptionalString()
        item.sourceType = try reader.readString()
        let hasPopulation = try reader.readBool()
        let population = try reader.read(Int64.self)
        item.population = hasPopulation ? Int(population) : nil
        item.isInterpolated = try reader.readBool()
        let nameCount = try reader.read(UInt32.self)
        guard Int(nameCount) <= reader.remaining / 16 else { throw ByteReaderError("\(nameCount) alternate names do not fit the record") }
        for _ in 0..<nameCount {
            item.alternateNames.append(AlternateName(key: try reader.readString(), text: try reader.readString()))
        }
        return item
    }
}
