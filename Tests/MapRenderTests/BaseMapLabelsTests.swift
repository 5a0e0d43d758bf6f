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

/// MapLibre's point layout: `text-anchor` puts that point of the text at the anchor, `text-offset` moves it in ems.
@Test func textAnchorAndOffsetPlaceTheTextBox() throws {
    var layout = StyleLayer.Layout()
    let size = Size(width: 40, height: 14)
    let anchor = Point(x: 100, y: 100)
    func frame(_ name: StyleLayer.Anchor, _ offset: [Double] = [0, 0]) -> Rect {
        layout.textAnchor = .constant(name)
        layout.textOffset = .constant(offset)
        let placements = SymbolPointLayout.textPlacements(layout, zoom: 15)
        #expect(placements.count == 1)
        return SymbolPointLayout.textFrame(size, placement: placements[0], anchor: anchor, fontSize: 10)
    }
    #expect(frame(.center).origin == Point(x: 80, y: 93))
    #expect(frame(.top).origin == Point(x: 80, y: 100))
    #expect(frame(.top, [0, 0.6]).origin == Point(x: 80, y: 106))
    #expect(frame(.left, [0.4, 0]).origin == Point(x: 104, y: 93))
    #expect(frame(.bottomRight).origin == Point(x: 60, y: 86))
}

/// Icon and text go together unless one is optional (`icon-optional`, `text-optional`).
@Test func optionalPartsArePlacedAlone() {
    var layout = StyleLayer.Layout()
    #expect(SymbolPointLayout.placed(iconFree: true, textFree: false, layout: layout, zoom: 15) == (false, false))
    #expect(SymbolPointLayout.placed(iconFree: nil, textFree: true, layout: layout, zoom: 15) == (false, true))
    layout.textOptional = .constant(true)
    #expect(SymbolPointLayout.placed(iconFree: true, textFree: false, layout: layout, zoom: 15) == (true, false))
    #expect(SymbolPointLayout.placed(iconFree: false, textFree: true, layout: layout, zoom: 15) == (false, false))
    layout.iconOptional = .constant(true)
    #expect(SymbolPointLayout.placed(iconFree: false, textFree: true, layout: layout, zoom: 15) == (false, true))
}

/// A style's "{name:latin}\n{name:nonlatin}" without a non-Latin name is one line, as MapLibre shapes it.
@Test func emptyLinesOfALabelAreTrimmed() throws {
    let viewport = Viewport(center: Coordinate(latitude: 60.17, longitude: 24.94), zoom: 16, size: Size(width: 200, height: 150))
    let point = MapPoint(Coordinate(latitude: 60.17, longitude: 24.94))
    let store = FeatureStore(features: [MapFeature(layer: "place", attributes: ["name:latin": "Kluuvi"], geometry: .point(point), osmID: 1)], extent: nil)
    let style = try StyleParser.parse(Array(#"{"layers": [{"id": "p", "type": "symbol", "source-layer": "place", "layout": {"text-field": "{name:latin}\n{name:nonlatin}"}}]}"#.utf8), name: "t")
    var grid = CollisionGrid(size: viewport.size)
    let commands = BaseMapLabels(baseMap: BaseMap(style: style, source: store), viewport: viewport, measurer: FixedWidthMeasurer()).place(into: &grid)
    guard case .text(let run)? = commands.first else {
        Issue.record("no label: \(commands)")
        return
    }
    #expect(run.text == "Kluuvi")
}

@Test func labelLinesAreTrimmedAsMapLibreShapesThem() {
    #expect(BaseMapLabels.trimmedLines("Mannerheimintie ") == "Mannerheimintie")
    #expect(BaseMapLabels.trimmedLines(" \tÄijälänkatu\r") == "Äijälänkatu")
    #expect(BaseMapLabels.trimmedLines("Kluuvi\n") == "Kluuvi")
    #expect(BaseMapLabels.trimmedLines("\n Helsinki \n Helsingfors\n\n") == "Helsinki\nHelsingfors")
    #expect(BaseMapLabels.trimmedLines("  ") == "")
    #expect(BaseMapLabels.trimmedLines("Töölö") == "Töölö")
}
