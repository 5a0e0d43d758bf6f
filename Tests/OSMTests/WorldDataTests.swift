import Geo
import Testing
@testable import OSM

@Test func bordersAreOnlyTheSharedEdges() throws {
    // Two squares sharing their middle edge.
    let geojson = """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "properties": {"name": "West", "iso": "WWW"}, "geometry": {"type": "Polygon", "coordinates": [[[0,0],[1,0],[1,1],[0,1],[0,0]]]}},
      {"type": "Feature", "properties": {"name": "East", "iso": "EEE"}, "geometry": {"type": "Polygon", "coordinates": [[[1,0],[2,0],[2,1],[1,1],[1,0]]]}}
    ]}
    """
    let cities = "geonameid\tname\tlatitude\tlongitude\tcountry\tpopulation\n1\tBig\t0.5\t0.5\tWW\t2000000\n2\tSmall\t0.5\t1.5\tEE\t1000\n"
    let features = try WorldData.features(countriesGeoJSON: Array(geojson.utf8), citiesTSV: cities)
    #expect(features.filter { $0.layer == "world_land" }.count == 2)
    let borders = features.filter { $0.layer == "world_boundary" }
    #expect(borders.count == 1)
    guard case .line(let line) = borders[0].geometry else { Issue.record("not a line"); return }
    #expect(line.count == 2)
    #expect(abs(line[0].x - WebMercator.x(longitude: 1)) < 1)
    let places = features.filter { $0.layer == "world_place" }
    #expect(places.map(\.name) == ["Big"])  // below 50,000 people a city is not labelled
    #expect(places.first?.attributes["rank"] == "2")
    // Each country gets candidate label points inside it (the first that fits on a map is used).
    let labels = features.filter { $0.layer == "world_country_label" }
    #expect(Set(labels.compactMap(\.name)) == ["West", "East"])
    for label in labels {
        guard case .point(let point) = label.geometry else { Issue.record("not a point"); continue }
        let longitude = point.coordinate.longitude
        #expect(label.name == "West" ? (0...1).contains(longitude) : (1...2).contains(longitude))
    }
}
