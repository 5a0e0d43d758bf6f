import Geo

/// One tile of the XYZ scheme (x east from −180°, y south from +85.05°), as MBTiles rows (flipped) and PMTiles ids name it.
public struct TileCoordinate: Hashable, Sendable, CustomStringConvertible {
    /// Zoom level (0 is the whole world in one tile).
    public var z: Int
    /// Column, 0 at the antimeridian going east.
    public var x: Int
    /// Row, 0 at the top going south.
    public var y: Int

    /// Creates a tile coordinate.
    public init(z: Int, x: Int, y: Int) {
        self.z = z
        self.x = x
        self.y = y
    }

    public var description: String { "\(z)/\(x)/\(y)" }

    /// Tiles per side at this zoom.
    public var tilesPerSide: Int { 1 << z }

    /// The tile's area on the Web Mercator plane.
    public var bounds: MapRect {
        let size = WebMercator.worldWidth / Double(tilesPerSide)
        let minX = -WebMercator.worldWidth / 2 + Double(x) * size
        let maxY = WebMercator.worldWidth / 2 - Double(y) * size
        return MapRect(origin: MapPoint(x: minX, y: maxY - size), size: MapSize(width: size, height: size))
    }

    /// The PMTiles v3 tile id: tiles of lower zooms first, then the position along a Hilbert curve.
    public var hilbertID: UInt64 {
        var id: UInt64 = ((UInt64(1) << (2 * UInt64(z))) - 1) / 3
        var x = UInt64(self.x), y = UInt64(self.y)
        var s = UInt64(tilesPerSide) >> 1
        while s > 0 {
            let rx: UInt64 = x & s != 0 ? 1 : 0
            let ry: UInt64 = y & s != 0 ? 1 : 0
            id += s * s * ((3 * rx) ^ ry)
            if ry == 0 {
                if rx == 1 {
                    x = s &- 1 &- x
                    y = s &- 1 &- y
                }
                (x, y) = (y, x)
            }
            s >>= 1
        }
        return id
    }

    /// The tiles at `zoom` covering `rect`, each with the east-west shift (a multiple of the world's width) that
    /// moves its features onto the copy of the world the rectangle is in: a rectangle across ±180° gets tiles from
    /// both edges of the world. Rows are clamped to the world; nil when more than `limit` tiles would be needed.
    public static func covering(_ rect: MapRect, zoom: Int, limit: Int) -> [(tile: TileCoordinate, shift: Double)]? {
        let count = 1 << zoom
        let size = WebMercator.worldWidth / Double(count)
        let half = WebMercator.worldWidth / 2
        func column(_ x: Double) -> Int { Int(((x + half) / size).rounded(.down).clamped(-1e9, 1e9)) }
        func row(_ y: Double) -> Int { min(max(Int(((half - y) / size).rounded(.down).clamped(-1e9, 1e9)), 0), count - 1) }
        let columns = column(rect.minX)...max(column(rect.minX), column(rect.maxX))
        let rows = row(rect.maxY)...max(row(rect.maxY), row(rect.minY))
        // Never more columns than the world has (a map wider than the world repeats it; one copy is drawn).
        guard columns.count * rows.count <= limit || (columns.count > count && count * rows.count <= limit) else { return nil }
        var tiles: [(TileCoordinate, Double)] = []
        for unwrapped in columns.prefix(count) {
            let wrapped = ((unwrapped % count) + count) % count
            let shift = Double((unwrapped - wrapped) / count) * WebMercator.worldWidth
            for y in rows { tiles.append((TileCoordinate(z: zoom, x: wrapped, y: y), shift)) }
        }
        return tiles
    }
}

extension Double {
    fileprivate func clamped(_ low: Double, _ high: Double) -> Double {
        guard isFinite else { return 0 }
        return Swift.min(Swift.max(self, low), high)
    }
}
