/// The metatiles of a `TilePyramid`, zoom by zoom and row by row from the west, made as they are taken: the count is
/// known at once (for progress and the time left) and memory stays the same at any size.
public struct MetatileSequence: Sequence, Sendable {
    let pyramid: TilePyramid

    /// How many metatiles there are.
    public var count: Int {
        pyramid.zooms.reduce(0) { total, zoom in
            let grid = pyramid.metatileGrid(zoom: zoom)
            return total + grid.columns * grid.rows
        }
    }

    /// Walks the metatiles in order.
    public struct Iterator: IteratorProtocol, Sendable {
        let pyramid: TilePyramid
        var zoom: Int
        var grid: (first: Metatile, columns: Int, rows: Int)?
        var position = 0

        /// The next metatile, or nil after the last zoom's last one.
        public mutating func next() -> Metatile? {
            while zoom <= pyramid.zooms.upperBound {
                let current = grid ?? pyramid.metatileGrid(zoom: zoom)
                grid = current
                if position < current.columns * current.rows {
                    let (row, column) = position.quotientAndRemainder(dividingBy: current.columns)
                    position += 1
                    var metatile = current.first
                    metatile.x += column * metatile.side
                    metatile.y += row * metatile.side
                    return metatile
                }
                zoom += 1
                grid = nil
                position = 0
            }
            return nil
        }
    }

    /// An iterator from the first metatile.
    public func makeIterator() -> Iterator {
        Iterator(pyramid: pyramid, zoom: pyramid.zooms.lowerBound)
    }
}
