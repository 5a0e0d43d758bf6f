import Geo
import StrictJSON
import Testing
@testable import OSM

@Test func readsEveryGeometryType() throws {
    let features = try GeoJSONReader.features(inText: """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "properties": {"name": "a"}, "geometry": {"type": "Point", "coordinates": [24.94, 60.17, 12]}},
      {"type": "Feature", "geometry": {"type": "MultiPoint", "coordinates": [[1, 2], [3, 4]]}},
      {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[1, 2], [3, 4]]}},
      {"type": "Feature", "geometry": {"type": "MultiLineString", "coordinates": [[[1, 2], [3, 4]]]}},
      {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}},
      {"type": "Feature", "geometry": {"type": "MultiPolygon", "coordinates": [[[[0, 0], [1, 0], [1, 1], [0, 0]]]]}},
      {"type": "Feature", "geometry": {"type": "GeometryCollection", "geometries": [{"type": "Point", "coordinates": [0, 0]}]}},
      {"type": "Feature", "geometry": null, "foreign": "members are allowed"}
    ]}
    """)
    #expect(features.count == 8)
    #expect(features[0].geometry == .point(Coordinate(latitude: 60.17, longitude: 24.94)))
    #expect(features[0].properties != nil)
    #expect(features[2].geometry == .lineString([Coordinate(latitude: 2, longitude: 1), Coordinate(latitude: 4, longitude: 3)]))
    #expect(features[7].geometry == nil)
}

@Test func bareGeometryAndSingleFeatureAreAccepted() throws {
    #expect(try GeoJSONReader.features(inText: #"{"type": "Point", "coordinates": [0, 1]}"#).count == 1)
    #expect(try GeoJSONReader.features(inText: #"{"type": "Feature", "geometry": null, "properties": null}"#).count == 1)
}

@Test func invalidGeometriesNameThePath() {
    let cases: [(String, String)] = [
        (#"{"type": "LineString", "coordinates": [[0, 0]]}"#, "coordinates: a LineString needs at least 2 positions, got 1"),
        (#"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}"#, "coordinates[0]: a linear ring must end where it starts"),
        (#"{"type": "Point", "coordinates": [0]}"#, "coordinates: a position needs [longitude, latitude], got 1 numbers"),
        (#"{"type": "Point", "coordinates": [0, 91]}"#, "coordinates[1]: 91 is outside -90...90"),
        (#"{"type": "Circle", "coordinates": [0, 0]}"#, "type: \"Circle\" is not a GeoJSON geometry type (Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection)"),
        (#"{"type": "FeatureCollection", "features": [{"type": "Thing"}]}"#, "features[0].type: \"Thing\" is not \"Feature\""),
        (#"{"type": "FeatureCollection"}"#, "missing required key \"features\""),
    ]
    for (text, message) in cases {
        #expect(throws: JSONError.self) { try GeoJSONReader.features(inText: text) }
        do {
            _ = try GeoJSONReader.features(inText: text)
        } catch {
            #expect(error.description == message)
        }
    }
}
