import Testing
@testable import PlaceSearch
import TestSupport

/// The fuzzy-prefix lookup reads stretches of the sorted vocabulary; it must find at least what a scan of every word
/// with the same first letter finds under the same rule (the first letter kept, the second kept, dropped or after
/// one put in), and nothing that is not within the typo tolerance.
@Test func typoPrefixLookupFindsWhatAScanFinds() {
    let index = Fixtures.index
    var vocabulary: [String] = []
    index.storage.vocabularyWords(from: "") { vocabulary.append($0); return true }
    let byFirstLetter = Dictionary(grouping: vocabulary) { $0.first ?? " " }
    let sources = vocabulary.filter { $0.count >= 5 && $0.count <= 12 }
    var generator = SeededGenerator(seed: 2026_11_30)
    let letters = Array("abcdefghijklmnopqrstuvwxyzä")
    for _ in 0..<300 {
        guard let source = sources.randomElement(using: &generator) else { continue }
        var typed = Array(source.prefix(Int.random(in: 4...source.count, using: &generator)))
        // One random edit after the first letter: replace, drop or put in a letter.
        let at = Int.random(in: 1..<typed.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: typed[at] = letters.randomElement(using: &generator) ?? "a"
        case 1: typed.remove(at: at)
        default: typed.insert(letters.randomElement(using: &generator) ?? "a", at: at)
        }
        let prefix = String(typed)
        let found = Set(index.words(nearPrefix: prefix))
        let scanned = Set(scan(prefix, vocabulary: byFirstLetter[typed[0]] ?? []))
        #expect(scanned.isSubset(of: found), "\(prefix): missing \(scanned.subtracting(found).sorted().prefix(5))")
        let allowed = EditDistance.allowedEdits(forLength: typed.count)
        for word in found {
            let candidate = Array(word)
            let close = (max(1, typed.count - allowed)...min(candidate.count, typed.count + allowed)).contains {
                EditDistance.distance(typed, candidate.prefix($0), bound: allowed) <= allowed
            }
            #expect(close && candidate.first == typed.first, "\(prefix) → \(word) is not a typo of a beginning")
        }
    }
}

/// Every vocabulary word with the same first letter, checked one by one against the rule the lookup implements:
/// the second letter kept, or (with one edit allowed, spent at the second letter) a letter put in, the second left
/// out or replaced with the rest exact; with two edits, the second letter kept, left out or after one put in.
private func scan(_ prefix: String, vocabulary: [String]) -> [String] {
    let characters = Array(prefix)
    let allowed = EditDistance.allowedEdits(forLength: characters.count)
    guard allowed > 0, characters.count >= 2 else { return [] }
    let first = characters[0]
    return vocabulary.filter { word in
        let candidate = Array(word)
        guard candidate.first == first, candidate.count >= max(3, characters.count - allowed), candidate.count <= 64 else { return false }
        let shape: Bool
        if candidate[1] == characters[1] {
            shape = true
        } else if allowed == 1 {
            let x = candidate[1]
            shape = candidate.starts(with: [first, x] + characters[1...]) || candidate.starts(with: [first] + characters[2...])
                || candidate.starts(with: [first, x] + characters[2...])
        } else {
            shape = (characters.count > 2 && candidate[1] == characters[2]) || (candidate.count > 2 && candidate[2] == characters[1])
        }
        guard shape else { return false }
        return (max(1, characters.count - allowed)...min(candidate.count, characters.count + allowed)).contains {
            EditDistance.distance(characters, candidate.prefix($0), bound: allowed) <= allowed
        }
    }
}
