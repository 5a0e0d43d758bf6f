/// Other spellings of street names people type: numbered streets as ordinals or words ("7th Street" ↔ "Seventh
/// Street") and street types written out or abbreviated ("Street" ↔ "St", "Avenue" ↔ "Ave").
enum StreetNameVariants {
    /// Spelled-out ordinals and their numeric forms.
    static let ordinals: [String: String] = [
        "first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th", "seventh": "7th",
        "eighth": "8th", "ninth": "9th", "tenth": "10th", "eleventh": "11th", "twelfth": "12th", "thirteenth": "13th",
        "fourteenth": "14th", "fifteenth": "15th", "sixteenth": "16th", "seventeenth": "17th", "eighteenth": "18th",
        "nineteenth": "19th", "twentieth": "20th",
    ]

    /// Street types written out and abbreviated (USPS forms).
    static let streetTypes: [String: String] = [
        "street": "st", "avenue": "ave", "boulevard": "blvd", "road": "rd", "drive": "dr", "lane": "ln", "place": "pl",
        "court": "ct", "terrace": "ter", "highway": "hwy", "parkway": "pkwy", "square": "sq", "north": "n", "south": "s",
        "east": "e", "west": "w",
    ]

    static let numericOrdinals: [String: String] = Dictionary(uniqueKeysWithValues: ordinals.map { ($1, $0) })
    static let abbreviations: [String: String] = Dictionary(uniqueKeysWithValues: streetTypes.map { ($1, $0) })

    /// The name's other spellings ("7th Street" → "Seventh Street", "7th St", "Seventh St"), as variants; none for
    /// names without ordinals or street types.
    static func variants(of name: String) -> [AlternateName] {
        let words = name.split(separator: " ").map(String.init)
        let lower = words.map { $0.lowercased() }
        guard lower.contains(where: { ordinals[$0] != nil || numericOrdinals[$0] != nil || streetTypes[$0] != nil || abbreviations[$0] != nil })
        else { return [] }
        func swapped(ordinal: Bool, type: Bool) -> String {
            zip(words, lower).map { word, folded in
                if ordinal, let other = ordinals[folded] ?? numericOrdinals[folded] { return capitalized(other, like: word) }
                if type, let other = streetTypes[folded] ?? abbreviations[folded] { return capitalized(other, like: word) }
                return word
            }.joined(separator: " ")
        }
        var seen: Set<String> = [name]
        return [swapped(ordinal: true, type: false), swapped(ordinal: false, type: true), swapped(ordinal: true, type: true)]
            .filter { seen.insert($0).inserted }
            .map { AlternateName(key: "variant", text: $0) }
    }

    private static func capitalized(_ word: String, like original: String) -> String {
        guard original.first?.isLowercase == false, let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
