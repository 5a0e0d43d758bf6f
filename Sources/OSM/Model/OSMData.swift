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

/// Node locations in compact arrays (sorted by id), 1e-7° fixed point as OSM stores them.
public struct NodeLocations: Sendable {
    private(set) var ids: [Int64] = []
    private(set) var latitudes: [Int32] = []
    private(set) var longitudes: [Int32] = []
    private var sorted = true

    /// Number of nodes.
    public var count: Int { ids.count }

    mutating func append(id: Int64, latitude: Double, longitude: Double) {
        let position = Coordinate(latitude: latitude, longitude: longitude).fixedPoint
        appendStored(id: id, latitude: Int32(position.latitude), longitude: Int32(position.longitude))
    }

    /// Adds a location already in fixed point.
    mutating func appendStored(id: Int64, latitude: Int32, longitude: Int32) {
        if let last = ids.last, id <= last { sorted = false }
        ids.append(id)
        latitudes.append(latitude)
        longitudes.append(longitude)
    }

    /// Adds the locations of `other` after these.
    mutating func append(_ other: NodeLocations) {
        if let last = ids.last, let first = other.ids.first, first <= last { sorted = false }
        if !other.sorted { sorted = false }
        ids.append(contentsOf: other.ids)
        latitudes.append(contentsOf: other.latitudes)
        longitudes.append(contentsOf: other.longitudes)
    }

    /// Sorts by id if the input was not (files are normally sorted already).
    mutating func finish() {
        guard !sorted else { return }
        let order = ids.indices.sorted { ids[$0] < ids[$1] }
        ids = order.map { ids[$0] }
        latitudes = order.map { latitudes[$0] }
        longitudes = order.map { longitudes[$0] }
        sorted = true
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
        if nodes.isEmpty { nodes = part.nodes } else { nodes.append(contentsOf: part.nodes) }
        if ways.isEmpty { ways = part.ways } else { ways.append(contentsOf: part.ways) }
        if relations.isEmpty { relations = part.relations } else { relations.append(contentsOf: part.relations) }
    }
}
