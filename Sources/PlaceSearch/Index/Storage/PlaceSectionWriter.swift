import BinaryData
import Geo

/// Writes a place index's prepared-file section (Docs/prepared-format.md, `PLAC`) from items given one at a time:
/// each item's record goes straight into `records` (a temporary file when preparing) and only the tables are kept,
/// so a country's places are never all in memory as items. The section is `head`, the records, then `tail`.
struct PlaceSectionWriter<Records: ByteSink> {
    private var records: Records
    /// Where each record ends, from the first record's start.
    private var ends: [UInt64] = []
    private var length: UInt64 = 0
    private var coordinates: [Int32] = []
    /// Each item's prominence rounded up to a byte (`ProminenceCeiling`).
    private var prominenceCeilings: [UInt8] = []
    private var tieRanks = TieRanks()
    private var shared = StringPool()
    private var tables = PlaceTables()
    /// Name words numbered as first seen (renumbered by the sorted vocabulary at the end).
    private var words = StringPool()
    /// Each item's names' words by that number, `nameSeparator` between two names; `nameWordEnds` per item.
    private var nameWords: [UInt32] = []
    private var nameWordEnds: [Int] = []

    private static var nameSeparator: UInt32 { .max }

    /// The number of items added.
    var count: Int { ends.count }

    init(records: Records) {
        self.records = records
    }

    /// Adds the next item: its record to the records, its coordinate, names and keys to the tables.
    mutating func add(_ item: MapItem) {
        var record = ByteWriter()
        MapItemCoding.write(item, sharing: &shared, to: &record)
        records.append(record.bytes)
        length += UInt64(record.count)
        ends.append(length)
        item.coordinate.appendFixedPoint(to: &coordinates)
        prominenceCeilings.append(ProminenceCeiling.byte(item.prominence))
        tieRanks.add(item)
        let variants = MemoryPlaceIndexStorage.nameVariantWords(of: item)
        tables.add(item, variants: variants, at: Int32(ends.count - 1))
        for (position, names) in variants.enumerated() {
            if position > 0 { nameWords.append(Self.nameSeparator) }
            for word in names { nameWords.append(words.number(word)) }
        }
        nameWordEnds.append(nameWords.count)
    }

    /// The section around the records: `head` (the record ends, the shared strings and the records' length) and
    /// `tail` (coordinates, prominence ceilings, tie ranks, name words, the keyed lists and `streetBytes`, the street lines as `StreetGeometry`
    /// encodes them).
    consuming func finish(streetBytes: [UInt8]) -> (head: [UInt8], records: Records, tail: [UInt8]) {
        var head = ByteWriter()
        head.write(array: ends)
        StringTable.encode(shared.strings, to: &head)
        head.write(length)
        var tail = ByteWriter()
        tail.write(array: coordinates)
        coordinates = []
        tail.write(array: prominenceCeilings)
        prominenceCeilings = []
        tail.write(array: tieRanks.ranks())
        let vocabulary = tables.postings.keys.sorted()
        var positions: [String: UInt32] = [:]
        for (position, word) in vocabulary.enumerated() { positions[word] = UInt32(position) }
        let renumbered = words.strings.map { positions[$0] ?? 0 }
        positions = [:]
        // Each item's names one after another: a word as its vocabulary position + 1 (varint), a 0 between two names.
        var starts: [UInt32] = [0]
        var ids = ByteWriter()
        var start = 0
        for end in nameWordEnds {
            for number in nameWords[start..<end] {
                ids.write(varint: number == Self.nameSeparator ? 0 : UInt64(renumbered[Int(number)]) + 1)
            }
            starts.append(UInt32(clamping: ids.count))
            start = end
        }
        nameWords = []
        tail.write(array: starts)
        tail.write(UInt64(ids.count))
        tail.write(bytes: ids.bytes)
        KeyedLists<String>.encode(tables.postings, to: &tail)
        KeyedLists<Int64>.encode(Dictionary(uniqueKeysWithValues: tables.grid.map { ($0.key.packed, $0.value) }), to: &tail)
        KeyedLists<String>.encode(Dictionary(uniqueKeysWithValues: tables.categories.map { ($0.key.rawValue, $0.value) }), to: &tail)
        KeyedLists<String>.encode(tables.cuisines, to: &tail)
        KeyedLists<String>.encode(tables.addressesByStreet, to: &tail)
        KeyedLists<String>.encode(MemoryPlaceIndexStorage.typoGroups(vocabulary), to: &tail)
        KeyedLists<String>.encode(tables.features, to: &tail)
        tail.write(UInt64(streetBytes.count))
        tail.write(bytes: streetBytes)
        return (head.bytes, records, tail.bytes)
    }
}
