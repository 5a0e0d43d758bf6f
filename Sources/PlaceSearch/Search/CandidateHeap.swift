/// A binary heap of search candidates: made in linear time from all of them, then taken first to last one at a time,
/// so a search that stops after a few hundred of a hundred thousand candidates never sorts the rest.
struct CandidateHeap {
    private var elements: [BoundedScoring.Candidate]
    private let isBefore: (BoundedScoring.Candidate, BoundedScoring.Candidate) -> Bool

    /// A heap of `elements`, the first being the one no other `isBefore`.
    init(_ elements: [BoundedScoring.Candidate], isBefore: @escaping (BoundedScoring.Candidate, BoundedScoring.Candidate) -> Bool) {
        self.elements = elements
        self.isBefore = isBefore
        for position in stride(from: elements.count / 2 - 1, through: 0, by: -1) { siftDown(from: position) }
    }

    /// Removes and returns the first element (nil when empty).
    mutating func popFirst() -> BoundedScoring.Candidate? {
        guard let first = elements.first else { return nil }
        let last = elements.removeLast()
        if !elements.isEmpty {
            elements[0] = last
            siftDown(from: 0)
        }
        return first
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < elements.count else { return }
            var child = left
            if left + 1 < elements.count, isBefore(elements[left + 1], elements[left]) { child = left + 1 }
            guard isBefore(elements[child], elements[parent]) else { return }
            elements.swapAt(child, parent)
            parent = child
        }
    }
}
