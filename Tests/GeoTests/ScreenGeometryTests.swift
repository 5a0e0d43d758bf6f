import Testing
@testable import Geo

@Test func rectInsetAndIntersection() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(rect.insetBy(10) == Rect(x: 10, y: 10, width: 80, height: 30))
    #expect(rect.insetBy(-5).contains(Point(x: -5, y: 55)))
    #expect(rect.intersects(Rect(x: 99, y: 49, width: 10, height: 10)))
    #expect(!rect.intersects(Rect(x: 100, y: 0, width: 10, height: 10)))  // touching edges do not overlap
}

@Test func edgeInsetsAdd() {
    #expect(EdgeInsets(all: 2) + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) == EdgeInsets(top: 3, left: 4, bottom: 5, right: 6))
    #expect(Size(width: 800, height: 600).description == "800x600")
}
