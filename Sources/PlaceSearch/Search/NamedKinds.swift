/// Which places have the words that ask for a kind in their names ("tuomiokirkko", "pizza"), found through the
/// postings: a name word that begins with the query word, or (4+ letters) that the query word begins with, as an
/// inflected form does ("domkyrkan" → "domkyrka").
struct NamedKinds {
    private let sets: [Set<Int32>]

    init(words: [String], index: PlaceIndex) {
        sets = words.map { word in
            var items = Set(index.matches(for: word, allowPrefix: true, typos: false).keys)
            let characters = Array(word)
            for length in stride(from: characters.count - 1, through: 4, by: -1) {
                items.formUnion(index.items(withWord: String(characters.prefix(length))))
            }
            return items
        }
    }

    /// The share (0…1) of the kind words that the item's names have.
    func share(_ item: Int) -> Double {
        guard !sets.isEmpty else { return 0 }
        var having = 0
        for set in sets where set.contains(Int32(item)) { having += 1 }
        return Double(having) / Double(sets.count)
    }
}
