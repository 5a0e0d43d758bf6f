import Geo

/// Joins ways (node-id sequences) end to end into closed rings, as multipolygons and coastlines need.
enum RingAssembler {
    /// Closed rings made from the pieces, and the pieces that could not be closed (joined as far as possible).
    static func join(_ pieces: [[Int64]]) -> (rings: [[Int64]], open: [[Int64]]) {
        var unused = pieces.filter { $0.count >= 2 }
        var rings: [[Int64]] = []
        var open: [[Int64]] = []
        var byEndpoint: [Int64: Set<Int>] = [:]
        for (index, piece) in unused.enumerated() {
            byEndpoint[piece[0], default: []].insert(index)
            byEndpoint[piece[piece.count - 1], default: []].insert(index)
        }
        var used = [Bool](repeating: false, count: unused.count)
        func take(_ index: Int) {
            used[index] = true
            byEndpoint[unused[index][0]]?.remove(index)
            byEndpoint[unused[index][unused[index].count - 1]]?.remove(index)
        }
        for start in unused.indices where !used[start] {
            take(start)
            var chain = unused[start]
            while chain.first != chain.last, let last = chain.last, let next = byEndpoint[last]?.min() {
                take(next)
                let piece = unused[next]
                chain += piece[0] == last ? Array(piece.dropFirst()) : Array(piece.reversed().dropFirst())
            }
            if chain.count > 3, chain.first == chain.last {
                rings.append(chain)
            } else {
                open.append(chain)
            }
        }
        unused.removeAll()
        return (rings, open)
    }

    /// Whether `point` lies inside the ring (even-odd rule).
    static func contains(_ ring: [MapPoint], _ point: MapPoint) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                inside.toggle()
            }
            j = i
        }
        return inside
    }

    /// Twice the signed area (positive when counter-clockwise with y up).
    static func signedArea(_ ring: [MapPoint]) -> Double {
        var sum = 0.0
        var j = ring.count - 1
        for i in ring.indices {
            sum += (ring[j].x - ring[i].x) * (ring[j].y + ring[i].y)
            j = i
        }
        return sum
    }
}
