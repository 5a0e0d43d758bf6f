import BinaryData

/// A road graph's edges while it is built, one column per field as the graph keeps them (lengths as f32, kinds as
/// numbers in a table of the kinds met, bearings as two-byte steps), sorted by a permutation: so the edges are held
/// once, compactly, rather than as tuples beside the final columns. Given a spill area, the columns go to temporary
/// files and are read from their mappings (a country's walking graph has tens of millions of edges).
struct EdgeColumns {
    var source = GrowingColumn<Int32>(), target = GrowingColumn<Int32>()
    var length = GrowingColumn<Float>()
    /// Each edge's kind, as its number in `kinds`.
    var kind = GrowingColumn<UInt32>()
    /// The kinds met, numbered as first met.
    private(set) var kinds = ValuePool<EdgeKind>()
    var way = GrowingColumn<Int32>()
    /// Bearings in `Bearings`' steps.
    var entry = GrowingColumn<UInt16>(), exit = GrowingColumn<UInt16>()
    /// Where the columns spill (nil: kept in memory).
    private let area: SpillArea?

    /// No edges, kept in memory.
    init() { area = nil }

    /// No edges; their columns go to temporary files in `area` (nil: kept in memory).
    init(spillingIn area: SpillArea?) throws(FileWriteError) {
        self.area = area
        (source, target, length) = (try GrowingColumn(spillingIn: area), try GrowingColumn(spillingIn: area), try GrowingColumn(spillingIn: area))
        (kind, way) = (try GrowingColumn(spillingIn: area), try GrowingColumn(spillingIn: area))
        (entry, exit) = (try GrowingColumn(spillingIn: area), try GrowingColumn(spillingIn: area))
    }

    /// Room for `count` edges in every column kept in memory, so appending them never regrows one (a regrown array
    /// holds up to twice what it needs, and its old and new buffers are both live while it copies).
    mutating func reserveCapacity(_ count: Int) {
        source.reserveCapacity(count)
        target.reserveCapacity(count)
        length.reserveCapacity(count)
        kind.reserveCapacity(count)
        way.reserveCapacity(count)
        entry.reserveCapacity(count)
        exit.reserveCapacity(count)
    }

    mutating func append(_ source: Int32, _ target: Int32, _ length: Double, _ kind: EdgeKind, _ way: Int32, _ entry: Float, _ exit: Float) {
        self.source.append(source)
        self.target.append(target)
        self.length.append(Float(length))
        self.kind.append(kinds.number(kind))
        self.way.append(way)
        self.entry.append(Bearings.step(entry))
        self.exit.append(Bearings.step(exit))
    }

    /// Sorts the edges by source, then target, then the order they were added (stable); throws when a temporary
    /// file could not be written or mapped.
    mutating func sortBySourceAndTarget() throws(FileWriteError) {
        try finish()
        var order = (0..<Int32(source.count)).map { $0 }
        order.sort { a, b in
            let (a, b) = (Int(a), Int(b))
            return source[a] != source[b] ? source[a] < source[b] : target[a] != target[b] ? target[a] < target[b] : a < b
        }
        try take(order)
    }

    /// Makes every column ready to read.
    private mutating func finish() throws(FileWriteError) {
        try source.finish()
        try target.finish()
        try length.finish()
        try kind.finish()
        try way.finish()
        try entry.finish()
        try exit.finish()
    }

    /// Keeps the edges at `positions`, in that order (one column made at a time, the old one let go).
    private mutating func take(_ positions: [Int32]) throws(FileWriteError) {
        func taken<T>(_ column: inout GrowingColumn<T>) throws(FileWriteError) {
            var kept = try GrowingColumn<T>(spillingIn: area)
            for position in positions { kept.append(column[Int(position)]) }
            try kept.finish()
            column = kept
        }
        try taken(&source)
        try taken(&target)
        try taken(&length)
        try taken(&kind)
        try taken(&way)
        try taken(&entry)
        try taken(&exit)
    }
}

extension EdgeColumns {
    /// Drops repeats of an edge (same source, target and way) from columns sorted by source and target, keeping the
    /// first: the edges of a way two joined graphs both hold.
    mutating func removeRepeats() throws(FileWriteError) {
        var keep = [Bool](repeating: true, count: source.count)
        var runStart = 0
        for edge in source.indices {
            if edge > 0, source[edge] != source[edge - 1] || target[edge] != target[edge - 1] { runStart = edge }
            if (runStart..<edge).contains(where: { way[$0] == way[edge] }) { keep[edge] = false }
        }
        guard keep.contains(false) else { return }
        try take(source.indices.filter { keep[$0] }.map { Int32($0) })
    }
}
