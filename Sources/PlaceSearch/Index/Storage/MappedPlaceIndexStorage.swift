import BinaryData
import Geo

/// The place index's tables read in place from a prepared file: items are decoded when a search looks at them.
struct MappedPlaceIndexStorage: PlaceIndexStorage, PositionedVocabulary {
    private let itemEnds: ArrayView<UInt64>
    private let sharedStrings: StringTable
    private let itemRecords: ByteRegion
    private let coordinates: ArrayView<Int32>
    private let prominenceCeilings: ArrayView<UInt8>
    private let tieRanks: ArrayView<UInt32>
    private let nameWordStarts: ArrayView<UInt32>
    /// Each item's names' words as vocabulary numbers + 1 (varints), 0 between names; `nameWordStarts` in bytes.
    private let nameWords: ByteRegion
    private let postingLists: KeyedLists<String>
    private let grid: KeyedLists<Int64>
    private let categories: KeyedLists<String>
    private let cuisines: KeyedLists<String>
    private let streets: KeyedLists<String>
    private let typoGroups: KeyedLists<String>
    private let features: KeyedLists<String>
    let streetGeometry: StreetGeometry

    init(section: ByteRegion) throws(ByteReaderError) {
        var reader = ByteReader(section)
        itemEnds = try reader.readArrayView(UInt64.self)
        sharedStrings = try StringTable(reading: &reader)
        itemRecords = try reader.readRegion(length: try reader.readLength())
        coordinates = try reader.readArrayView(Int32.self)
        prominenceCeilings = try reader.readArrayView(UInt8.self)
        tieRanks = try reader.readArrayView(UInt32.self)
        nameWordStarts = try reader.readArrayView(UInt32.self)
        nameWords = try reader.readRegion(length: try reader.readLength())
        postingLists = try KeyedLists(reading: &reader)
        grid = try KeyedLists(reading: &reader)
        categories = try KeyedLists(reading: &reader)
        cuisines = try KeyedLists(reading: &reader)
        streets = try KeyedLists(reading: &reader)
        typoGroups = try KeyedLists(reading: &reader)
        features = try KeyedLists(reading: &reader)
        var streetReader = ByteReader(try reader.readRegion(length: try reader.readLength()))
        streetGeometry = try StreetGeometry(reading: &streetReader)
        guard coordinates.count == itemEnds.count * 2, prominenceCeilings.count == itemEnds.count, tieRanks.count == itemEnds.count,
              nameWordStarts.count == itemEnds.count + 1 else {
            throw ByteReaderError("place tables disagree (\(itemEnds.count) items)")
        }
    }

    var itemCount: Int { itemEnds.count }

    func item(_ index: Int) -> MapItem { decode(index, rankingFieldsOnly: false) }
    func rankingItem(_ index: Int) -> MapItem { decode(index, rankingFieldsOnly: true) }

    private func decode(_ index: Int, rankingFieldsOnly: Bool) -> MapItem {
        let start = index == 0 ? 0 : (itemEnds.at(index - 1) ?? 0)
        let end = itemEnds.at(index) ?? 0
        guard start <= end, end <= UInt64(itemRecords.count) else { return MapItemCoding.damaged }
        var reader = ByteReader(itemRecords.slice(Int(start), Int(end - start)))
        return (try? MapItemCoding.read(from: &reader, coordinate: coordinate(index), shared: sharedStrings,
                                           rankingFieldsOnly: rankingFieldsOnly)) ?? MapItemCoding.damaged
    }

    func prominenceCeiling(_ index: Int) -> Double {
        ProminenceCeiling.value(prominenceCeilings.at(index) ?? ProminenceCeiling.unknown)
    }

    func tieRank(_ index: Int) -> UInt32? { tieRanks.at(index) }

    func coordinate(_ index: Int) -> Coordinate {
        Coordinate(fixedLatitude: Int64(coordinates.at(index * 2) ?? 0), fixedLongitude: Int64(coordinates.at(index * 2 + 1) ?? 0))
    }

    func nameWords(_ index: Int) -> [[String]] {
        guard let start = nameWordStarts.at(index), let end = nameWordStarts.at(index + 1), start <= end,
              Int(end) <= nameWords.count else { return [] }
        var reader = ByteReader(nameWords.slice(Int(start), Int(end - start)))
        var names: [[String]] = [[]]
        while reader.remaining > 0, let number = try? reader.readVarint() {
            if number == 0 {
                names.append([])
            } else if number <= UInt64(Int.max), let word = postingLists.key(at: Int(number - 1)) {
                names[names.count - 1].append(word)
            }
        }
        return names
    }

    func postings(_ word: String) -> [Int32] { postingLists.list(for: word) }
    func vocabularyLowerBound(_ word: String) -> Int { postingLists.lowerBound(word) }
    func vocabularyWord(_ index: Int) -> String? { postingLists.key(at: index) }

    func typoCandidates(firstLetter: String, lengths: ClosedRange<Int>) -> [[Character]] {
        lengths.flatMap { typoGroups.list(for: Self.typoKey(firstLetter: firstLetter, length: $0)) }
            .compactMap { postingLists.key(at: Int($0)).map(Array.init) }
    }

    func gridCell(_ key: PlaceIndex.GridKey) -> [Int32] { grid.list(for: key.packed) }
    func nearestStreet(to coordinate: Coordinate, within radius: Double) -> (name: String, distance: Double)? {
        streetGeometry.nearestStreet(to: coordinate, within: radius)
    }
    func streetSize(named name: String, through anchor: Coordinate) -> Int? {
        streetGeometry.streetSize(named: name, through: anchor)
    }
    func items(in category: PointOfInterestCategory) -> [Int32] { categories.list(for: category.rawValue) }
    func items(withCuisine cuisine: String) -> [Int32] { cuisines.list(for: cuisine) }
    func addresses(onStreet street: String) -> [Int32] { streets.list(for: street) }
    func items(withFeature feature: String) -> [Int32] { features.list(for: feature) }
}
