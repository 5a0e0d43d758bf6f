import Foundation
import Testing
import TestSupport
@testable import MapSnap

@Test func quickSpecParsesAndApplies() throws {
    let spec = try QuickMapSpec(parameters: [("center", "60.17,24.94"), ("span", "0.01,0.02"), ("size", "400x300"), ("scale", "2"),
                                             ("marker", "60.17,24.94,tint=#007AFF,glyph=K"), ("polyline", "60.16,24.93 60.17,24.95"),
                                             ("line-width", "4"), ("style", "dark"), ("poi", "cafe"), ("padding", "10")])
    var options = MapSnapshotter.Options()
    try spec.apply(to: &options)
    #expect(options.region?.center == Coordinate(latitude: 60.17, longitude: 24.94))
    #expect(options.region?.span == CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02))
    #expect(options.size == Size(width: 400, height: 300) && options.scale == 2)
    #expect(options.annotations.count == 1 && options.overlays.count == 1)
    #expect(options.style == "dark" && options.padding == EdgeInsets(all: 10))
}

/// A centre and a zoom (as MapLibre styles count it: 512-point tiles) give the map MapLibre Native draws at that zoom:
/// the same centre, and the style zoom asked for, over generated centres, zooms and sizes; the longitude span is the
/// image's width in 512-point tiles of that zoom, as `Scripts/bench/maplibre_peer.py` computes it.
@Test func aZoomShowsTheMapMapLibreDrawsAtIt() throws {
    var generator = SeededGenerator(seed: 2024)
    for _ in 0..<200 {
        let latitude = Double.random(in: -70...70, using: &generator), longitude = Double.random(in: -179...179, using: &generator)
        let places = pow(10, Double(Int.random(in: 0...3, using: &generator)))
        let zoom = (Double.random(in: 3...24, using: &generator) * places).rounded() / places
        let width = Double(Int.random(in: 1...2000, using: &generator)), height = Double(Int.random(in: 1...2000, using: &generator))
        let spec = try QuickMapSpec(parameters: [("center", "\(latitude),\(longitude)"), ("zoom", "\(zoom)"), ("size", "\(Int(width))x\(Int(height))")])
        var options = MapSnapshotter.Options()
        try spec.apply(to: &options)
        let region = try #require(options.region)
        let viewport = Viewport(region: region, size: options.size)
        #expect(BaseMap.styleZoom(viewport) == zoom, "\(zoom) at \(latitude),\(longitude) \(width)x\(height)")
        let center = viewport.coordinate(at: Point(x: width / 2, y: height / 2))
        #expect(abs(center.latitude - latitude) < 1e-9 && abs(center.longitude - longitude) < 1e-9)
        #expect(abs(region.span.longitudeDelta - width / (512 * pow(2, zoom)) * 360) < 1e-9 * max(1, region.span.longitudeDelta))
    }
}

@Test(arguments: [
    ([("span", "0.01,0.01")], "span: needs center as well"),
    ([("center", "95,24")], "center: latitude 95 is outside -90...90"),
    ([("center", "60,24"), ("scale", "7")], "scale: 7 is outside 1...6"),
    ([("size", "20000x10")], "size: width 20000 at scale 1 is 20000 pixels, above the maximum of 10000"),
    ([("size", "big")], "size: \"big\" is not WIDTHxHEIGHT (e.g. 800x600)"),
    ([("line-width", "0")], "line-width: 0 is outside 0...200"),
    ([("padding", "-1")], "padding: -1 must not be negative"),
    ([("zoom", "3")], "zoom: needs center as well"),
    ([("center", "60,24"), ("zoom", "25")], "zoom: 25 is outside 0...24"),
    ([("center", "60,24"), ("zoom", "near")], "zoom: \"near\" is not a number"),
    ([("center", "60,24"), ("zoom", "12"), ("span", "0.1,0.1")], "zoom: give zoom or span, not both"),
    ([("altitude", "3")], "altitude: unknown (one of center,span,zoom,bearing,size,scale,polyline,precision,line-color,line-width,marker,geojson,fit,padding,background,attribution,style,poi,png,quality,svg-text,scale-bar,north-arrow,legend,language,title,subtitle,print-scale,paper,orientation,margin-mm,dpi)"),
    ([("fit", "maybe")], "fit: \"maybe\" is not true or false"),
    ([("poi", "unicorn")], "poi: \"unicorn\" is not a point-of-interest category (all, none, or built-in icon names such as cafe,restaurant)"),
])
func quickSpecErrorsNameTheField(parameters: [(String, String)], message: String) {
    do throws(MapSnapError) {
        let spec = try QuickMapSpec(parameters: parameters.map { (name: $0.0, value: $0.1) })
        try spec.validate()
        Issue.record("no error for \(parameters)")
    } catch {
        #expect(error.description == message)
    }
}

@Test func creatingASnapshotterDoesNoIO() throws {
    let missing = MapData(resources: MapResources(directory: "/nonexistent/mapsnap"))
    var options = MapSnapshotter.Options()
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94), span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
    options.search = LocalSearch.Request(naturalLanguageQuery: "cafe")
    let snapshotter = try MapSnapshotter(options: options, data: missing)  // nothing is read yet
    #expect(throws: MapSnapError(field: "data", message: "/nonexistent/mapsnap/Helsinki.osm.pbf: no such file")) { try snapshotter.start() }
}

/// Commands keep outputs off the data's files; for the built-in data that must not cost choosing between its
/// prepared file and its extract (a checksum of the extract), so both are named.
@Test func theBuiltInDataNamesBothItsFilesAsInputs() throws {
    let resources = MapResources(directory: "/nonexistent/mapsnap")
    #expect(MapData(resources: resources).inputPaths == [resources.preparedPath, resources.extractPath])
    let extract = try #require(MapResources.located).extractPath
    #expect(try MapData(path: extract).inputPaths == [extract])
}

@Test func oneMapDataServesFeaturesSearchAndRoutes() throws {
    let data = MapData.builtIn
    #expect(try data.extent() != nil)
    #expect(try data.placeIndex().itemCount > 30_000)
    #expect(try data.roadGraph(for: .walking).nodeCount > 1000)
    #expect(data.worldFeatures() != nil)
}
