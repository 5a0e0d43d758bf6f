/// A road graph's edges while it is built, one array per field, sorted in place by a permutation: so the edges are
/// held once, as the columns the graph keeps, rather than as tuples beside them.
struct EdgeColumns {
    var source: [Int32] = [], target: [Int32] = []
    var length: [Double] = [], time: [Double] = []
    var way: [Int32] = []
    var restricted: [Bool] = []
    var entry: [Float] = [], exit: [Float] = []

    mutating func append(_ source: Int32, _ target: Int32, _ length: Double, _ time: Double, _ way: Int32, _ restricted: Bool,
                         _ entry: Float, _ exit: Float) {
        self.source.append(source)
        self.target.append(target)
        self.length.append(length)
        self.time.append(time)
        self.way.append(way)
        self.restricted.append(restricted)
        self.entry.append(entry)
        self.exit.append(exit)
    }

    /// Sorts the edges by source, then target, then the order they were added (stable).
    mutating func sortBySourceAndTarget() {
        let order = source.indices.sorted { a, b in
            source[a] != source[b] ? source[a] < source[b] : target[a] != target[b] ? target[a] < target[b] : a < b
        }
        func permuted<T>(_ column: [T]) -> [T] { order.map { column[$0] } }
        source = permuted(source)
        target = permuted(target)
        length = permuted(length)
        time = permuted(time)
        way = permuted(way)
        restricted = permuted(restricted)
        entry = permuted(entry)
        exit = permuted(exit)
    }
}
