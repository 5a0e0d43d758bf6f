import Geo

/// `--bbox WEST,SOUTH,EAST,NORTH` in degrees, as `mapsnap tiles` and `mapsnap prepare` take it.
enum BoundingBoxOption {
    /// The four numbers of `text`, or one error naming `--bbox` and the text.
    static func numbers(_ text: String) throws(MapSnapError) -> (west: Double, south: Double, east: Double, north: Double) {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, let west = numbers[0], let south = numbers[1], let east = numbers[2], let north = numbers[3] else {
            throw MapSnapError(field: "--bbox", message: "\"\(text.prefix(60))\" is not WEST,SOUTH,EAST,NORTH (four numbers)")
        }
        return (west, south, east, north)
    }

    /// A box on the globe: west < east within ±180, south < north within ±90.
    static func bounds(_ text: String) throws(MapSnapError) -> GeoBounds {
        let (west, south, east, north) = try numbers(text)
        guard [west, south, east, north].allSatisfy(\.isFinite), (-180...180).contains(west), (-180...180).contains(east), west < east,
              (-90...90).contains(south), (-90...90).contains(north), south < north else {
            throw MapSnapError(field: "--bbox", message: "\(text.prefix(60)) is not WEST,SOUTH,EAST,NORTH in degrees with west < east and south < north")
        }
        return GeoBounds(south: south, north: north, west: west, east: east)
    }
}
