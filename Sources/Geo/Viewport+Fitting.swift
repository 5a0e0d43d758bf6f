import Foundation

/// Content to fit into an image: geographic bounds plus how far drawings reach beyond them.
public struct FittingContent: Sendable {
    /// The coordinates that must be visible.
    public var bounds: GeoBounds
    /// How far drawn content reaches past the coordinates, in points (e.g. a marker 40 pt above its tip).
    public var extents: EdgeInsets

    /// Creates content to fit.
    public init(bounds: GeoBounds, extents: EdgeInsets = .zero) {
        self.bounds = bounds
        self.extents = extents
    }
}

extension Viewport {
    /// The most a fit zooms in, so that a single point still shows its neighbourhood (about street level).
    public static let defaultMaximumFittingZoom = 17.0

    /// A viewport that shows all of `content` inside `padding`, as close as possible, turned by `bearing` degrees.
    ///
    /// The content rectangle (turned with the map: the image's upright box around it) is scaled to the area left
    /// after padding and extents on each side, and centred in that area; the zoom is capped at `maximumZoom`. Throws
    /// when the padding and extents leave no room.
    public static func fitting(_ content: FittingContent, size: Size, scale: Double = 1,
                               padding: EdgeInsets = .zero,
                               maximumZoom: Double = defaultMaximumFittingZoom, bearing: Double = 0) throws(MapSnapError) -> Viewport {
        let insets = padding + content.extents
        let availableWidth = size.width - insets.left - insets.right
        let availableHeight = size.height - insets.top - insets.bottom
        guard availableWidth >= 1, availableHeight >= 1 else {
            throw MapSnapError(field: "padding", message: "leaves no room to draw in a \(size) image")
        }
        let rect = content.bounds.mapRect
        // The content's box in the image, at one projected metre a point, turned as the map will be.
        let turn = Turn(degrees: Turn.normalized(bearing))
        let (turnedWidth, turnedHeight) = turn.box(width: rect.size.width, height: rect.size.height)
        let closest = WebMercator.worldWidth / (256 * pow(2, maximumZoom))
        let perPoint = max(turnedWidth / availableWidth, turnedHeight / availableHeight, closest)
        // The area's centre, as an offset from the image centre, turned back into the level frame.
        let across = insets.left + availableWidth / 2 - size.width / 2
        let down = insets.top + availableHeight / 2 - size.height / 2
        let levelAcross = turn.cos * across - turn.sin * down, levelDown = turn.sin * across + turn.cos * down
        let center = MapPoint(x: rect.center.x - levelAcross * perPoint, y: rect.center.y + levelDown * perPoint)
        return Viewport(center: center, metresPerPoint: perPoint, size: size, scale: scale, bearing: bearing)
    }
}
