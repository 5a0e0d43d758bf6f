/// A latitude/longitude box that may cross the antimeridian (then `east` is above 180).
public struct GeoBounds: Hashable, Sendable {
    /// Southern edge in degrees.
    public var south: Double
    /// Northern edge in degrees.
    public var north: Double
    /// Western edge in degrees, -180..<180.
    public var west: Double
    /// Eastern edge in degrees, west...west+360.
    public var east: Double

    /// Creates a box from its edges.
    public init(south: Double, north: Double, west: Double, east: Double) {
        self.south = south
        self.north = north
        self.west = west
        self.east = east
    }

    /// The smallest box containing all coordinates, taking the shorter way round the globe.
    ///
    /// Longitudes are sorted on the circle and the largest gap between neighbours is left
    /// out, so points in Tokyo and San Francisco give a box across the Pacific. Returns nil
    /// for an empty list.
    public static func enclosing(_ coordinates: [Coordinate]) -> GeoBounds? {
        guard let first = coordinates.first else { return nil }
        var south = first.latitude, north = first.latitude
        for coordinate in coordinates {
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
        }
        let longitudes = coordinates.map { Coordinate.wrapLongitude($0.longitude) }.sorted()
        // The gap after the last longitude wraps round to the first one.
        var afterGap = 0
        var largestGap = longitudes[0] + 360 - longitudes[longitudes.count - 1]
        for index in 1..<longitudes.count where longitudes[index] - longitudes[index - 1] > largestGap {
            largestGap = longitudes[index] - longitudes[index - 1]
            afterGap = index
        }
        let west = longitudes[afterGap]
        let beforeGap = longitudes[(afterGap + longitudes.count - 1) % longitudes.count]
        let east = beforeGap >= west ? beforeGap : beforeGap + 360
        return GeoBounds(south: south, north: north, west: west, east: east)
    }

    /// The projected rectangle of the box (x of `east` may lie beyond the world edge).
    public var mapRect: MapRect {
        MapRect(corner: MapPoint(x: WebMercator.x(longitude: west), y: WebMercator.y(latitude: south)),
                corner: MapPoint(x: WebMercator.x(longitude: east), y: WebMercator.y(latitude: north)))
    }
}
