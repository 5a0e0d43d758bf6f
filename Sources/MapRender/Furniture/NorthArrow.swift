import Foundation
import Geo

/// A north arrow: an "N" over an arrow that points to true north from where it stands on the map.
public struct NorthArrow: Hashable, Sendable {
    /// The corner it sits in.
    public var corner: Attribution.Corner

    /// A north arrow, top right by default.
    public init(corner: Attribution.Corner = .topRight) {
        self.corner = corner
    }

    /// The box's size, in points.
    static let size = Size(width: 26, height: 40)

    /// The direction of true north at `point` on the map, in degrees clockwise from straight up the image: the
    /// image direction from the point to one a little north of its coordinate.
    public static func northAngle(at point: Point, viewport: Viewport) -> Double {
        let here = viewport.coordinate(at: point)
        let step = min(0.001, max(1e-7, (90 - abs(here.latitude)) / 10))
        let ahead = here.latitude + step <= 90 ? Coordinate(latitude: here.latitude + step, longitude: here.longitude)
            : Coordinate(latitude: here.latitude - step, longitude: here.longitude)
        let target = viewport.point(for: ahead)
        var angle = atan2(target.x - point.x, point.y - target.y) * 180 / .pi
        if ahead.latitude < here.latitude { angle += 180 }
        // To a millionth of a degree, in 0..<360 (a straight-up arrow is 0, not 359.9999999997).
        angle = ((angle * 1e6).rounded() / 1e6).truncatingRemainder(dividingBy: 360)
        return angle < 0 ? angle + 360 : angle
    }

    /// The commands that draw the arrow in `box` pointing `angle` degrees clockwise from up.
    func commands(in box: Rect, angle: Double, scheme: FurnitureScheme) -> [DrawCommand] {
        let letter = FontSpec(size: 11, bold: true)
        let center = Point(x: box.midX, y: box.minY + 25)
        let radians = angle * .pi / 180
        func turned(_ x: Double, _ y: Double) -> Point {
            Point(x: center.x + x * cos(radians) - y * sin(radians), y: center.y + x * sin(radians) + y * cos(radians))
        }
        let tip = turned(0, -11), left = turned(-6, 9), right = turned(6, 9), notch = turned(0, 5)
        var filled = Path(), outlined = Path(), background = Path()
        filled.addLines([tip, left, notch], closed: true)
        outlined.addLines([tip, notch, right], closed: true)
        background.addRect(box)
        let label = turned(0, -20)
        return [
            .fill(background, scheme.box, .nonZero),
            .fill(filled, scheme.ink, .nonZero),
            .fill(outlined, scheme.paper, .nonZero),
            .stroke(outlined, StrokeStyle(color: scheme.ink, width: 1, join: .miter)),
            .text(TextRun(text: "N", font: letter, color: scheme.ink, origin: Point(x: label.x - 5, y: label.y - 7), wrapWidth: 10, maxLines: 1)),
        ]
    }
}
