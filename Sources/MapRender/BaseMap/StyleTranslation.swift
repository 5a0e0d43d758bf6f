import Geo
import MapStyle

extension Viewport {
    /// A layer's `*-translate` value ([x, y] points) as the image offset it moves drawing by: turned with a turned map
    /// when the translation is anchored to the map (the default), along the image's axes when `anchor` is `viewport`.
    func translation(_ value: [Double], anchor: StyleLayer.ReferenceFrame) -> [Double] {
        guard value.count == 2, value != [0, 0] else { return [0, 0] }
        guard isTurned, anchor == .map else { return value }
        let origin = imagePoint(level: Point(x: size.width / 2, y: size.height / 2))
        let moved = imagePoint(level: Point(x: size.width / 2 + value[0], y: size.height / 2 + value[1]))
        return [moved.x - origin.x, moved.y - origin.y]
    }

    /// An image offset as the same offset in the level frame (what a turned map's tile-laid drawing moves by).
    func levelOffset(_ offset: [Double]) -> [Double] {
        guard isTurned, offset != [0, 0] else { return offset }
        let origin = levelPoint(Point(x: size.width / 2, y: size.height / 2))
        let moved = levelPoint(Point(x: size.width / 2 + offset[0], y: size.height / 2 + offset[1]))
        return [moved.x - origin.x, moved.y - origin.y]
    }
}
