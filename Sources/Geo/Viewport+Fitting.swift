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

    /// A viewport that shows all of `content` inside `padding`, as close as possible.
    ///
    /// The content rectangle is scaled to the area left after padding and extents on each side,
    /// and centred in that area; the zoom is capped at `maximumZoom`. Throws when the padding
    /// and extents leave no room.
    public static func fitting(_ content: FittingContent, size: Size, scale: Double = 1,
                               padding: EdgeInsets = .zero,
                               maximumZoom: Double = defaultMaximumFittingZoom) throws(GeoError) -> Viewport {
        let insets = padding + content.extents
        let availableWidth = size.width - insets.left - insets.right
        let availableHeight = size.height - insets.top - insets.bottom
        guard availableWidth >= 1, availableHeight >= 1 else {
            throw GeoError(field: "padding", message: "leaves no room to draw in a \(size) image")
        }
        let rect = content.bounds.mapRect
        let closest = WebMercator.worldWidth / (256 * pow(2, maximumZoom))
        let perPoint = max(rect.size.width / availableWidth, rect.size.height / availableHeight, closest)
        let areaCenterX = insets.left + availableWidth / 2
        let areaCenterY = insets.top + availableHeight / 2
        let center = MapPoint(x: rect.center.x - (areaCenterX - size.width / 2) * perPoint,
                              y: rect.center.y + (areaCenterY - size.height / 2) * perPoint)
        return Viewport(center: center, metresPerPoint: perPoint, size: size, scale: scale)
    }
}
