/// Positions in 1e-7° fixed point, as OpenStreetMap stores them. One conversion each way, used wherever positions are
/// stored so: a node's position read from an extract and the same position read back from a prepared file are then
/// the same Double, bit for bit.
extension Coordinate {
    /// The coordinate a fixed-point position stands for.
    public init(fixedLatitude: Int64, fixedLongitude: Int64) {
        self.init(latitude: Double(fixedLatitude) / 1e7, longitude: Double(fixedLongitude) / 1e7)
    }

    /// The coordinate rounded to 1e-7°.
    public var fixedPoint: (latitude: Int64, longitude: Int64) {
        (Int64((latitude * 1e7).rounded()), Int64((longitude * 1e7).rounded()))
    }

    /// Appends the fixed-point latitude and longitude as two 32-bit numbers, as prepared files store positions in
    /// tables (clamped: every position on the globe fits).
    public func appendFixedPoint(to table: inout [Int32]) {
        let fixed = fixedPoint
        table.append(Int32(clamping: fixed.latitude))
        table.append(Int32(clamping: fixed.longitude))
    }

    /// The coordinate as a prepared file stores it: rounded to 1e-7°.
    public var atFixedPointPrecision: Coordinate {
        let fixed = fixedPoint
        return Coordinate(fixedLatitude: fixed.latitude, fixedLongitude: fixed.longitude)
    }
}
