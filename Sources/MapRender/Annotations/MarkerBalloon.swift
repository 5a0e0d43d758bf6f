import Foundation
import Geo
import MapStyle

/// The geometry of MapKit's marker balloon: a circle over a short tail whose tip is the coordinate.
struct MarkerBalloon {
    /// Circle radius in points (about 30 pt across; 1.5× when selected).
    let radius: Double
    /// Distance from the tip up to the circle's centre.
    let centerHeight: Double

    init(selected: Bool, size: MarkerSize = .medium) {
        let factor = (selected ? 1.5 : 1) * size.scale
        radius = 14.5 * factor
        centerHeight = 25 * factor
    }

    /// The circle's centre for a tip at `tip`.
    func center(tip: Point) -> Point {
        Point(x: tip.x, y: tip.y - centerHeight)
    }

    /// The balloon's bounding box.
    func frame(tip: Point) -> Rect {
        Rect(x: tip.x - radius, y: tip.y - centerHeight - radius, width: 2 * radius, height: centerHeight + radius)
    }

    /// The outline: the circle joined to the tip by its two tangents.
    func path(tip: Point) -> Path {
        let center = center(tip: tip)
        let tangent = asin(radius / centerHeight)  // angle below horizontal of the tangent points
        var path = Path()
        path.addMove(tip)
        path.addArc(center: center, radius: radius, start: tangent, end: .pi - tangent - 2 * .pi)
        path.close()
        return path
    }

    /// Commands for the balloon body: soft shadow, tint fill and a darker rim for crisp edges on light maps.
    func bodyCommands(tip: Point, tint: Color) -> [DrawCommand] {
        let outline = path(tip: tip)
        return [
            .fill(outline.offsetBy(dx: 0, dy: 1.5), Color.black.withOpacity(0.12), .nonZero),
            .stroke(outline.offsetBy(dx: 0, dy: 0.75), StrokeStyle(color: Color.black.withOpacity(0.08), width: 2)),
            .fill(outline, tint, .nonZero),
            .stroke(outline, StrokeStyle(color: tint.mixed(with: .black, fraction: 0.22).withOpacity(tint.alpha), width: 0.75)),
        ]
    }
}
