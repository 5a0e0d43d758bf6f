import BinaryData

extension Array where Element == Int {
    /// Appends another list's element starts (its first, always 0, left out) to these, its elements following the
    /// `base` already here: how packed lists of per-element runs (tags, node ids, members) are joined.
    mutating func appendStarts(of other: [Int], after base: Int) {
        append(contentsOf: other.dropFirst().lazy.map { $0 + base })
    }
}

extension GrowingColumn where Element == Int {
    /// `Array.appendStarts` for a column: `other` is an unfinished in-memory column (a piece read on another thread).
    mutating func appendStarts(of other: GrowingColumn<Int>, after base: Int) {
        guard let starts = other.values else { preconditionFailure("starts are appended from a piece in memory") }
        append(contentsOf: starts.dropFirst().map { $0 + base })
    }
}
