/// Scores a search's candidates best bound first and stops once none left can reach the results: a query that matches
/// tens of thousands of places ("cafe" over a country) decodes and ranks only those that can.
///
/// Each candidate carries an upper bound of its score, found without decoding it (its prominence and position are
/// read on their own; the text and category parts take their largest values). Candidates are scored in falling bound
/// order, each item keeping its best score; when `count` items have been scored and the `count`-th best score is
/// above the next bound, no candidate left can enter the `count` best, so the best `count` are those a full scoring
/// would give, in the same order.
struct BoundedScoring {
    /// Which reading of the query found a candidate (and so scores it).
    enum Reading {
        /// The whole query as a name.
        case name
        /// A kind of place, by name words or near a place.
        case category
    }

    /// A candidate waiting to be scored: the item, its bound (set by `findBounds`), and what its reading needs to
    /// score it.
    struct Candidate {
        let index: Int
        var bound = Double.infinity
        let reading: Reading
        let matches: [WordMatch]

        init(index: Int, reading: Reading, matches: [WordMatch]) {
            self.index = index
            self.reading = reading
            self.matches = matches
        }
    }

    /// Added to every bound: the bound is computed as the score is, term by term, and this absorbs any difference in
    /// rounding between the two.
    static let slack = 1e-9

    private(set) var candidates: [Candidate] = []

    mutating func add(_ candidate: Candidate) {
        candidates.append(candidate)
    }

    /// Sets each candidate's bound (`bound`), going through them in item order: the tables a bound reads (positions,
    /// prominence ceilings) are then read front to back, not at tens of thousands of random places.
    mutating func findBounds(_ bound: (Candidate) -> Double) {
        candidates.sort { $0.index < $1.index }
        for position in candidates.indices { candidates[position].bound = bound(candidates[position]) }
    }

    /// Scores candidates (with `score`, nil when a filter refuses the item) into `best`, best bound first, until none
    /// left can be among the `count` best. Candidates of equal bounds may come in any order: every candidate whose
    /// bound reaches the final threshold is scored, and each item keeps its best score.
    func run(count: Int, into best: inout [Int: Ranking.Scored], score: (Candidate) -> Ranking.Scored?) {
        var order = candidates.indices.map { (bound: candidates[$0].bound, position: Int32($0)) }
        order.sort { $0.bound > $1.bound }
        var threshold = -Double.infinity
        var nextCheck = count
        for (scored, entry) in order.enumerated() {
            let candidate = candidates[Int(entry.position)]
            if candidate.bound < threshold { break }
            if let result = score(candidate) { BoundedScoring.keep(result, in: &best) }
            // The threshold is found again after count, 2·count, 4·count, … scores (a selection over every kept score).
            if scored + 1 >= nextCheck, best.count >= count {
                threshold = BoundedScoring.score(ranked: count, in: best)
                nextCheck *= 2
            }
        }
    }

    /// Keeps `scored` as its item's score when it is better than the one kept.
    static func keep(_ scored: Ranking.Scored, in best: inout [Int: Ranking.Scored]) {
        if let previous = best[scored.index], !Ranking.order(scored, previous) { return }
        best[scored.index] = scored
    }

    /// The `rank`-th best score kept (1 is the best).
    private static func score(ranked rank: Int, in best: [Int: Ranking.Scored]) -> Double {
        var scores = best.values.map(\.score)
        scores.sort(by: >)
        return scores[min(rank, scores.count) - 1]
    }
}
