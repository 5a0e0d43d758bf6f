import MapSnap
import Testing

/// The built-in data reaches a dependent package's tests through SwiftPM's resource bundle, with no path set.
@Test func builtInDataComesFromTheResourceBundle() throws {
    let resources = try #require(MapData.builtIn.resources)
    #expect(resources.directory.hasSuffix("MapSnap_MapSnap.resources/Data"), "found in \(resources.directory)")
    // The shipped prepared file, not the extract: opening it takes milliseconds where parsing the extract took 400.
    #expect(MapData.builtIn.source == .prepared(path: resources.preparedPath))
}

@Test func finlandWideMapShowsLandAndWater() throws {
    var options = MapSnapshotter.Options()
    options.region = CoordinateRegion(center: Coordinate(latitude: 64.5, longitude: 26), span: CoordinateSpan(latitudeDelta: 12, longitudeDelta: 20))
    options.size = Size(width: 300, height: 400)
    let image = try MapSnapshotter(options: options).start().image
    var water = 0, land = 0
    for index in stride(from: 0, to: image.pixels.count, by: 4) {
        let (red, green, blue) = (Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2]))
        if blue > red + 40 && blue > green { water += 1 } else if red > 200 && green > 200 { land += 1 }
    }
    #expect(land > image.width * image.height / 3)
    #expect(water > image.width * image.height / 10)
}

@Test func worldCitiesAndHelsinkiPlacesAreSearchable() throws {
    let tokyo = try LocalSearch(data: .builtIn).run(LocalSearch.Request(naturalLanguageQuery: "Tokyo"))
    #expect(tokyo.mapItems.first?.name == "Tokyo")
    let routes = try RouteLibrary.routes(RouteLibrary.Request(from: .place("Rautatientori"), to: .place("Kauppatori")), data: .builtIn)
    #expect((routes.first?.distance ?? 0) > 300)
}
