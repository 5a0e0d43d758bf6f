import Foundation
import Geo
import Synchronization
import Tiles

/// A pyramid of raster tiles over an area, for a CDN or an offline app: every tile of each zoom that touches the
/// area, drawn metatile by metatile (`Metatile`: tiles meet without seams and labels cross them whole) on every
/// core, into a folder of `z/x/y.png` or an MBTiles file (`TileSink`). A run can be stopped at any time and resumed:
/// a metatile's tiles are written together, and those a sink already holds are not drawn again.
public struct TilePyramid: Sendable {
    /// The area: west, south, east and north edges in degrees.
    public var west: Double, south: Double, east: Double, north: Double
    /// The zooms drawn (0 to 22).
    public var zooms: ClosedRange<Int>
    /// Pixels per point: 2 draws 512-pixel images of the 256-point tiles.
    public var scale = 1
    /// The tiles' image format (PNG, JPEG or WebP).
    public var format = ImageFormat.png
    /// The style: a built-in name or a style file.
    public var style = "default"
    /// Local files for the style's sources, by source name (as `render --source`).
    public var styleSources: [String: String] = [:]

    /// The deepest zoom drawn.
    public static let maximumZoom = 22

    /// A pyramid over the area (west, south, east, north in degrees) at `zooms`; errors name the field.
    public init(west: Double, south: Double, east: Double, north: Double, zooms: ClosedRange<Int>) throws(MapSnapError) {
        let latitudes = -WebMercator.maxLatitude...WebMercator.maxLatitude
        guard [west, south, east, north].allSatisfy(\.isFinite), (-180...180).contains(west), (-180...180).contains(east), west < east,
              latitudes.contains(south), latitudes.contains(north), south < north else {
            throw MapSnapError(field: "--bbox", message: "\(west),\(south),\(east),\(north) is not WEST,SOUTH,EAST,NORTH in degrees with west < east and south < north (latitudes within ±85.05)")
        }
        guard zooms.lowerBound >= 0, zooms.upperBound <= TilePyramid.maximumZoom else {
            throw MapSnapError(field: "--zooms", message: "\(zooms.lowerBound)-\(zooms.upperBound) is outside 0-\(TilePyramid.maximumZoom)")
        }
        (self.west, self.south, self.east, self.north, self.zooms) = (west, south, east, north, zooms)
    }

    /// The columns and rows of the tiles at `zoom` that touch the area.
    public func tileRange(zoom: Int) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let count = 1 << zoom
        func clamped(_ value: Double) -> Int { min(max(Int(value.rounded(.down)), 0), count - 1) }
        let corner = MapPoint(Coordinate(latitude: north, longitude: west)), opposite = MapPoint(Coordinate(latitude: south, longitude: east))
        let size = WebMercator.worldWidth / Double(count), half = WebMercator.worldWidth / 2
        // East edges and south edges that fall on a tile's edge do not take in the next tile.
        let columns = clamped((corner.x + half) / size)...clamped(((opposite.x + half) / size).nextDown)
        let rows = clamped((half - corner.y) / size)...clamped(((half - opposite.y) / size).nextDown)
        return (columns, rows)
    }

    /// Its metatiles, zoom by zoom, each row from the west: made one at a time as they are taken, never held all at
    /// once (the world at zoom 22 has 69 billion of them).
    public var metatiles: MetatileSequence { MetatileSequence(pyramid: self) }

    /// The metatiles of one zoom: the first (top left) and how many there are across and down.
    func metatileGrid(zoom: Int) -> (first: Metatile, columns: Int, rows: Int) {
        let range = tileRange(zoom: zoom)
        let first = Metatile.holding(z: zoom, x: range.columns.lowerBound, y: range.rows.lowerBound, scale: scale, format: format)
        return (first, (range.columns.upperBound - first.x) / first.side + 1, (range.rows.upperBound - first.y) / first.side + 1)
    }

    /// The number of tiles of the pyramid (those touching the area, at every zoom).
    public var tileCount: Int {
        zooms.reduce(0) { total, zoom in
            let range = tileRange(zoom: zoom)
            return total + range.columns.count * range.rows.count
        }
    }

    /// The tiles of `metatile` that touch the area, with their positions in the metatile's `tiles`.
    public func tiles(of metatile: Metatile) -> [(index: Int, coordinate: TileCoordinate)] {
        let range = tileRange(zoom: metatile.z)
        return metatile.tiles.enumerated().compactMap { index, tile in
            range.columns.contains(tile.x) && range.rows.contains(tile.y) ? (index, TileCoordinate(z: metatile.z, x: tile.x, y: tile.y)) : nil
        }
    }

    /// What a run did.
    public struct Summary: Sendable {
        /// The pyramid's metatiles.
        public var total = 0
        /// Metatiles drawn, and those the sink already held from an earlier run.
        public var drawn = 0, kept = 0
        /// Tiles written.
        public var tiles = 0
    }

    /// Draws every metatile `sink` does not hold yet over `data` with `workers` threads, and writes its tiles;
    /// `progress` hears each finished metatile (from the drawing threads). The first error stops the run (what was
    /// written stays, for a resumed run) and is thrown.
    public func render(into sink: any TileSink, data: MapData, resources: RenderResources, workers: Int,
                       progress: @Sendable (Summary) -> Void = { _ in }) throws(MapSnapError) -> Summary {
        let all = metatiles
        let state = Mutex((next: all.makeIterator(), summary: Summary(total: all.count), failure: MapSnapError?.none))
        let work: @Sendable (Int) -> Void = { _ in
            while true {
                let taken: Metatile? = state.withLock { state in
                    guard state.failure == nil else { return nil }
                    return state.next.next()
                }
                guard let metatile = taken else { return }
                let tiles = self.tiles(of: metatile)
                do throws(MapSnapError) {
                    if try sink.holds(metatile, tiles: tiles.map(\.coordinate)) {
                        progress(state.withLock { $0.summary.kept += 1; return $0.summary })
                        continue
                    }
                    let drawn = try metatile.draw(style: style, styleSources: styleSources, data: data, resources: resources,
                                                  severalCores: workers == 1)
                    try sink.write(tiles.map { ($0.coordinate, drawn[$0.index]) }, of: metatile)
                    progress(state.withLock { state in
                        state.summary.drawn += 1
                        state.summary.tiles += tiles.count
                        return state.summary
                    })
                } catch {
                    state.withLock { if $0.failure == nil { $0.failure = error } }
                    return
                }
            }
        }
        DispatchQueue.concurrentPerform(iterations: max(1, workers), execute: work)
        let (summary, failure) = state.withLock { ($0.summary, $0.failure) }
        if let failure { throw failure }
        return summary
    }

    /// The metadata row that says the tiles' scale (pixels per point), so a resumed run can check it draws alike.
    public static let scaleKey = "mapsnap_scale"
    /// The metadata rows that say the style and the data the tiles were drawn from.
    public static let styleKey = "mapsnap_style", dataKey = "mapsnap_data"

    /// The MBTiles metadata of the pyramid's tiles, named `name`, drawn from the data `dataName` names.
    public func metadata(name: String, attribution: String, dataName: String) -> [(name: String, value: String)] {
        let middle = (zooms.lowerBound + zooms.upperBound) / 2
        return [("name", name), ("format", format.fileExtension), ("type", "baselayer"), ("version", "1.0"),
                ("description", "MapSnap raster tiles of the style \(style)"), ("attribution", attribution),
                ("bounds", "\(west),\(south),\(east),\(north)"), ("center", "\((west + east) / 2),\((south + north) / 2),\(middle)"),
                ("minzoom", "\(zooms.lowerBound)"), ("maxzoom", "\(zooms.upperBound)"), (TilePyramid.scaleKey, "\(scale)"),
                (TilePyramid.styleKey, style), (TilePyramid.dataKey, dataName)]
    }

    /// The metadata of a resumed output: what `metadata` gives, with the zooms and bounds grown to take in what the
    /// earlier run's `earlier` metadata covered, so the output describes every tile it holds. Throws, naming `-o`,
    /// when the earlier tiles were drawn otherwise (another style, data, format or scale): resuming would mix two
    /// pyramids in one output.
    public func resumedMetadata(_ earlier: [String: String], name: String, attribution: String, dataName: String,
                                output: String) throws(MapSnapError) -> [(name: String, value: String)] {
        let ours = metadata(name: name, attribution: attribution, dataName: dataName)
        let wanted = Dictionary(ours.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (key, what) in [("format", "--format"), (TilePyramid.scaleKey, "--scale"), (TilePyramid.styleKey, "--style"), (TilePyramid.dataKey, "--data")] {
            let normalised: (String?) -> String? = { key == "format" ? $0.flatMap { ImageFormat(name: $0)?.fileExtension } ?? $0 : $0 }
            guard let was = earlier[key], normalised(was) != normalised(wanted[key]) else { continue }
            throw MapSnapError(field: "-o", message: "\(output) holds tiles drawn with \(what) \(was), not \(wanted[key] ?? ""); "
                               + "resume it as it was drawn, or name a new output")
        }
        var grown = self
        if let minimum = earlier["minzoom"].flatMap(Int.init), let maximum = earlier["maxzoom"].flatMap(Int.init), minimum <= maximum {
            grown.zooms = min(minimum, zooms.lowerBound)...max(maximum, zooms.upperBound)
        }
        let edges = (earlier["bounds"] ?? "").split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        if edges.count == 4 {
            (grown.west, grown.south, grown.east, grown.north) = (min(west, edges[0]), min(south, edges[1]), max(east, edges[2]), max(north, edges[3]))
        }
        return grown.metadata(name: name, attribution: attribution, dataName: dataName)
    }
}
