/// The winding of polygon rings in image space (y down), as the vector tile specification winds them: an exterior
/// ring clockwise on screen (positive area by the surveyor's formula), its holes anti-clockwise. Filled with the
/// non-zero rule, rings so wound draw each polygon as its exterior less its holes, and polygons that overlap both
/// fill, whatever direction their source wound them in (OpenStreetMap ways run either way).
public enum RingWinding {
    /// Twice the signed area of `ring` (closed implicitly): positive when it runs clockwise on screen.
    public static func doubledSignedArea(_ ring: [Point]) -> Double {
        guard ring.count > 2 else { return 0 }
        var sum = 0.0
        var previous = ring[ring.count - 1]
        for point in ring {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }

    /// `rings` (the first the exterior, the rest its holes) each reversed where needed so the exterior runs
    /// clockwise on screen and every hole anti-clockwise.
    public static func woundForFilling(_ rings: [[Point]]) -> [[Point]] {
        var result = rings
        for index in result.indices {
            let area = doubledSignedArea(result[index])
            if index == 0 ? area < 0 : area > 0 { result[index].reverse() }
        }
        return result
    }
}
