import Geo
import Testing
@testable import MapRender

@Test func checkThenInsert() {
    var grid = CollisionGrid(size: Size(width: 200, height: 200), cellSize: 32)
    let a = CollisionShape.rectangle(Rect(x: 10, y: 10, width: 50, height: 50))
    #expect(grid.isFree(a))
    grid.insert(a)
    #expect(!grid.isFree(.rectangle(Rect(x: 59, y: 59, width: 10, height: 10))))
    #expect(grid.isFree(.rectangle(Rect(x: 60, y: 10, width: 10, height: 10))))
    #expect(!grid.isFree(.circle(center: Point(x: 65, y: 35), radius: 6)))
    #expect(grid.isFree(.circle(center: Point(x: 66, y: 66), radius: 8)))
}

@Test func shapesOutsideTheGridStillCollide() {
    var grid = CollisionGrid(size: Size(width: 100, height: 100))
    grid.insert(.rectangle(Rect(x: -50, y: -50, width: 40, height: 40)))
    #expect(!grid.isFree(.rectangle(Rect(x: -30, y: -30, width: 5, height: 5))))
    #expect(!grid.areFree([.rectangle(Rect(x: 10, y: 10, width: 10, height: 10)), .rectangle(Rect(x: 15, y: 15, width: 10, height: 10))]))
}
