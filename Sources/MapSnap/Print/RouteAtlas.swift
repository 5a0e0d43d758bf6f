import Foundation
import Geo
import MapRender

/// A route cut into strip maps at a stated scale, with an overview page first (a scene's `atlas: {"along": "route",
/// "scale": 10000}`): the route is walked from start to end and each page takes as much of it as fits its map area
/// (the paper inside its margin, less a tenth for context), the next page starting where the last one ended.
public struct RouteAtlas: Hashable, Sendable {
    /// The strip maps' scale denominator.
    public var scale: Double

    /// An atlas at 1:`scale`.
    public init(scale: Double) {
        self.scale = scale
    }

    /// The pages for `options` (which must have a route): an overview fitted to the route on the same paper, with
    /// each strip's frame numbered, then the strips in order, each at this scale on the options' paper (A4 by default).
    public func pages(_ options: MapSnapshotter.Options, data: MapData) throws(MapSnapError) -> [MapSnapshotter.Options] {
        guard let request = options.route else { throw MapSnapError(field: "atlas", message: "\"along\": \"route\" needs the scene's route") }
        guard let route = try RouteLibrary.routes(request, data: data).first, route.polyline.count >= 2 else {
            throw MapSnapError(field: "route", message: "no route found")
        }
        var print = options.print ?? PrintSpec(scale: scale)
        print.scale = scale
        try print.validate { "atlas." + ($0 == "scale" ? "scale" : "print." + $0) }
        let pieces = RouteAtlas.pieces(route.polyline, print: print)
        guard pieces.count <= Scene.maximumPages - 1 else {
            throw MapSnapError(field: "atlas.scale", message: "1:\(Int(scale)) cuts the route into \(pieces.count) pages, more than \(Scene.maximumPages - 1); use a smaller scale")
        }
        var strips: [MapSnapshotter.Options] = []
        var frames: [Overlay] = [], numbers: [Annotation] = []
        for (index, piece) in pieces.enumerated() {
            var page = options
            page.print = print
            page.region = CoordinateRegion(center: piece.center, span: CoordinateSpan(latitudeDelta: 0.001, longitudeDelta: 0.001))
            page.furniture.title = MapTitle(text: "\(index + 1) of \(pieces.count)", subtitle: options.furniture.title?.text, position: .top)
            page.furniture.scaleBar = page.furniture.scaleBar ?? ScaleBar()
            strips.append(page)
            var frame = AreaStyle()
            frame.fillColor = nil
            frame.strokeColor = Color(rgb: 0x3C3C43)
            frame.lineWidth = 1.5
            frame.lineDashPattern = [5, 3]
            var outline = PolygonOverlay(exterior: piece.frame, style: frame)
            outline.legendTitle = "page frames"
            frames.append(.polygon(outline))
            var number = MarkerStyle()
            number.markerTintColor = Color(rgb: 0x3C3C43)
            number.glyphText = "\(index + 1)"
            number.size = .small
            numbers.append(Annotation(coordinate: piece.frame[0], kind: .marker(number), title: nil))
        }
        var overview = options
        overview.print = nil
        overview.size = print.pageSize
        overview.scale = 1
        overview.region = nil
        overview.overlays += frames
        overview.annotations += numbers
        overview.furniture.title = MapTitle(text: options.furniture.title?.text ?? "Overview", subtitle: RouteLibrary.legendTitle(route), position: .top)
        overview.furniture.scaleBar = ScaleBar()
        overview.furniture.northArrow = NorthArrow()
        return [overview] + strips
    }

    /// The route cut into consecutive pieces that each fit a page's map area; each with its page's centre and frame
    /// (the area the page shows, as a ring of coordinates, north-west corner first).
    static func pieces(_ polyline: [Coordinate], print: PrintSpec) -> [(center: Coordinate, frame: [Coordinate])] {
        let latitude = polyline.map(\.latitude).reduce(0, +) / Double(polyline.count)
        let metresPerPoint = print.metresPerPoint(atLatitude: latitude)
        let page = print.pageSize, margin = print.marginPoints
        // The map area in projected metres, less a tenth for the route's surroundings and the title band.
        let width = (page.width - 2 * margin) * metresPerPoint * 0.9, height = (page.height - 2 * margin - 40) * metresPerPoint * 0.9
        // Points at most a tenth of a page apart, so a long straight segment is cut too.
        var points: [MapPoint] = [MapPoint(polyline[0])]
        for coordinate in polyline.dropFirst() {
            let next = MapPoint(coordinate), last = points[points.count - 1]
            let steps = max(1, Int((max(abs(next.x - last.x) / width, abs(next.y - last.y) / height) * 10).rounded(.up)))
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                points.append(MapPoint(x: last.x + (next.x - last.x) * t, y: last.y + (next.y - last.y) * t))
            }
        }
        var pieces: [[MapPoint]] = [[points[0]]]
        for point in points.dropFirst() {
            let current = pieces[pieces.count - 1] + [point]
            let xs = current.map(\.x), ys = current.map(\.y)
            if (xs.max() ?? 0) - (xs.min() ?? 0) <= width, (ys.max() ?? 0) - (ys.min() ?? 0) <= height {
                pieces[pieces.count - 1] = current
            } else {
                pieces.append([pieces[pieces.count - 1].last ?? point, point])
            }
        }
        let halfWidth = (page.width - 2 * margin) * metresPerPoint / 2, halfHeight = (page.height - 2 * margin) * metresPerPoint / 2
        return pieces.map { piece in
            let xs = piece.map(\.x), ys = piece.map(\.y)
            // The piece's middle in the map area under the title band (about 40 points): the page's centre is that
            // much further north.
            let center = MapPoint(x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2 + 20 * metresPerPoint)
            let corners = [MapPoint(x: center.x - halfWidth, y: center.y + halfHeight), MapPoint(x: center.x + halfWidth, y: center.y + halfHeight),
                           MapPoint(x: center.x + halfWidth, y: center.y - halfHeight), MapPoint(x: center.x - halfWidth, y: center.y - halfHeight)]
            return (center.coordinate, corners.map(\.coordinate))
        }
    }
}
