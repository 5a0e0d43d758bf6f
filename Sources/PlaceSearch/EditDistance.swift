/// Damerau–Levenshtein (optimal string alignment) distance, with an early exit above a bound.
enum EditDistance {
    /// The distance between `a` and `b`, or `bound + 1` once it is certain to exceed `bound`.
    static func distance(_ a: [Character], _ b: ArraySlice<Character>, bound: Int) -> Int {
        let n = a.count, m = b.count
        if abs(n - m) > bound { return bound + 1 }
        if n == 0 { return m }
        if m == 0 { return n }
        let start = b.startIndex
        // Three rows in one scratch buffer: no allocation per call beyond the stack.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { buffer -> Int in
            var previousPrevious = 0, previous = m + 1, current = 2 * (m + 1)
            for j in 0...m { buffer[previous + j] = j }
            for i in 1...n {
                buffer[current] = i
                var rowMinimum = i
                for j in 1...m {
                    let cost = a[i - 1] == b[start + j - 1] ? 0 : 1
                    var value = min(buffer[previous + j] + 1, buffer[current + j - 1] + 1, buffer[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[start + j - 2], a[i - 2] == b[start + j - 1] {
                        value = min(value, buffer[previousPrevious + j - 2] + 1)
                    }
                    buffer[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > bound { return bound + 1 }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return buffer[previous + m]
        }
    }

    /// The distance between two whole words.
    static func distance(_ a: [Character], _ b: [Character], bound: Int) -> Int {
        distance(a, b[...], bound: bound)
    }

    /// The typo tolerance for a word: 1 edit from 4 characters, 2 from 8, none below.
    static func allowedEdits(forLength length: Int) -> Int {
        length >= 8 ? 2 : (length >= 4 ? 1 : 0)
    }
}
