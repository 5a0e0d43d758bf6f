/// How a `raster-dem` source's image pixels hold elevations: metres = red · `red` + green · `green` + blue · `blue`
/// − `baseShift` (channels 0–255), as the style spec's `encoding` says.
public struct DEMEncoding: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var baseShift: Double

    /// Creates an encoding from its factors.
    public init(red: Double, green: Double, blue: Double, baseShift: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.baseShift = baseShift
    }

    /// Mapbox Terrain-RGB: −10000 + (R · 65536 + G · 256 + B) · 0.1 m (the spec's default).
    public static let mapbox = DEMEncoding(red: 6553.6, green: 25.6, blue: 0.1, baseShift: 10_000)
    /// Terrarium (Mapzen, AWS open data): R · 256 + G + B / 256 − 32768 m.
    public static let terrarium = DEMEncoding(red: 256, green: 1, blue: 1.0 / 256, baseShift: 32_768)

    /// The elevation in metres a pixel's channels stand for.
    @inline(__always)
    public func elevation(red r: UInt8, green g: UInt8, blue b: UInt8) -> Double {
        Double(r) * red + Double(g) * green + Double(b) * blue - baseShift
    }
}
