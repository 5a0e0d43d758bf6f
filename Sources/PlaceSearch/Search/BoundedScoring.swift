/// Scores a search's candidates best bound first and stops once none left can reach the results: a query that matches
/// tens of thousands of places ("cafe" over a country) decodes and ranks only those that can.
///
/// Each candidate carries an upper bound of its score, found without decoding it (its prominence and position are
/// read on their own; the text and category parts take their largest values), computed term by term as the score is,
/// so rounding keeps it at or above the score. Candidates are scored in falling bound order, each item keeping its
/// best score; once `count` items have been scored, a candidate whose bound is below the `count`-th best score kept,
/// or equal to it while `Ranking.order` would put it after that result anyway (farther, or later by `TieRanks`),
/// cannot enter the `count` best, and neither can any after it: the best `count` are those a full scoring would give,
/// in the same order. Candidates of equal bounds are taken nearest first, then by tie rank, so tens of thousands of
/// places tied at the top (every café without a region) stop after the first few.
struct BoundedScoring {
    /// Which reading of the query found a candidate (and so scores it).
    enum Reading {
        /// The whole query as a name.
        case name
        /// A kind of place, by name words or near a place.
        case category
    }

    /// A candidate waiting to be scored: the item, its reading, its bound and tie rank (set by `findBounds`). Plain
    /// values only (its word matches wait in `BoundedScoring`), so hundreds of thousands move cheaply.
    struct Candidate {
        let index: Int32
        let reading: Reading
        /// Its word matches' number in the scoring's match lists (0: none).
        let matchList: Int32
        var bound = Ranking.Bound(score: .infinity, distance: 0)
        /// The item's tie rank (`TieRanks`), when the index has them.
        var tieRank: UInt32?
    }

    private(set) var candidates: [Candidate] = []
    /// The candidates' word matches; the first (number 0) is empty.
    private var matchLists: [[WordMatch]] = [[]]

    /// Adds a candidate: item `index`, found by `reading` with `matches` (each query name word's match).
    mutating func add(index: Int, reading: Reading, matches: [WordMatch]) {
        var matchList: Int32 = 0
        if !matches.isEmpty {
            matchList = Int32(matchLists.count)
            matchLists.append(matches)
        }
        candidates.append(Candidate(index: Int32(index), reading: reading, matchList: matchList))
    }

    /// Sets each candidate's bound (`bound`) and tie rank (`tieRank`), going through them in item order: the tables
    /// they read (positions, prominence ceilings, ranks) are then read front to back, not at tens of thousands of
    /// random places.
    mutating func findBounds(_ bound: (Candidate) -> Ranking.Bound, tieRank: (Int) -> UInt32?) {
        if !zip(candidates, candidates.dropFirst()).allSatisfy({ $0.index <= $1.index }) { candidates.sort { $0.index < $1.index } }
        for position in candidates.indices {
            candidates[position].bound = bound(candidates[position])
            candidates[position].tieRank = tieRank(Int(candidates[position].index))
        }
    }

    /// Scores candidates (with `score`, given each candidate's word matches; nil when a filter refuses the item) into
    /// `best`, best bound first, until none left can be among the `count` best; `tieRank` gives a kept result's tie
    /// rank. The candidates wait in a heap: only those taken are put in order.
    mutating func run(count: Int, into best: inout [Int: Ranking.Scored], tieRank: (Int) -> UInt32?,
                      score: (Candidate, [WordMatch]) -> Ranking.Scored?) {
        var waiting = CandidateHeap(candidates, isBefore: BoundedScoring.isBefore)
        candidates = []
        // The `count`-th best result kept so far (none until `count` are kept).
        var last: Ranking.Scored?
        var nextCheck = count
        var scored = 0
        while let candidate = waiting.popFirst() {
            if let last, !BoundedScoring.canEnter(candidate, before: last, lastRank: tieRank(last.index)) { break }
            if let result = score(candidate, matchLists[Int(candidate.matchList)]) { BoundedScoring.keep(result, in: &best) }
            scored += 1
            // The `count`-th best is found again after count, 2·count, 4·count, … scores (a selection over every kept
            // score): a stale one is worse, so it leaves out less, never too much.
            if scored >= nextCheck, best.count >= count {
                last = Ranking.best(Array(best.values), count: count).prefix(count).last
                nextCheck *= 2
            }
        }
    }

    /// The order candidates are scored in: higher bound first, then nearer, then lower tie rank.
    static func isBefore(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.bound.score != b.bound.score { return a.bound.score > b.bound.score }
        if a.bound.distance != b.bound.distance { return a.bound.distance < b.bound.distance }
        return (a.tieRank ?? 0) < (b.tieRank ?? 0)
    }

    /// Whether `candidate` could be put before `last` by `Ranking.order`: its bound above `last`'s score, or equal to
    /// it and the candidate not farther, nor at the same distance and later in tie rank (without tie ranks, any
    /// candidate whose bound reaches the score could).
    static func canEnter(_ candidate: Candidate, before last: Ranking.Scored, lastRank: UInt32?) -> Bool {
        if candidate.bound.score != last.score { return candidate.bound.score > last.score }
        guard let rank = candidate.tieRank, let lastRank else { return true }
        if candidate.bound.distance != last.distance { return candidate.bound.distance < last.distance }
        return rank < lastRank
    }

    /// Keeps `scored` as its item's score when it is better than the one kept.
    static func keep(_ scored: Ranking.Scored, in best: inout [Int: Ranking.Scored]) {
        if let previous = best[scored.index], !Ranking.order(scored, previous) { return }
        best[scored.index] = scored
    }
}
