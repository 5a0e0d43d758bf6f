import BinaryData

/// A road graph's edges while it is built, one array per field as the graph keeps them (lengths as f32, kinds as
/// numbers in a table of the kinds met, bearings as two-byte steps), sorted in place by a permutation: so the edges
/// are held once, compactly, rather than as tuples beside the final columns.
struct EdgeColumns {
    var source: [Int32] = [], target: [Int32] = []
    var length: [Float] = []
    /// Each edge's kind, as its number in `kinds`.
    var kind: [UInt32] = []
    /// The kinds met, numbered as first met.
    private(set) var kinds = ValuePool<EdgeKind>()
    var way: [Int32] = []
    /// Bearings in `Bearings`' steps.
    var entry: [UInt16] = [], exit: [UInt16] = []

    /// Room for `count` edges in every column, so appending them never regrows one (a regrown array holds up to
    /// twice what it needs, and its old and new buffers are both live while it copies).
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

    /// Sorts the edges by source, then target, then the order they were added (stable).
    mutating func sortBySourceAndTarget() {
        var order = (0..<Int32(source.count)).map { $0 }
        order.sort { a, b in
            let (a, b) = (Int(a), Int(b))
            return source[a] != source[b] ? source[a] < source[b] : target[a] != target[b] ? target[a] < target[b] : a < b
        }
        take(order)
    }

    /// Keeps the edges at `positions`, in that order (one column copied at a time).
    private mutating func take(_ positions: [Int32]) {
        func taken<T>(_ column: inout [T]) {
            column = positions.map { [column] in column[Int($0)] }
        }
        taken(&source)
        taken(&target)
        taken(&length)
        taken(&kind)
        taken(&way)
        taken(&entry)
        taken(&exit)
    }
}

extension EdgeColumns {
    /// Drops repeats of an edge (same source, target and way) from columns sorted by source and target, keeping the
    /// first: the edges of a way two joined graphs both hold.
    mutating func removeRepeats() {
        var keep = [Bool](repeating: true, count: source.count)
        var runStart = 0
        for edge in source.indices {
            if edge > 0, source[edge] != source[edge - 1] || target[edge] != target[edge - 1] { runStart = edge }
            if (runStart..<edge).contains(where: { way[$0] == way[edge] }) { keep[edge] = false }
        }
        guard keep.contains(false) else { return }
        take(source.indices.filter { keep[$0] }.map { Int32($0) })
    }
}
