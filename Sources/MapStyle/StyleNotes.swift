/// What a style asks for that MapSnap does not draw yet, each with its JSON path (`Style.notDrawn`).
struct StyleNotes {
    private(set) var entries: [String] = []

    mutating func add(_ path: String, _ message: String) {
        entries.append(path.isEmpty ? message : "\(path): \(message)")
    }
}
