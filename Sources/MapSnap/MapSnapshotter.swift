import BinaryData
import CairoCanvas
import Features
import Foundation
import Geo
import MapRender
import MapStyle
import OSM
import Tiles

/// Makes map images (safe to use from several threads at once), as MapKit's `MKMapSnapshotter` does, but with overlays drawn, offline and deterministic.
public struct MapSnapshotter: Sendable {
    /// What to draw and how big.
    public struct Options: Sendable {
        /// The area to show; nil fits the map to the overlays with `padding`.
        public var region: CoordinateRegion?
        /// Turns the map: degrees clockwise from north of the direction that points up (any value). The base map,
        /// overlays and clusters turn; markers, titles, labels and callouts stay upright, line labels follow their
        /// roads; a fit fits the turned content. The map is always seen from straight above (no pitch).
        public var bearing: Double = 0
        /// Where the map looks from, as MapKit's camera: centre, distance or span, heading. When set it replaces
        /// `region` and `bearing`.
        public var camera: MapCamera?
        /// Image size in points.
        public var size: Size = Size(width: 256, height: 256)
        /// Pixels per point (1...6); the image is size × scale pixels.
        public var scale: Double = 1
        /// Space kept free around fitted content, in points.
        public var padding: EdgeInsets = EdgeInsets(all: 24)
        /// The closest zoom a fit may choose.
        public var maximumFittingZoom: Double = Viewport.defaultMaximumFittingZoom
        /// Colour under everything.
        public var background: Color = SnapshotContent.defaultBackground
        /// Overlays in drawing order.
        public var overlays: [Overlay] = []
        /// Annotations drawn above the overlays.
        public var annotations: [Annotation] = []
        /// The data credit.
        public var attribution: Attribution = Attribution()
        /// A scale bar, north arrow and title for report maps (none by default).
        public var furniture = MapFurniture()
        /// Print at a stated scale on paper: the page's size, resolution and margin replace `size` and `scale`, and
        /// the map around the region's centre (or the fitted content's) is drawn at exactly that scale.
        public var print: PrintSpec?
        /// Whether the map's alt text (`altText(for:)`) goes with it: into the layout report (`render --layout-json`)
        /// and the server's `X-Alt-Text` header. A PDF always carries it as its title.
        public var altText = false
        /// The base-map style: a built-in name (`default`, `dark`, `muted`) or a style file; nil draws no base map.
        public var style: String? = "default"
        /// Local files for the style's sources, by source name (`--source NAME=FILE`): an `.mbtiles`, `.pmtiles` or
        /// TileJSON file; a source not named here draws from the data's tiles or the file its `url` names.
        public var styleSources: [String: String] = [:]
        /// Which points of interest the base map shows.
        public var pointsOfInterest: PointOfInterestFilter = .all
        /// The language of the base map's labels (`en`, `sv`, `zh-Hans`): each feature's `name:<language>` where the
        /// data has it (extracts and prepared files keep them; OpenMapTiles tiles from tilemaker have only
        /// `name:latin`); nil for the data's `name`.
        public var language: String?
        /// A search whose results are added as clustered markers (the map fits them when there is no region).
        public var search: LocalSearch.Request?
        /// A route to compute and draw (the map fits it when there is no region).
        public var route: RouteLibrary.Request?
        /// Whether to mark each maneuver of the route with a dot.
        public var showsRouteSteps = false
        /// How PNG output is encoded (compression effort, full colour or an 8-bit palette).
        public var pngEncoding: PNGEncoding = .standard
        /// How JPEG and WebP output is compressed; nil takes the format's default (JPEG 85, WebP 80).
        public var quality: LossyQuality?
        /// Whether SVG output writes its labels as `<text>` elements a browser can select and search (in their font,
        /// colour and halo) instead of glyph outlines; the text then lies above everything else. SVG only.
        public var svgText = false
        /// Whether a raster image's base-map shapes are drawn in bands on several cores at once (default true): a single
        /// map is ready sooner, with the same pixels. Where every core already draws its own map (`mapsnap serve`,
        /// `batch`) the bands only wait for each other, so those turn it off.
        public var drawsOnSeveralCores = true
        /// Whether the image is one of a grid of images of the same size and zoom, as the metatiles raster tiles are
        /// cut from: a point label crossing the image's edge is placed by a rule its neighbours share, so that it is
        /// drawn whole across the seam (in both) or in neither, and a street name along a line that the edge would cut
        /// is left out. No label is then cut or repeated where two metatiles meet.
        public var seamlessLabels = false

        /// Default options: a 256×256 image at scale 1 with the default base map, fitted to its content.
        public init() {}

        /// Throws when a value is outside what MapSnap can draw.
        public func validate() throws(MapSnapError) {
            if let print { try print.validate() }
            try MapSnapshotter.validate(size: size, scale: scale)
            try Limits.check(annotations: annotations, overlays: overlays)
            if let language, let problem = MapSnapshotter.languageProblem(language) { throw MapSnapError(field: "language", message: problem) }
            guard bearing.isFinite else { throw MapSnapError(field: "bearing", message: "\(bearing) is not a number of degrees") }
            if let camera {
                do { try camera.validate() } catch { throw MapSnapError(error, prefix: "camera") }
            } else if let region {
                do { try region.validate() } catch { throw MapSnapError(error, prefix: "region") }
            } else if overlays.isEmpty && annotations.isEmpty && style == nil && search == nil && route == nil {
                throw MapSnapError(field: "region", message: "missing: give a region, or overlays or annotations to fit the map to")
            }
        }

        /// These options with the print spec, when there is one, applied: the page's size, resolution and margin, the
        /// scale stated on the scale bar, the resolution stated in PNG files.
        public var printed: Options {
            guard let print else { return self }
            var options = self
            options.size = print.pageSize
            options.scale = print.pixelScale
            options.furniture.pageMargin = print.marginPoints
            options.furniture.scaleBar?.statedScale = print.scale
            options.pngEncoding.pixelsPerInch = print.dotsPerInch
            return options
        }

        /// The content, without the viewport and base map.
        var content: SnapshotContent {
            var content = SnapshotContent(background: background, overlays: overlays, annotations: annotations, attribution: attribution)
            content.furniture = furniture
            content.seamlessLabels = seamlessLabels
            return content
        }
    }

    /// What is wrong with `code` as a label language (`Options.language`), or nil for a code as OpenStreetMap's
    /// `name:xx` keys use them (`en`, `zh-Hans`).
    public static func languageProblem(_ code: String) -> String? {
        NameLanguages.isLanguageCode(code) ? nil : "\"\(code.prefix(20))\" is not a language code such as en, sv or zh-Hans"
    }

    /// The largest image side, in pixels after scale.
    public static let maximumPixelDimension = 10_000
    /// The allowed scale factors.
    public static let scaleRange: ClosedRange<Double> = 1...6

    /// Throws when the size or scale is out of range.
    public static func validate(size: Size, scale: Double) throws(MapSnapError) {
        guard scale.isFinite, scaleRange.contains(scale) else {
            throw MapSnapError(field: "scale", message: "\(formatted(scale)) is outside 1...6")
        }
        for (name, value) in [("width", size.width), ("height", size.height)] {
            guard value.isFinite, value >= 1 else {
                throw MapSnapError(field: "size.\(name)", message: "\(formatted(value)) must be at least 1")
            }
            guard (value * scale).rounded() <= Double(maximumPixelDimension) else {
                throw MapSnapError(field: "size.\(name)",
                                   message: "\(formatted(value)) at scale \(formatted(scale)) is \(formatted((value * scale).rounded())) pixels, above the maximum of \(maximumPixelDimension)")
            }
        }
    }

    /// The options as given (with the print spec applied: `Options.printed`).
    public let options: Options
    /// Where the base map, searches and routes come from.
    public let data: MapData
    /// The fonts text is drawn with (nil: the shared library, shipped Noto Sans first).
    public let fonts: FontLibrary?
    /// What this map shares with the other maps of its run (styles, tile files, decoded tiles); nil: it reads its own.
    public let resources: RenderResources?
    private let prepared = OnceValue<Prepared>()

    /// What drawing needs, made on first use: the resolved options, fonts and the base map.
    private struct Prepared: Sendable {
        let options: Options
        let baseMap: BaseMap?
        /// The file the base map is drawn from (the tiles' when it is drawn from tiles), without folders.
        let baseMapDataName: String
        let renderer: CairoRenderer
        let measurer: PangoTextMeasurer

        var content: SnapshotContent {
            var content = options.content
            content.baseMap = baseMap
            return content
        }
    }

    /// Creates a snapshotter; throws when the options are invalid. Does no I/O: data, fonts and the style are
    /// loaded when the first image or plan is made — from `resources` when given, which keeps them for the next
    /// snapshotter made with it (a batch, a server); without, this snapshotter reads its own.
    public init(options: Options, data: MapData = .builtIn, fonts: FontLibrary? = nil, resources: RenderResources? = nil) throws(MapSnapError) {
        try options.validate()
        self.options = options.printed
        self.data = data
        self.fonts = fonts
        self.resources = resources
    }

    private func ready() throws(MapSnapError) -> Prepared {
        try prepared.get { () throws(MapSnapError) -> Prepared in
            let resolved = try SceneResolver(data: data).resolve(options)
            let fonts: FontLibrary
            let measurer: PangoTextMeasurer
            do throws(CanvasError) {
                if let chosen = self.fonts { fonts = chosen } else { fonts = try FontLibrary.shared.get() }
                measurer = try PangoTextMeasurer(fonts: fonts)
            } catch {
                throw MapSnapError(error)
            }
            var baseMap: BaseMap?
            var baseMapDataName = ""
            if let styleName = resolved.style {
                var style: Style
                if let resources { style = try resources.style(styleName, fonts: fonts) } else { style = try StyleLibrary.style(styleName, fonts: fonts) }
                let drawing = try StyleSources.drawingData(for: style, data: data, files: resolved.styleSources, resources: resources)
                style.notDrawn.insert(contentsOf: drawing.notes, at: 0)
                let attributes = style.readsMapSnapAttributes ? TileAttributes.mapSnap : .asInTiles
                var sources: [String: any FeatureSource] = [:]
                for (name, tiles) in drawing.bySource { sources[name] = try tiles.features(tileAttributes: attributes) }
                baseMap = BaseMap(style: style, source: try drawing.data.features(tileAttributes: attributes), sources: sources,
                                  pointsOfInterest: resolved.pointsOfInterest)
                baseMap?.rasterSources = drawing.raster
                baseMap?.language = resolved.language
                baseMapDataName = drawing.data.tiles.map { URL(fileURLWithPath: $0.archive.path).lastPathComponent } ?? drawing.data.name
            }
            return Prepared(options: resolved, baseMap: baseMap, baseMapDataName: baseMapDataName, renderer: CairoRenderer(fonts: fonts, drawingThreads: resolved.drawsOnSeveralCores ? CairoRenderer.coresForOneImage : 1),
                            measurer: measurer)
        }
    }

    /// The options with the scene's search and route resolved into annotations and overlays.
    public func resolvedOptions() throws(MapSnapError) -> Options {
        try ready().options
    }

    /// The base map (nil when the style is none).
    public func baseMap() throws(MapSnapError) -> BaseMap? {
        try ready().baseMap
    }

    /// Where the map reaches past the data its base map is drawn from and what is drawn there instead (nil when the
    /// map lies inside the data, has no base map, or is zoomed out to where the world layer is the map).
    public func dataCoverage() throws(MapSnapError) -> DataCoverage? {
        let prepared = try ready()
        guard let baseMap = prepared.baseMap else { return nil }
        return DataCoverage.check(try viewport(), baseMap: baseMap, dataName: prepared.baseMapDataName, inset: prepared.options.furniture.pageMargin)
    }

    /// The viewport the options ask for: the region widened to the image aspect, or a fit to the overlays and annotations.
    public func viewport() throws(MapSnapError) -> Viewport {
        let prepared = try ready()
        let options = prepared.options
        let bearing = options.camera?.heading ?? options.bearing
        if let print = options.print {
            // At the stated scale around the camera's or region's centre, or the fitted content's.
            let center: Coordinate
            if let camera = options.camera {
                center = camera.center
            } else if let region = options.region {
                center = region.center
            } else {
                center = try fitted(prepared).center.coordinate
            }
            return Viewport(center: MapPoint(center), metresPerPoint: print.metresPerPoint(atLatitude: center.latitude), size: options.size,
                            scale: options.scale, bearing: bearing)
        }
        if let camera = options.camera { return camera.viewport(size: options.size, scale: options.scale) }
        if let region = options.region {
            return Viewport(region: region, size: options.size, scale: options.scale, bearing: bearing)
        }
        return try fitted(prepared)
    }

    /// The viewport fitted to the overlays and annotations (the whole extract when there are none), with padding.
    private func fitted(_ prepared: Prepared) throws(MapSnapError) -> Viewport {
        let options = prepared.options
        var coordinates = options.overlays.flatMap(\.fittingCoordinates) + options.annotations.map(\.coordinate)
        if coordinates.isEmpty, let extent = prepared.baseMap?.source.extent {
            // Nothing to fit: show the whole extract.
            coordinates = [MapPoint(x: extent.minX, y: extent.minY).coordinate, MapPoint(x: extent.maxX, y: extent.maxY).coordinate]
        }
        guard let bounds = GeoBounds.enclosing(coordinates) else {
            throw MapSnapError(field: "region", message: "missing, and the overlays have no coordinates to fit")
        }
        let overlayExtent = options.overlays.map(\.drawnExtent).max() ?? 0
        let unplaced = Viewport(center: MapPoint(x: 0, y: 0), metresPerPoint: 1, size: options.size, scale: options.scale)
        let annotationExtents = AnnotationLayer(viewport: unplaced, measurer: prepared.measurer).extents(of: options.annotations)
        let extents = EdgeInsets(top: max(overlayExtent, annotationExtents.top), left: max(overlayExtent, annotationExtents.left),
                                 bottom: max(overlayExtent, annotationExtents.bottom), right: max(overlayExtent, annotationExtents.right))
        // Keep fitted content (titles under markers above all) clear of the attribution's strip.
        var padding = options.padding
        if let credit = options.attribution.layout(in: options.size, measurer: prepared.measurer)?.frame {
            if credit.minY + credit.size.height / 2 > options.size.height / 2 { padding.bottom += credit.size.height } else { padding.top += credit.size.height }
        }
        // And clear of the title band.
        if let title = options.furniture.title {
            let band = title.bandHeight(width: options.size.width, measurer: prepared.measurer)
            if title.position == .top { padding.top += band } else { padding.bottom += band }
        }
        do {
            return try Viewport.fitting(FittingContent(bounds: bounds, extents: extents),
                                        size: options.size, scale: options.scale, padding: padding,
                                        maximumZoom: options.maximumFittingZoom, bearing: options.bearing)
        } catch {
            throw MapSnapError(error)
        }
    }

    /// The backend-neutral drawing for these options, with the annotation layout report.
    public func plan() throws(MapSnapError) -> RenderPlan {
        try plan(try ready(), viewport: try viewport())
    }

    /// Reads the base-map data the viewport needs (reporting damaged tiles), then lays out the drawing.
    private func plan(_ prepared: Prepared, viewport: Viewport) throws(MapSnapError) -> RenderPlan {
        do throws(FeatureSourceError) {
            try prepared.baseMap?.load(for: viewport)
        } catch {
            var fault = MapSnapError(field: "data", message: error.message)
            fault.isDataFault = true
            throw fault
        }
        // A map drawn on several cores is laid out on two as well (a server or a batch keeps each map on one).
        return DisplayListBuilder.build(prepared.content, viewport: viewport, measurer: prepared.measurer,
                                        twoThreads: prepared.renderer.drawingThreads > 1)
    }

    /// Draws the snapshot into pixels.
    public func start() throws(MapSnapError) -> Snapshot {
        let prepared = try ready()
        let viewport = try viewport()
        let plan = try plan(prepared, viewport: viewport)
        return Snapshot(image: try rendering { () throws -> RGBAImage in try prepared.renderer.rasterize(plan.displayList) },
                        viewport: viewport, report: plan.report)
    }

    /// Lays out and draws the snapshot into pixels, then discards them: what drawing costs without converting the
    /// pixels to an image (for benchmarks).
    public func drawAndDiscard() throws(MapSnapError) {
        let prepared = try ready()
        let plan = try plan(prepared, viewport: try viewport())
        try rendering { () throws in try prepared.renderer.drawAndDiscard(plan.displayList) }
    }

    /// Draws the snapshot and encodes it (PNG in pixels; PDF and SVG as vectors in points), with the layout report.
    public func encoded(as format: ImageFormat) throws(MapSnapError) -> (bytes: [UInt8], report: LayoutReport) {
        try MapSnapshotter.check(options.quality, for: format)
        try MapSnapshotter.check(svgText: options.svgText, for: format)
        let renderer = try ready().renderer
        var plan = try plan()
        // A PDF's title says what the map shows.
        if format == .pdf { plan.displayList.title = try altText(for: plan.report) }
        let encoding = RasterEncoding(png: options.pngEncoding, quality: options.quality, pixelsPerInch: options.print?.dotsPerInch)
        return (try rendering { () throws -> [UInt8] in try renderer.encode(plan.displayList, as: format, encoding: encoding, svgText: options.svgText) },
                plan.report)
    }

    /// Draws the snapshot once and encodes it as square raster tiles of `tilePoints` points (at the options' scale),
    /// row by row from the top left: a metatile's tiles, which meet without a seam because they are one drawing.
    public func encodedTiles(tilePoints: Int, as format: ImageFormat) throws(MapSnapError) -> [[UInt8]] {
        try MapSnapshotter.check(options.quality, for: format)
        let renderer = try ready().renderer
        let plan = try plan()
        let encoding = RasterEncoding(png: options.pngEncoding, quality: options.quality, pixelsPerInch: nil)
        let pixels = Int((Double(tilePoints) * options.scale).rounded())
        return try rendering { () throws -> [[UInt8]] in try renderer.encodeTiles(plan.displayList, tilePixels: pixels, as: format, encoding: encoding) }
    }

    /// The renderer this snapshotter draws with (its fonts), for documents of several maps.
    func pdfRenderer() throws(MapSnapError) -> CairoRenderer {
        try ready().renderer
    }

    /// One or two sentences saying what the map laid out as `report` shows, for a screen reader: where it is (the
    /// nearest city and its country, the nearest named place), how much ground it covers (and its print scale), and
    /// what is drawn (routes with their ends, clusters, markers, areas, lines).
    public func altText(for report: LayoutReport) throws(MapSnapError) -> String {
        let prepared = try ready()
        return AltText(requested: options, drawn: prepared.options, viewport: try viewport(), report: report, data: data).text
    }

    /// Throws when SVG text is asked of another format, before anything is drawn; the error names `field`.
    public static func check(svgText: Bool, for format: ImageFormat, field: String = "svgText") throws(MapSnapError) {
        if svgText, format != .svg {
            throw MapSnapError(field: field, message: "is for SVG output, not \(format.rawValue.uppercased())")
        }
    }

    /// Throws when `quality` cannot be used for `format` (lossless JPEG), before anything is drawn; the error names
    /// `field`.
    public static func check(_ quality: LossyQuality?, for format: ImageFormat, field: String = "quality") throws(MapSnapError) {
        if format == .jpeg, quality == .lossless {
            throw MapSnapError(field: field, message: "lossless is for WebP; JPEG takes a quality from 1 to 100")
        }
    }

    /// Draws the snapshot and writes it atomically to `path` in `format`; returns the layout report. A `path` that is
    /// one of the files the snapshot reads (see `RunInputs`) is refused before anything is drawn.
    @discardableResult
    public func write(to path: String, format: ImageFormat, field: String = "output") throws(MapSnapError) -> LayoutReport {
        var outputs = OutputSet(inputs: RunInputs.files(options: options, data: data))
        try outputs.add(path, field: field, bytes: [])
        let (bytes, report) = try encoded(as: format)
        try outputs.setBytes(bytes, forField: field)
        try outputs.commit()
        return report
    }

    private func rendering<T>(_ body: () throws -> T) throws(MapSnapError) -> T {
        do {
            return try body()
        } catch let error as CanvasError {
            throw MapSnapError(error)
        } catch {
            throw MapSnapError(field: "render", message: "\(error)")
        }
    }
}
