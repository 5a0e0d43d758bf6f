import Geo

/// Joins polylines that share endpoints (a street split into many ways) into longer lines, for labels.
enum LineMerger {
    static func merge(_ lines: [[Point]], tolerance: Double = 0.5) -> [[Point]] {
        struct Key: Hashable {
            let x: Int
            let y: Int
            init(_ point: Point, _ tolerance: Double) {
                x = Key.cell(point.x / tolerance)
                y = Key.cell(point.y / tolerance)
            }

            /// The cell number, clamped (a damaged or far-away coordinate must not trap the conversion).
            static func cell(_ value: Double) -> Int {
                guard value.isFinite else { return 0 }
                return Int(min(max(value.rounded(), -1e15), 1e15))
            }
        }
        let pieces = lines.filter { $0.count > 1 }
        var byEnd: [Key: [Int]] = [:]
        for (index, line) in pieces.enumerated() {
            byEnd[Key(line[0], tolerance), default: []].append(index)
            byEnd[Key(line[line.count - 1], tolerance), default: []].append(index)
        }
        var used = [Bool](repeating: false, count: pieces.count)
        var merged: [[Point]] = []
        func partner(of point: Point) -> Int? {
            byEnd[Key(point, tolerance)]?.first { !used[$0] }
        }
        for start in pieces.indices where !used[start] {
            used[start] = true
            var line = pieces[start]
            // Grow forwards, then backwards.
            while let last = line.last, let next = partner(of: last) {
                used[next] = true
                let piece = pieces[next]
                line += Key(piece[0], tolerance) == Key(last, tolerance) ? Array(piece.dropFirst()) : Array(piece.reversed().dropFirst())
            }
            while let first = line.first, let next = partner(of: first) {
                used[next] = true
                let piece = pieces[next]
                let oriented = Key(piece[piece.count - 1], tolerance) == Key(first, tolerance) ? piece : Array(piece.reversed())
                line = Array(oriented.dropLast()) + line
            }
            merged.append(line)
        }
        return merged
    }
}
