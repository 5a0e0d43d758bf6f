import Geo

/// Outlines of shapes cut to a tile's square: the ring without the edges along the square's sides, where the
/// neighbouring tile's piece continues the shape (stroking them would draw the tile grid).
enum TileCutEdges {
    /// The ring (image points) as open pieces, leaving out edges that lie along a side of `cut` (the tile's square in
    /// the viewport's level frame: it stays square when the map is turned).
    static func outline(_ ring: [Point], cut: Rect, viewport: Viewport) -> [[Point]] {
        guard viewport.isTurned else { return outline(ring, cut: cut) }
        return outline(ring.map(viewport.levelPoint), cut: cut).map { $0.map { viewport.imagePoint(level: $0) } }
    }

    /// The ring as open pieces, leaving out edges that lie along a side of `cut` (within `tolerance` points).
    static func outline(_ ring: [Point], cut: Rect, tolerance: Double = 0.01) -> [[Point]] {
        guard let first = ring.first else { return [] }
        func along(_ a: Point, _ b: Point) -> Bool {
            func near(_ u: Double, _ v: Double) -> Bool { abs(u - v) <= tolerance }
            return (near(a.x, cut.minX) && near(b.x, cut.minX)) || (near(a.x, cut.maxX) && near(b.x, cut.maxX))
                || (near(a.y, cut.minY) && near(b.y, cut.minY)) || (near(a.y, cut.maxY) && near(b.y, cut.maxY))
        }
        let closed = ring.last == first ? ring : ring + [first]
        var pieces: [[Point]] = []
        var current: [Point] = []
        for (a, b) in zip(closed, closed.dropFirst()) {
            if along(a, b) {
                if current.count > 1 { pieces.append(current) }
                current = []
            } else {
                if current.isEmpty { current = [a] }
                current.append(b)
            }
        }
        if current.count > 1 {
            // The last piece runs on into the first when the ring's start is not at a cut.
            if let head = pieces.first, head.first == closed.first, current.last == closed.last {
                pieces[0] = current + head.dropFirst()
            } else {
                pieces.append(current)
            }
        }
        return pieces
    }
}
