import Features
import Foundation
import Geo
import MapStyle

/// Which points of interest the base map labels, like MapKit's `pointOfInterestFilter`.
public enum PointOfInterestFilter: Hashable, Sendable {
    case all
    case none
    case including(Set<String>)
    case excluding(Set<String>)

    /// Whether a POI of this class (a built-in icon name such as "cafe") is shown.
    public func allows(_ category: String) -> Bool {
        switch self {
        case .all: return true
        case .none: return false
        case .including(let set): return set.contains(category)
        case .excluding(let set): return !set.contains(category)
        }
    }
}

/// The base map to draw under overlays and annotations: a style over a feature source.
public struct BaseMap: Sendable {
    /// The style.
    public var style: Style
    /// The features.
    public var source: FeatureSource
    /// The features of style sources drawn from data of their own (`--source NAME=FILE`), by source name; layers of
    /// other sources draw `source`.
    public var sources: [String: FeatureSource] = [:]
    /// The image tiles of the style's raster sources, by source name.
    public var rasterSources: [String: any RasterTileSource] = [:]
    /// Which points of interest get icons and labels.
    public var pointsOfInterest: PointOfInterestFilter
    /// The language labels are in (`en`, `sv`, `ja`): a feature's `name` becomes its `name:<language>`, else its
    /// `int_name`, else its `name:latin`, else stays (OpenMapTiles' order); nil keeps the data's `name`. A style's own
    /// `name:xx` lookups are unaffected.
    public var language: String?

    /// Creates a base map.
    public init(style: Style, source: FeatureSource, sources: [String: FeatureSource] = [:], pointsOfInterest: PointOfInterestFilter = .all) {
        self.style = style
        self.source = source
        self.sources = sources
        self.pointsOfInterest = pointsOfInterest
    }

    /// The zoom styles are evaluated at: MapLibre's (512-pixel tiles), one less than the viewport's 256-point zoom.
    /// Rounded to a millionth, and within a hundred-thousandth of a whole zoom taken as that zoom, so a map asked
    /// for at zoom 16 (a span computed from it and written with 8 decimals, then the zoom from the span) is at 16 and
    /// not 15.999998…, below a layer's `minzoom` 16. Never below 0, as MapLibre clamps its zoom: a map wider than
    /// the world's 512-pixel tile (a 256-pixel tile of zoom 0) is styled at zoom 0, not at a zoom where every layer,
    /// the background included, is below its `minzoom`.
    public static func styleZoom(_ viewport: Viewport) -> Double {
        let zoom = max(0, viewport.zoom - 1)
        let whole = zoom.rounded()
        if abs(zoom - whole) < 1e-5 { return whole }
        return (zoom * 1_000_000).rounded() / 1_000_000
    }

    /// The style zoom of a map `points` wide showing `rect` (what sources use for a query that gives no zoom).
    public static func styleZoom(showing rect: MapRect, acrossPoints points: Double = 1024) -> Double {
        StyleZoom.showing(rect, acrossPoints: points)
    }

    /// Reads the features a map of this viewport needs, reporting data that cannot be read (a damaged tile).
    public func load(for viewport: Viewport) throws(FeatureSourceError) {
        for part in BaseMapGeometry.queryRect(viewport).worldCopies {
            for each in [source] + sources.keys.sorted().compactMap({ sources[$0] }) {
                try each.load(part.rect, zoom: BaseMap.styleZoom(viewport))
            }
        }
        // Raster tiles are read as the layers draw; a damaged file is found here first.
        for name in rasterSources.keys.sorted() {
            guard let raster = rasterSources[name], style.layers.contains(where: { ($0.type == .raster || $0.type == .hillshade) && $0.source == name }) else { continue }
            for part in viewport.visibleMapRect.worldCopies { _ = try raster.tiles(covering: part.rect, zoom: BaseMap.styleZoom(viewport)) }
        }
    }

    /// Whether world-layer places (GeoNames cities) are labelled at this viewport, so they must be credited.
    public func showsWorldPlaces(in viewport: Viewport) -> Bool {
        let zoom = BaseMap.styleZoom(viewport)
        return style.layers.contains { $0.type == .symbol && $0.sourceLayer == "world_place" && $0.isVisible(at: zoom) }
    }
}
