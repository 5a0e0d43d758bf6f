extension Array where Element == Int {
    /// Appends another list's element starts (its first, always 0, left out) to these, its elements following the
    /// `base` already here: how packed lists of per-element runs (tags, node ids, members) are joined.
    mutating func appendStarts(of other: [Int], after base: Int) {
        append(contentsOf: other.dropFirst().lazy.map { $0 + base })
    }
}
