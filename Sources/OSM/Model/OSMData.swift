import BinaryData
import Geo

/// OSM tags: key → value.
public typealias Tags = [String: String]

/// A node with tags (untagged nodes are kept only as locations).
public struct OSMNode: Hashable, Sendable {
    /// OSM id.
    public var id: Int64
    /// Position.
    public var coordinate: Coordinate
    /// Tags.
    public var tags: Tags
}

/// A way: an ordered list of node ids with tags.
public struct OSMWay: Hashable, Sendable {
    /// OSM id.
    public var id: Int64
    /// Node ids in order (closed ways repeat the first id at the end).
    public var nodeIDs: [Int64]
    /// Tags.
    public var tags: Tags

    /// Whether the way ends where it starts.
    public var isClosed: Bool { nodeIDs.count > 3 && nodeIDs.first == nodeIDs.last }
}

/// A relation member.
public struct OSMMember: Hashable, Sendable {
    /// What the member is.
    public enum Kind: Int, Hashable, Sendable {
        case node = 0, way = 1, relation = 2
    }

    /// Its kind.
    public var kind: Kind
    /// Its OSM id.
    public var ref: Int64
    /// Its role ("outer", "inner", "via", …).
    public var role: String
}

/// A relation: members with roles, and tags.
public struct OSMRelation: Hashable, Sendable {
    /// OSM id.
    public var id: Int64
    /// Members in order.
    public var members: [OSMMember]
    /// Tags.
    public var tags: Tags
}

/// Node locations in compact columns (sorted by id), 1e-7° fixed point as OSM stores them: added while an extract is
/// read (in memory, or to temporary files in a `SpillArea` as they come), then `finish`ed before they are read.
public struct NodeLocations: Sendable {
    private(set) var ids = GrowingColumn<Int64>()
    private(set) var latitudes = GrowingColumn<Int32>()
    private(set) var longitudes = GrowingColumn<Int32>()
    private var sorted = true

    /// No locations; those added are kept in memory.
    public init() {}

    /// No locations; those added go to temporary files in `area` (nil: kept in memory).
    public init(spillingIn area: SpillArea?) throws(FileWriteError) {
        ids = try GrowingColumn(spillingIn: area)
        latitudes = try GrowingColumn(spillingIn: area)
        longitudes = try GrowingColumn(spillingIn: area)
    }

    /// Number of nodes.
    public var count: Int { ids.count }

    mutating func append(id: Int64, latitude: Double, longitude: Double) {
        let position = Coordinate(latitude: latitude, longitude: longitude).fixedPoint
        appendStored(id: id, latitude: Int32(position.latitude), longitude: Int32(position.longitude))
    }

    /// Adds a location already in fixed point.
    mutating func appendStored(id: Int64, latitude: Int32, longitude: Int32) {
        if let last = ids.lastAppended, id <= last { sorted = false }
        ids.append(id)
        latitudes.append(latitude)
        longitudes.append(longitude)
    }

    /// Adds the locations of `other` (a piece read on another thread, kept in memory and not finished) after these.
    mutating func append(_ other: NodeLocations) {
        if let last = ids.lastAppended, let first = other.ids.values?.first, first <= last { sorted = false }
        if !other.sorted { sorted = false }
        ids.append(other.ids)
        latitudes.append(other.latitudes)
        longitudes.append(other.longitudes)
    }

    /// `finish` for locations kept in memory (nothing is written, so nothing can fail).
    mutating func finishInMemory() {
        precondition(ids.values != nil, "locations that spill are finished with finish()")
        do { try finish() } catch { preconditionFailure(error.message) }
    }

    /// Makes the locations added ready to read, sorted by id if the input was not (files normally are); throws when
    /// a temporary file could not be written or mapped.
    mutating func finish() throws(FileWriteError) {
        try ids.finish()
        try latitudes.finish()
        try longitudes.finish()
        guard !sorted else { return }
        let order = ids.indices.sorted { ids[$0] < ids[$1] }
        ids = GrowingColumn(order.map { ids[$0] })
        latitudes = GrowingColumn(order.map { latitudes[$0] })
        longitudes = GrowingColumn(order.map { longitudes[$0] })
        sorted = true
        try ids.finish()
        try latitudes.finish()
        try longitudes.finish()
    }

    /// The location of a node, or nil when the extract does not contain it.
    public func coordinate(of id: Int64) -> Coordinate? {
        position(of: id).map(coordinate(at:))
    }

    /// The location of the node at `position` (0..<count).
    public func coordinate(at position: Int) -> Coordinate {
        Coordinate(fixedLatitude: Int64(latitudes[position]), fixedLongitude: Int64(longitudes[position]))
    }

    /// The position of node `id` in the table (0..<count; ids are sorted), or nil when the extract does not have it.
    public func position(of id: Int64) -> Int? {
        var low = 0, high = ids.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if ids[middle] == id { return middle }
            if ids[middle] < id { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }
}

/// Everything read from an extract.
public struct OSMData: Sendable {
    /// The bounds the file declares (or nil).
    public var bounds: GeoBounds?
    /// Every node's location.
    public var locations = NodeLocations()
    /// Nodes with tags.
    public var nodes = OSMNodes()
    /// Ways.
    public var ways = OSMWays()
    /// Relations.
    public var relations = OSMRelations()

    /// Creates empty data.
    public init() {}

    /// Creates empty data whose nodes and ways — locations, ids, node lists, tag numbers (not the tag strings) — go
    /// to temporary files in `area` as they are added (nil: kept in memory); `finish` maps them back.
    public init(spillingIn area: SpillArea?) throws(FileWriteError) {
        locations = try NodeLocations(spillingIn: area)
        nodes = try OSMNodes(spillingIn: area)
        ways = try OSMWays(spillingIn: area)
    }

    /// Makes what was added ready to read (see `NodeLocations.finish`).
    mutating func finish() throws(FileWriteError) {
        try locations.finish()
        try nodes.finish()
        try ways.finish()
    }

    /// The coordinates of a way's nodes; nodes missing from the extract are left out.
    public func coordinates(of way: OSMWay) -> [Coordinate] {
        way.nodeIDs.compactMap { locations.coordinate(of: $0) }
    }

    /// A way's runs of consecutive nodes present in the extract, each position transformed (joining across a
    /// missing node would invent a line the data does not have).
    public func presentRuns<Point>(of way: OSMWay, _ transform: (Coordinate) -> Point) -> [[Point]] {
        var runs: [[Point]] = []
        var current: [Point] = []
        for id in way.nodeIDs {
            if let coordinate = locations.coordinate(of: id) {
                current.append(transform(coordinate))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// Ways by id (the first of any repeated id), for relations' members.
    public func waysByID() -> WaysByID { ways.lookup() }

    /// The bounds of the data: declared, or else of all node locations.
    public var dataBounds: GeoBounds? {
        if let bounds { return bounds }
        guard locations.count > 0 else { return nil }
        let lats = locations.latitudes.map { Double($0) / 1e7 }, lons = locations.longitudes.map { Double($0) / 1e7 }
        return GeoBounds(south: lats.min() ?? 0, north: lats.max() ?? 0, west: lons.min() ?? 0, east: lons.max() ?? 0)
    }
}

extension OSMData {
    /// Adds the elements of `part` (the next piece of the same file) after this data's.
    mutating func append(_ part: OSMData) {
        locations.append(part.locations)
        nodes.append(contentsOf: part.nodes)
        ways.append(contentsOf: part.ways)
        if relations.isEmpty { relations = part.relations } else { relations.append(contentsOf: part.relations) }
    }
}
