import Testing
@testable import MapSnap

private func overlays(_ json: String) throws -> [Overlay] {
    let scene = try Scene.decode(Array("{\"overlays\": [\(json)]}".utf8), baseDirectory: Fixtures.directory)
    return scene.options.overlays
}

private func overlayError(_ json: String) -> String? {
    do {
        _ = try overlays(json)
        return nil
    } catch {
        return "\(error)"
    }
}

@Test func polylineNeedsCoordinatesOrEncoded() {
    #expect(overlayError(#"{"type": "polyline"}"#) == "overlays[0]: missing required key \"coordinates\" (or \"encoded\")")
    #expect(overlayError(#"{"type": "polyline", "coordinates": [[60, 24]]}"#) == "overlays[0].coordinates: needs at least 2 coordinates, got 1")
    #expect(overlayError(#"{"type": "polyline", "encoded": "_p~iF~ps|U_"}"#)?.hasPrefix("overlays[0].encoded: ") == true)
    #expect(overlayError(#"{"type": "polyline", "coordinates": [[95, 24], [60, 24]]}"#) == "overlays[0].coordinates[0][0]: 95 is outside -90...90")
    #expect(overlayError(#"{"type": "squiggle"}"#) == "overlays[0].type: \"squiggle\" is not one of \"polyline\", \"polygon\", \"circle\", \"geojson\"")
}

@Test func gradientWithLocations() throws {
    let result = try overlays(#"{"type": "polyline", "coordinates": [[60, 24], [60.1, 24.1]], "gradient": {"colors": ["red", "blue", "green"], "locations": [0, 0.2, 1]}}"#)
    guard case .polyline(let line) = result[0] else { Issue.record("not a polyline"); return }
    #expect(line.style.gradient.map(\.location) == [0, 0.2, 1])
    #expect(overlayError(#"{"type": "polyline", "coordinates": [[60, 24], [60.1, 24.1]], "gradient": {"colors": ["red", "blue"], "locations": [0]}}"#)
            == "overlays[0].gradient.locations: has 1 locations for 2 colors")
}

@Test func circleRadiusMustBePositive() {
    #expect(overlayError(#"{"type": "circle", "center": [60, 24], "radius": 0}"#) == "overlays[0].radius: 0 must be greater than 0")
}

@Test func inlineGeoJSONErrorsNameThePath() {
    #expect(overlayError(#"{"type": "geojson", "data": {"type": "Point", "coordinates": [200, 60]}}"#)
            == "overlays[0].data.coordinates[0]: 200 is outside -180...180")
    #expect(overlayError(#"{"type": "geojson", "data": {"type": "Feature", "properties": {"stroke": "nope"}, "geometry": {"type": "LineString", "coordinates": [[24, 60], [25, 61]]}}}"#)?
            .hasPrefix("overlays[0].data.properties.stroke: \"nope\" is not a colour") == true)
}
