/// A road graph's edges while it is built, one array per field, sorted in place by a permutation: so the edges are
/// held once, as the columns the graph keeps, rather than as tuples beside them.
struct EdgeColumns {
    var source: [Int32] = [], target: [Int32] = []
    var length: [Double] = []
    var kind: [EdgeKind] = []
    var way: [Int32] = []
    var entry: [Float] = [], exit: [Float] = []

    mutating func append(_ source: Int32, _ target: Int32, _ length: Double, _ kind: EdgeKind, _ way: Int32, _ entry: Float, _ exit: Float) {
        self.source.append(source)
        self.target.append(target)
        self.length.append(length)
        self.kind.append(kind)
        self.way.append(way)
        self.entry.append(entry)
        self.exit.append(exit)
    }

    /// Sorts the edges by source, then target, then the order they were added (stable).
    mutating func sortBySourceAndTarget() {
        let order = source.indices.sorted { a, b in
            source[a] != source[b] ? source[a] < source[b] : target[a] != target[b] ? target[a] < target[b] : a < b
        }
        take(order)
    }

    /// Keeps the edges at `positions`, in that order.
    private mutating func take(_ positions: [Int]) {
        func taken<T>(_ column: [T]) -> [T] { positions.map { column[$0] } }
        source = taken(source)
        target = taken(target)
        length = taken(length)
        kind = taken(kind)
        way = taken(way)
        entry = taken(entry)
        exit = taken(exit)
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
        take(source.indices.filter { keep[$0] })
    }
}
