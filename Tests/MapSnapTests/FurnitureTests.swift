import Foundation
import MapSnapTesting
import Testing
import TestSupport
@testable import MapSnap

private let helsinki = Coordinate(latitude: 60.1699, longitude: 24.9440)

/// Reference images of report maps: a title band, a scale bar in both units and a north arrow over the default and
/// the dark style (pale boxes over the light map, dark boxes over the dark one), and the title at the bottom with
/// the attribution kept above it. Each was opened and looked at.
@Test(arguments: ["default", "dark"])
func reportMapFurniture(style: String) {
    var options = MapSnapshotter.Options()
    options.size = Size(width: 400, height: 300)
    options.scale = 2
    options.style = style
    options.region = Viewport(center: helsinki, zoom: 16, size: options.size).visibleRegion
    options.furniture = MapFurniture(scaleBar: ScaleBar(units: .both), northArrow: NorthArrow(),
                                     title: MapTitle(text: "Central Helsinki", subtitle: "Kluuvi and Kaartinkaupunki", position: style == "dark" ? .bottom : .top))
    assertSnapshot(of: options, named: "report-\(style)@2x")
}

/// Over generated maps (sizes from thumbnails to posters, every corner for each piece, the legend and the attribution, the title
/// at either edge, markers anywhere): every piece drawn is inside the image (a piece without room is left out; none on
/// maps of 500 x 400 points or more), no two overlap, the title spans its edge, no
/// title, callout or symbol that may give way covers a piece (required symbols are always drawn, as MapKit's, and the
/// furniture is drawn over them), and an unturned map's arrow points straight up.
@Test func furnitureNeverOverlapsItselfOrTheAnnotations() throws {
    var generator = SeededGenerator(seed: 2929)
    let corners = Attribution.Corner.allCases
    for round in 0..<60 {
        var options = MapSnapshotter.Options()
        options.style = nil
        options.size = Size(width: Double(Int.random(in: 120...1600, using: &generator)), height: Double(Int.random(in: 160...1200, using: &generator)))
        options.region = Viewport(center: helsinki, zoom: Double.random(in: 3...18, using: &generator), size: options.size).visibleRegion
        options.attribution.corner = corners[Int.random(in: 0..<4, using: &generator)]
        options.furniture = MapFurniture(
            scaleBar: ScaleBar(units: ScaleBar.Units.allCases[round % 3], corner: corners[Int.random(in: 0..<4, using: &generator)]),
            northArrow: NorthArrow(corner: corners[Int.random(in: 0..<4, using: &generator)]),
            title: round % 4 == 3 ? nil : MapTitle(text: "Report map \(round)", subtitle: round % 2 == 0 ? "A subtitle" : nil,
                                                   position: round % 3 == 0 ? .bottom : .top))
        let legendPositions: [Legend.Position] = [.automatic, .topLeft, .topRight, .bottomLeft, .bottomRight]
        options.furniture.legend = Legend(title: round % 2 == 0 ? "Key" : nil, position: legendPositions[round % 5])
        let span = options.region?.span ?? CoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)
        options.annotations = (0..<40).map { index in
            var marker = Annotation(coordinate: Coordinate(latitude: helsinki.latitude + Double.random(in: -0.5...0.5, using: &generator) * span.latitudeDelta,
                                                          longitude: helsinki.longitude + Double.random(in: -0.5...0.5, using: &generator) * span.longitudeDelta),
                                    title: "Place \(index)")
            marker.isSelected = index == 0
            // Required markers are always drawn (as MapKit's), under the furniture if need be; the others give way.
            if index % 2 == 1 { marker.displayPriority = DisplayPriority.defaultHigh }
            return marker
        }
        let report = try MapSnapshotter(options: options).plan().report
        let frames = report.furniture.map(\.frame)
        let bounds = Rect(x: 0, y: 0, width: options.size.width, height: options.size.height)
        // A piece without room left in its corner is left out; on a map of 500 x 400 points or more none is.
        let asked = options.furniture.title == nil ? 3 : 4
        #expect(report.furniture.count <= asked, "round \(round): \(report.furniture.map(\.kind))")
        if options.size.width >= 500, options.size.height >= 400 { #expect(report.furniture.count == asked, "round \(round) \(options.size): \(report.furniture.map(\.kind))") }
        for (index, frame) in frames.enumerated() {
            #expect(bounds.insetBy(-0.001).contains(frame), "round \(round): \(report.furniture[index].kind) at \(frame) outside \(options.size)")
            for other in frames[(index + 1)...] { #expect(!frame.insetBy(0.01).intersects(other), "round \(round): furniture overlaps") }
            for entry in report.annotations {
                let symbol = entry.index % 2 == 1 ? entry.frame : nil
                for drawn in [symbol, entry.titleFrame, entry.calloutFrame].compactMap({ $0 }) {
                    #expect(!frame.insetBy(0.5).intersects(drawn), "round \(round): annotation #\(entry.index) covers \(report.furniture[index].kind)")
                }
            }
        }
        // A required marker drawn under a piece is said to be (every corner had something to cover).
        for entry in report.annotations where entry.index % 2 == 0 && entry.status == .drawn {
            guard let symbol = entry.frame, let cover = report.furniture.first(where: { $0.frame.insetBy(0.5).intersects(symbol) }) else { continue }
            #expect(entry.reason?.hasPrefix("drawn under") == true, "round \(round): annotation #\(entry.index) under \(cover.kind) without a word")
        }
        if let title = report.furniture.first(where: { $0.kind == .title }) {
            #expect(title.frame.minX == 0 && title.frame.size.width == options.size.width)
            #expect(options.furniture.title?.position == .top ? title.frame.minY == 0 : abs(title.frame.maxY - options.size.height) < 1e-9)
        }
        guard let arrow = report.furniture.first(where: { $0.kind == .northArrow }) else { continue }
        #expect(abs(arrow.angle ?? 99) < 1e-6, "round \(round): an unturned map's north is up, not \(String(describing: arrow.angle))")
    }
}

/// Scene keys: the three pieces in their short and long forms, and each bad value named by its path.
@Test func furnitureSceneKeys() throws {
    let base = #""size": {"width": 300, "height": 200}, "region": {"center": {"latitude": 60.17, "longitude": 24.94}, "span": {"latitudeDelta": 0.01, "longitudeDelta": 0.01}}"#
    let short = try Scene.decode(Array("{\(base), \"scaleBar\": \"both\", \"northArrow\": true, \"title\": \"Kluuvi\"}".utf8), access: .none)
    #expect(short.options.furniture == MapFurniture(scaleBar: ScaleBar(units: .both), northArrow: NorthArrow(), title: MapTitle(text: "Kluuvi")))
    let long = try Scene.decode(Array("""
        {\(base), "scaleBar": {"units": "imperial", "corner": "topLeft", "maximumLength": 150}, "northArrow": {"corner": "bottomRight"},
         "title": {"text": "Kluuvi", "subtitle": "Helsinki", "position": "bottom"}}
        """.utf8), access: .none)
    #expect(long.options.furniture == MapFurniture(scaleBar: ScaleBar(units: .imperial, corner: .topLeft, maximumLength: 150),
                                                   northArrow: NorthArrow(corner: .bottomRight), title: MapTitle(text: "Kluuvi", subtitle: "Helsinki", position: .bottom)))
    #expect(try Scene.decode(Array("{\(base), \"scaleBar\": false}".utf8), access: .none).options.furniture.isEmpty)
    for (key, message) in [
        (#""scaleBar": "furlongs""#, "scaleBar"), (#""scaleBar": {"units": "metric", "colour": "red"}"#, "scaleBar.colour"),
        (#""scaleBar": {"maximumLength": 5}"#, "scaleBar.maximumLength"), (#""northArrow": {"corner": "middle"}"#, "northArrow.corner"),
        (#""title": {"subtitle": "x"}"#, "title"), (#""title": """#, "title"), (#""title": {"text": "x", "position": "left"}"#, "title.position"),
    ] {
        #expect(throws: MapSnapError.self, "\(key)") { try Scene.decode(Array("{\(base), \(key)}".utf8), access: .none) }
        do {
            _ = try Scene.decode(Array("{\(base), \(key)}".utf8), access: .none)
        } catch {
            #expect(error.field == message, "\(key): \(error)")
        }
    }
}

/// The scheme follows the map: over the dark style the scale bar's box is dark, over the default style pale.
@Test func furnitureColoursFollowTheStyle() throws {
    for (style, dark) in [("default", false), ("dark", true)] {
        var options = MapSnapshotter.Options()
        options.size = Size(width: 300, height: 200)
        options.style = style
        options.region = Viewport(center: helsinki, zoom: 15, size: options.size).visibleRegion
        options.furniture.scaleBar = ScaleBar()
        let snapshot = try MapSnapshotter(options: options).start()
        let frame = try #require(snapshot.report.furniture.first?.frame)
        // Just inside the box's right end, clear of the bar and its label.
        let (red, green, blue, _) = snapshot.image.pixel(x: Int(frame.maxX) - 2, y: Int(frame.minY) + 2)
        let light = (Int(red) + Int(green) + Int(blue)) / 3
        #expect(dark ? light < 90 : light > 200, "\(style): box pixel \(red), \(green), \(blue)")
    }
}

/// A scale bar, north arrow or legend whose corner would cover a marker goes to a corner clear of the markers (as a
/// café marker lay under the scale bar of Docs/report.png): over generated maps with a marker put where each piece
/// would go, no piece covers a marker while a corner clear of them had room, and the layout report gives where it went.
@Test func furnitureKeepsClearOfTheMarkers() throws {
    var generator = SeededGenerator(seed: 6213)
    let corners = Attribution.Corner.allCases
    for round in 0..<24 {
        var options = MapSnapshotter.Options()
        options.style = nil
        options.size = Size(width: 800, height: 600)
        let viewport = Viewport(center: helsinki, zoom: 15, size: options.size)
        options.region = viewport.visibleRegion
        let preferred = corners[round % 4]
        options.furniture = MapFurniture(scaleBar: round % 3 == 0 ? ScaleBar(units: .both, corner: preferred) : nil,
                                         northArrow: round % 3 == 1 ? NorthArrow(corner: preferred) : nil)
        if round % 3 == 2 { options.furniture.legend = Legend(title: "Key", position: [.topLeft, .topRight, .bottomLeft, .bottomRight][round % 4]) }
        // Markers in the corner the piece asks for (their tips 20 to 60 points in from both edges), and one elsewhere.
        let left = preferred == .topLeft || preferred == .bottomLeft, top = preferred == .topLeft || preferred == .topRight
        options.annotations = (0..<3).map { index in
            let inset = Double.random(in: 20...60, using: &generator) + Double(index) * 15
            let point = Point(x: left ? inset : options.size.width - inset, y: top ? inset + 40 : options.size.height - inset)
            return Annotation(coordinate: viewport.coordinate(at: point), title: nil)
        } + [Annotation(coordinate: helsinki, title: "Middle")]
        let report = try MapSnapshotter(options: options).plan().report
        let pieces = report.furniture
        #expect(pieces.count == 1, "round \(round): \(pieces.map(\.kind))")
        for piece in pieces {
            for entry in report.annotations {
                guard let symbol = entry.frame else { continue }
                #expect(!piece.frame.intersects(symbol), "round \(round): the \(piece.kind) at \(piece.frame) covers annotation #\(entry.index) at \(symbol)")
                #expect(entry.reason == nil, "round \(round): \(entry.reason ?? "")")
            }
        }
    }
}
