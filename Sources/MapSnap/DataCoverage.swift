import Foundation
import Geo
import MapRender

/// Where a map reaches past the data its base map is drawn from, and what is drawn there instead: the warning
/// `mapsnap render` prints, so that a map of empty land beside a city is not taken for a broken renderer.
public struct DataCoverage: Sendable, Equatable {
    /// What the base map draws beyond the data.
    public enum Beyond: Sendable, Equatable {
        /// The world layer: country land, large lakes, borders and city names at 1:50m, no streets or buildings.
        case worldLayer
        /// Nothing of the map: the style draws no world layer at this zoom, so only its background shows.
        case background
    }

    /// The file the base map is drawn from (its name, without folders).
    public let dataName: String
    /// The area the data covers.
    public let dataBounds: GeoBounds
    /// The area the map shows.
    public let mapBounds: GeoBounds
    /// Whether any of the map shows the data.
    public let showsData: Bool
    /// What is drawn where the map reaches past the data.
    public let beyond: Beyond

    /// The style zoom from which a map reaching past the data is reported when the style draws the world layer
    /// there. Below it the world layer is the map (a country or a continent); from it MapSnap's styles draw the data's
    /// streets and land use, and a map that runs off the data shows plain land where streets were expected.
    public static let detailStyleZoom = 8.0

    /// The coverage of a map of `viewport` over `baseMap`, or nil when the map lies inside the data (or the data's
    /// extent is unknown, no layer draws the data (a style of raster tiles), or the style draws the world layer and
    /// the map is zoomed out below `detailStyleZoom`).
    /// `inset` points along each edge are not map (a printed page's blank margin).
    public static func check(_ viewport: Viewport, baseMap: BaseMap, dataName: String, inset: Double = 0) -> DataCoverage? {
        let drawsData = baseMap.style.layers.contains { layer in
            ![.background, .raster, .hillshade].contains(layer.type) && !(layer.source.map { baseMap.sources[$0] != nil } ?? false)
        }
        guard drawsData, let extent = baseMap.source.extent, extent.size.width > 0, extent.size.height > 0 else { return nil }
        let shown = viewport.visibleMapRect, edge = min(inset * viewport.metresPerPoint, shown.size.width / 2, shown.size.height / 2)
        let visible = MapRect(origin: MapPoint(x: shown.minX + edge, y: shown.minY + edge),
                              size: MapSize(width: shown.size.width - 2 * edge, height: shown.size.height - 2 * edge))
        let parts = visible.worldCopies.map(\.rect)
        guard !parts.allSatisfy({ extent.contains($0) }) else { return nil }
        let zoom = BaseMap.styleZoom(viewport)
        let drawsWorld = baseMap.style.layers.contains { $0.type == .fill && $0.sourceLayer == "world_land" && $0.isVisible(at: zoom) }
        if drawsWorld && zoom < detailStyleZoom { return nil }
        return DataCoverage(dataName: dataName, dataBounds: GeoBounds(extent), mapBounds: GeoBounds(visible),
                            showsData: parts.contains { extent.intersects($0) }, beyond: drawsWorld ? .worldLayer : .background)
    }

    /// One line for a person: where the data ends, where the map reaches, and what is drawn beyond the data.
    public var warning: String {
        let drawn = switch beyond {
        case .worldLayer: "the world layer is drawn (land, lakes, borders, city names: no streets or buildings)"
        case .background: "the style's background is drawn (it draws no world layer at this zoom)"
        }
        return "the map \(showsData ? "reaches past" : "lies outside") the data: \(dataName) covers \(Self.describe(dataBounds)), "
            + "the map \(Self.describe(mapBounds)); beyond the data only \(drawn)"
    }

    /// Bounds as "60.1642–60.1791 N, 24.9352–24.9534 E" (4 decimals, about 10 m).
    static func describe(_ bounds: GeoBounds) -> String {
        func range(_ low: Double, _ high: Double, _ positive: String, _ negative: String) -> String {
            func one(_ value: Double) -> String { String(format: "%.4f", abs(value)) + (value < 0 ? " " + negative : " " + positive) }
            return (low < 0) == (high < 0) ? String(format: "%.4f–%.4f", abs(low), abs(high)) + " " + (low < 0 ? negative : positive)
                : one(low) + "–" + one(high)
        }
        return range(bounds.south, bounds.north, "N", "S") + ", " + range(bounds.west, bounds.east, "E", "W")
    }
}

extension GeoBounds {
    /// The bounds of a projected rectangle (longitudes beyond ±180 are kept, as a map across the antimeridian has them).
    init(_ rect: MapRect) {
        self.init(south: WebMercator.latitude(y: rect.minY), north: WebMercator.latitude(y: rect.maxY),
                  west: WebMercator.longitude(x: rect.minX), east: WebMercator.longitude(x: rect.maxX))
    }
}
