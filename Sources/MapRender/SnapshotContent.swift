import Geo
import MapStyle

/// Everything a snapshot draws, independent of how its viewport was chosen.
public struct SnapshotContent: Sendable {
    /// Colour under everything (the base map, when there is one, covers it).
    public var background: Color
    /// Overlays in drawing order (first is bottom-most).
    public var overlays: [Overlay]
    /// Annotations (markers, pins, dots, images, user location), drawn above the overlays.
    public var annotations: [Annotation]
    /// The base map under everything; nil draws `background` instead.
    public var baseMap: BaseMap?
    /// The data credit.
    public var attribution: Attribution
    /// Scale bar, north arrow and title.
    public var furniture = MapFurniture()
    /// Whether the image is one of a grid of images of the same size and zoom (metatiles, from which tiles are cut):
    /// a point label crossing its edge is placed by a rule its neighbours share, so it is whole across the seam or in
    /// neither image, and a line label the edge would cut is left out.
    public var seamlessLabels = false

    /// The light land colour used when there is no base map.
    public static let defaultBackground = Color(rgb: 0xF2EFE9)

    /// Creates content to draw.
    public init(background: Color = SnapshotContent.defaultBackground, overlays: [Overlay] = [], annotations: [Annotation] = [],
                attribution: Attribution = Attribution()) {
        self.background = background
        self.overlays = overlays
        self.annotations = annotations
        self.attribution = attribution
        self.baseMap = nil
    }
}

/// A display list with the report of what happened to each annotation.
public struct RenderPlan: Sendable {
    /// What to draw.
    public var displayList: DisplayList
    /// Where each annotation went.
    public var report: LayoutReport
}

/// The pipeline's last pure stage: content + viewport → display list (overlays, annotations, attribution).
public enum DisplayListBuilder {
    /// Builds the display list for `content` drawn in `viewport`. With `twoThreads`, the base map's shapes are laid
    /// out on a second thread while this one places the annotations and labels (the same list either way).
    public static func build(_ content: SnapshotContent, viewport: Viewport, measurer: TextMeasurer, twoThreads: Bool = false) -> RenderPlan {
        var list = DisplayList(size: viewport.size, scale: viewport.scale)
        let geometry = content.baseMap.map { BaseMapGeometry(baseMap: $0, viewport: viewport) }
        let shapes = geometry.map { geometry in twoThreads ? Deferred { geometry.commands() } : Deferred(value: geometry.commands()) }
        var labels: [DrawCommand] = []
        let legendEntries = content.furniture.legend.map { $0.entries ?? Legend.automatic(annotations: content.annotations, overlays: content.overlays) } ?? []
        let furniture = FurnitureLayout(content.furniture, legendEntries: legendEntries, attribution: credit(content, viewport: viewport), viewport: viewport,
                                        measurer: measurer, scheme: FurnitureScheme.forBackground(mapBackground(content, viewport: viewport)),
                                        covered: content.furniture.isEmpty ? LegendCover()
                                            : LegendCover(annotations: content.annotations, overlays: content.overlays, viewport: viewport))
        var annotations = AnnotationLayer(viewport: viewport, measurer: measurer)
            .layout(content.annotations, reserved: furniture.reserved, reservedNames: furniture.reservedNames)
        if let geometry {
            // Labels go into the grid after annotations and callouts, and are drawn below them.
            // Seamless labels read features further past the edge than the shapes need: their own query.
            let placer = BaseMapLabels(baseMap: geometry.baseMap, viewport: viewport, measurer: measurer,
                                       cache: content.seamlessLabels ? nil : geometry.cache, seamlessLabels: content.seamlessLabels)
            labels = placer.place(into: &annotations.grid, report: &annotations.report.labels)
        }
        if let shapes {
            list.append(contentsOf: shapes.value)
        } else if content.background.alpha > 0 {
            var page = Path()
            page.addLines([Point(x: 0, y: 0), Point(x: viewport.size.width, y: 0),
                           Point(x: viewport.size.width, y: viewport.size.height), Point(x: 0, y: viewport.size.height)],
                          closed: true)
            list.append(.fill(page, content.background, .nonZero))
        }
        let overlays = OverlayLayout(viewport: viewport)
        list.append(contentsOf: DrawCommand.withFastAntialiasing(content.overlays.flatMap { overlays.commands(for: $0) }))
        list.append(contentsOf: labels)
        list.append(contentsOf: annotations.commands)
        list.append(contentsOf: furniture.commands)
        var report = annotations.report
        report.furniture = furniture.entries
        report.bearing = viewport.bearing
        if furniture.extraWidth > 0 {
            // A legend beside the map widens the image.
            list.size.width += furniture.extraWidth
            report.imageSize = list.size
        }
        return RenderPlan(displayList: list, report: report)
    }

    /// The colour under the map: the style's background layer at this zoom, else the content's background.
    private static func mapBackground(_ content: SnapshotContent, viewport: Viewport) -> Color {
        guard let baseMap = content.baseMap else { return content.background }
        let zoom = BaseMap.styleZoom(viewport)
        let background = baseMap.style.layers.first { $0.type == .background && $0.isVisible(at: zoom) }
        guard let paint = background?.paint else { return content.background }
        // A see-through background shows the content's through it.
        return content.background.mixed(with: paint.backgroundColor.value(at: zoom), fraction: paint.backgroundOpacity.value(at: zoom))
    }

    /// The data credit: the content's, with what the base map's data asks for (a tile file's "© OpenMapTiles"), then
    /// GeoNames when its city names (CC BY 4.0) are on the map.
    private static func credit(_ content: SnapshotContent, viewport: Viewport) -> Attribution {
        var credit = content.attribution
        if let baseMap = content.baseMap, credit.text == Attribution.openStreetMapText {
            for extra in baseMap.source.credits where !credit.text.contains(extra) { credit.text += ", " + extra }
            if baseMap.showsWorldPlaces(in: viewport) { credit.text += ", GeoNames" }
        }
        return credit
    }
}
