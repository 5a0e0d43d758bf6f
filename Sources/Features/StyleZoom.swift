import Foundation
import Geo

/// The style zoom scale (MapLibre's: 512-point tiles) as feature sources need it.
public enum StyleZoom {
    /// The style zoom of a map `points` wide showing `rect` (what sources use for a query that gives no zoom).
    public static func showing(_ rect: MapRect, acrossPoints points: Double = 1024) -> Double {
        guard rect.size.width > 0 else { return 22 }
        return log2(WebMercator.worldWidth / rect.size.width * points / 512)
    }
}
