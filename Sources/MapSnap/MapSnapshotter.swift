import CairoCanvas
import Geo
import MapRender
import MapStyle

/// Makes map images (safe to use from several threads at once), as MapKit's `MKMapSnapshotter` does, but with overlays drawn, offline and deterministic.
public struct MapSnapshotter: Sendable {
    /// What to draw and how big.
    public struct Options: Sendable {
        /// The area to show; nil fits the map to the overlays with `padding`.
        public var region: CoordinateRegion?
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
        /// The base-map style: a built-in name (`default`, `dark`, `muted`) or a style file; nil draws no base map.
        public var style: String? = "default"
        /// The OSM extract (`.osm.pbf`) the base map is drawn from; nil uses the default Helsinki extract.
        public var dataPath: String?
        /// Which points of interest the base map shows.
        public var pointsOfInterest: PointOfInterestFilter = .all
        /// A search whose results are added as clustered markers (the map fits them when there is no region).
        public var search: LocalSearch.Request?
        /// A route to compute and draw (the map fits it when there is no region).
        public var route: RouteLibrary.Request?
        /// Whether to mark each maneuver of the route with a dot.
        public var showsRouteSteps = false

        /// Default options: a 256×256 image at scale 1 with the default base map, fitted to its content.
        public init() {}

        /// Throws when a value is outside what MapSnap can draw.
        public func validate() throws(MapSnapError) {
            try MapSnapshotter.validate(size: size, scale: scale)
            if let region {
                do { try region.validate() } catch { throw MapSnapError(error, prefix: "region") }
            } else if overlays.isEmpty && annotations.isEmpty && style == nil && search == nil && route == nil {
                throw MapSnapError(field: "region", message: "missing: give a region, or overlays or annotations to fit the map to")
            }
        }

        /// The content, without the viewport and base map.
        var content: SnapshotContent {
            SnapshotContent(background: background, overlays: overlays, annotations: annotations, attribution: attribution)
        }
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

    /// The options this snapshotter draws (with search results added as annotations).
    public let options: Options
    /// The base map, loaded from the options' style and data.
    public let baseMap: BaseMap?
    private let renderer: CairoRenderer
    private let measurer: PangoTextMeasurer

    /// Creates a snapshotter; throws when the options are invalid or the fonts are missing.
    public init(options: Options) throws(MapSnapError) {
        try options.validate()
        var options = options
        if let request = options.route {
            let drawing = RouteLibrary.drawing(try RouteLibrary.routes(request, dataPath: options.dataPath), showSteps: options.showsRouteSteps)
            options.overlays += drawing.overlays
            options.annotations += drawing.annotations
        }
        if let request = options.search {
            let response = try PlaceLibrary.search(request, dataPath: options.dataPath)
            options.annotations += response.mapItems.map { item in
                var annotation = item.markerAnnotation
                annotation.clusteringIdentifier = "search"
                annotation.displayPriority = DisplayPriority.defaultHigh
                return annotation
            }
        }
        let fonts: FontLibrary
        do {
            fonts = try FontLibrary.shared.get()
            measurer = try PangoTextMeasurer(fonts: fonts)
        } catch {
            throw MapSnapError(error)
        }
        self.options = options
        renderer = CairoRenderer(fonts: fonts)
        if let styleName = options.style {
            let style = try MapDataLibrary.style(styleName)
            let store = try MapDataLibrary.store(path: try MapDataLibrary.extractPath(options.dataPath))
            baseMap = BaseMap(style: style, source: LayeredFeatureSource([MapDataLibrary.lazyWorldSource, store]),
                              pointsOfInterest: options.pointsOfInterest)
        } else {
            baseMap = nil
        }
    }

    /// The content with the base map.
    private var content: SnapshotContent {
        var content = options.content
        content.baseMap = baseMap
        return content
    }

    /// The viewport the options ask for: the region widened to the image aspect, or a fit to the overlays and annotations.
    public func viewport() throws(MapSnapError) -> Viewport {
        if let region = options.region {
            return Viewport(region: region, size: options.size, scale: options.scale)
        }
        var coordinates = options.overlays.flatMap(\.fittingCoordinates) + options.annotations.map(\.coordinate)
        if coordinates.isEmpty, let extent = baseMap?.source.extent {
            // Nothing to fit: show the whole extract.
            coordinates = [MapPoint(x: extent.minX, y: extent.minY).coordinate, MapPoint(x: extent.maxX, y: extent.maxY).coordinate]
        }
        guard let bounds = GeoBounds.enclosing(coordinates) else {
            throw MapSnapError(field: "region", message: "missing, and the overlays have no coordinates to fit")
        }
        let overlayExtent = options.overlays.map(\.drawnExtent).max() ?? 0
        let unplaced = Viewport(center: MapPoint(x: 0, y: 0), metresPerPoint: 1, size: options.size, scale: options.scale)
        let annotationExtents = AnnotationLayer(viewport: unplaced, measurer: measurer).extents(of: options.annotations)
        let extents = EdgeInsets(top: max(overlayExtent, annotationExtents.top), left: max(overlayExtent, annotationExtents.left),
                                 bottom: max(overlayExtent, annotationExtents.bottom), right: max(overlayExtent, annotationExtents.right))
        do {
            return try Viewport.fitting(FittingContent(bounds: bounds, extents: extents),
                                        size: options.size, scale: options.scale, padding: options.padding,
                                        maximumZoom: options.maximumFittingZoom)
        } catch {
            throw MapSnapError(error)
        }
    }

    /// The backend-neutral drawing for these options, with the annotation layout report.
    public func plan() throws(MapSnapError) -> RenderPlan {
        DisplayListBuilder.build(content, viewport: try viewport(), measurer: measurer)
    }

    /// Draws the snapshot into pixels.
    public func start() throws(MapSnapError) -> Snapshot {
        let viewport = try viewport()
        let plan = DisplayListBuilder.build(content, viewport: viewport, measurer: measurer)
        return Snapshot(image: try rendering { () throws -> RGBAImage in try renderer.rasterize(plan.displayList) },
                        viewport: viewport, report: plan.report)
    }

    /// Draws the snapshot and encodes it (PNG in pixels; PDF and SVG as vectors in points), with the layout report.
    public func encoded(as format: ImageFormat) throws(MapSnapError) -> (bytes: [UInt8], report: LayoutReport) {
        let plan = try plan()
        return (try rendering { () throws -> [UInt8] in try renderer.encode(plan.displayList, as: format) }, plan.report)
    }

    /// Draws the snapshot and writes it atomically to `path` in `format`; returns the layout report.
    @discardableResult
    public func write(to path: String, format: ImageFormat) throws(MapSnapError) -> LayoutReport {
        let (bytes, report) = try encoded(as: format)
        try AtomicFile.write(bytes, to: path)
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
