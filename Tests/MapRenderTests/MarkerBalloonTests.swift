import Geo
import Testing
@testable import MapRender

@Test func balloonTipIsTheCoordinateAndSelectedIsLarger() {
    let tip = Point(x: 100, y: 100)
    let normal = MarkerBalloon(selected: false), selected = MarkerBalloon(selected: true)
    #expect(normal.frame(tip: tip) == Rect(x: 85.5, y: 60.5, width: 29, height: 39.5))
    #expect(selected.frame(tip: tip).size.width == 43.5)
    guard case .move(let start) = normal.path(tip: tip).elements.first else { Issue.record("no start"); return }
    #expect(start == tip)
}
