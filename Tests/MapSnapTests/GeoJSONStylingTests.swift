import Testing
@testable import MapSnap

@Test func simplestylePropertiesStyleOverlays() throws {
    let overlays = try GeoJSONFile.overlays(path: Fixtures.path("shapes.geojson"))
    #expect(overlays.count == 8)
    guard case .polyline(let tram) = overlays[0], case .polygon(let park) = overlays[1], case .point(let market) = overlays[2] else {
        Issue.record("unexpected overlay kinds \(overlays)")
        return
    }
    #expect(tram.style.strokeColor == Color(rgb: 0x2E7D32, alpha: 0.8))
    #expect(tram.style.lineWidth == 3)
    #expect(park.style.fillColor == Color(rgb: 0x34C759, alpha: 0.35))
    #expect(park.style.strokeColor == Color(rgb: 0x248A3D))
    #expect(market.style.color == Color(rgb: 0xFF9500))
    #expect(market.title == "Market Square")
}
