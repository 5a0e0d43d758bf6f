import Geo
import MapStyle
import OSM
import Testing
@testable import MapRender
import Features

@Test func labelsGiveWayToWhatIsAlreadyPlaced() throws {
    let viewport = Viewport(center: Coordinate(latitude: 60.17, longitude: 24.94), zoom: 16, size: Size(width: 200, height: 150))
    let point = MapPoint(Coordinate(latitude: 60.17, longitude: 24.94))
    let store = FeatureStore(features: [MapFeature(layer: "place", attributes: ["class": "suburb", "name": "Kluuvi", "rank": "3"],
                                                   geometry: .point(point), osmID: 1)], extent: nil)
    let style = try StyleParser.parse(Array(#"{"layers": [{"id": "p", "type": "symbol", "source-layer": "place", "layout": {"text-field": "{name}", "text-size": 12}}]}"#.utf8), name: "t")
    let labels = BaseMapLabels(baseMap: BaseMap(style: style, source: store), viewport: viewport, measurer: FixedWidthMeasurer())
    var empty = CollisionGrid(size: viewport.size)
    #expect(labels.place(into: &empty).count == 1)
    var taken = CollisionGrid(size: viewport.size)
    taken.insert(.rectangle(Rect(x: 80, y: 60, width: 40, height: 30)))  // a marker where the label would go
    #expect(labels.place(into: &taken).isEmpty)
}

@Test func pointOfInterestFilterHidesCategories() {
    #expect(PointOfInterestFilter.including(["cafe"]).allows("cafe"))
    #expect(!PointOfInterestFilter.including(["cafe"]).allows("bar"))
    #expect(!PointOfInterestFilter.excluding(["cafe"]).allows("cafe"))
    #expect(!PointOfInterestFilter.none.allows("cafe") && PointOfInterestFilter.all.allows("cafe"))
}
