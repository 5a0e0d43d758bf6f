import Testing
@testable import MapSnap

@Test func simplestylePropertiesStyleOverlaysAndMarkers() throws {
    let content = try GeoJSONFile.content(path: Fixtures.path("shapes.geojson"))
    #expect(content.overlays.count == 5)
    #expect(content.annotations.count == 3)
    guard case .polyline(let tram) = content.overlays[0], case .polygon(let park) = content.overlays[1] else {
        Issue.record("unexpected overlay kinds \(content.overlays)")
        return
    }
    #expect(tram.style.strokeColor == Color(rgb: 0x2E7D32, alpha: 0.8))
    #expect(tram.style.lineWidth == 3)
    #expect(park.style.fillColor == Color(rgb: 0x34C759, alpha: 0.35))
    #expect(park.style.strokeColor == Color(rgb: 0x248A3D))
    let market = content.annotations[0]
    #expect(market.title == "Market Square")
    #expect(market.subtitle == "Kauppatori")
    guard case .marker(let style) = market.kind else { Issue.record("not a marker"); return }
    #expect(style.markerTintColor == Color(rgb: 0xFF9500))
    #expect(style.glyphImage == BuiltinIcons.asset(named: "shop"))
}
