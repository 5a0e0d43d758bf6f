/// Which places have the words that ask for a kind in their names ("tuomiokirkko", "pizza"), found through the
/// postings: a name word that begins with the query word, or (4+ letters) that the query word begins with, as an
/// inflected form does ("domkyrkan" → "domkyrka"). Kept as one bit per place and word: a search asks for each of
/// up to hundreds of thousands of candidates.
struct NamedKinds {
    private let bits: [[UInt64]]

    init(words: [String], index: PlaceIndex) {
        bits = words.map { word in
            var bits = [UInt64](repeating: 0, count: (index.itemCount + 63) / 64)
            // A damaged file's list may name an item past the end: it has no bit.
            func set(_ item: Int32) { if item >= 0, Int(item) >> 6 < bits.count { bits[Int(item) >> 6] |= 1 << UInt64(item & 63) } }
            for item in index.matches(for: word, allowPrefix: true, typos: false).keys { set(item) }
            let characters = Array(word)
            for length in stride(from: characters.count - 1, through: 4, by: -1) {
                for item in index.items(withWord: String(characters.prefix(length))) { set(item) }
            }
            return bits
        }
    }

    /// The share (0…1) of the kind words that the item's names have.
    func share(_ item: Int) -> Double {
        guard !bits.isEmpty, item >= 0 else { return 0 }
        var having = 0
        for word in bits where item >> 6 < word.count && word[item >> 6] & (1 << UInt64(item & 63)) != 0 { having += 1 }
        return Double(having) / Double(bits.count)
    }
}
