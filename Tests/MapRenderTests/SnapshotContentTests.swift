import Geo
import MapStyle
import Testing
@testable import MapRender

@Test func displayListPaintsBackgroundOverlaysThenAttribution() {
    let viewport = Viewport(region: CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94),
                                                     span: CoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)),
                            size: Size(width: 200, height: 100))
    let line = PolylineOverlay(coordinates: [Coordinate(latitude: 60.165, longitude: 24.93), Coordinate(latitude: 60.175, longitude: 24.95)])
    let list = DisplayListBuilder.build(SnapshotContent(overlays: [.polyline(line)]), viewport: viewport, measurer: FixedWidthMeasurer()).displayList
    guard list.commands.count == 6 else { Issue.record("\(list.commands)"); return }
    if case .fill(_, let color, _) = list.commands[0] { #expect(color == SnapshotContent.defaultBackground) } else { Issue.record("no background") }
    // Overlays are drawn with fast antialiasing, and the finer kind is back for what lies on top.
    #expect(list.commands[1] == .antialiasing(.fast))
    if case .stroke = list.commands[2] {} else { Issue.record("no line") }
    #expect(list.commands[3] == .antialiasing(.fine))
    if case .text(let run) = list.commands[5] { #expect(run.text == Attribution.openStreetMapText) } else { Issue.record("no attribution") }
}

@Test func transparentBackgroundIsNotPainted() {
    let viewport = Viewport(region: CoordinateRegion(center: Coordinate(latitude: 0, longitude: 0), span: CoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)),
                            size: Size(width: 10, height: 10))
    let list = DisplayListBuilder.build(SnapshotContent(background: .clear, attribution: Attribution(isVisible: false)),
                                        viewport: viewport, measurer: FixedWidthMeasurer()).displayList
    #expect(list.commands.isEmpty)
}
