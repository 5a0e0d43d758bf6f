import Geo
import MapStyle
import Testing
@testable import MapRender

@Test func displayListAppendsInOrder() {
    var list = DisplayList(size: Size(width: 1, height: 1), scale: 2)
    list.append(.beginGroup)
    list.append(contentsOf: [.endGroup(opacity: 1)])
    #expect(list.commands == [.beginGroup, .endGroup(opacity: 1)])
}
