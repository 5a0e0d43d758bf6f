import Testing
@testable import MapSnapServer

@Test func literalPathsMatchExactly() {
    #expect(PathPattern("/v1/static").match("/v1/static") == [:])
    #expect(PathPattern("/v1/static").match("/v1/static/") == nil)
    #expect(PathPattern("/v1/static").match("/v1/statics") == nil)
    #expect(PathPattern("/").match("/") == [:])
    #expect(PathPattern("/").match("") == nil)
}

@Test func parametersMatchParts() {
    let tiles = PathPattern("/styles/{id}/{z}/{x}/{y}.png")
    #expect(tiles.match("/styles/dark/3/4/5.png") == ["id": "dark", "z": "3", "x": "4", "y": "5"])
    #expect(tiles.match("/styles/dark/3/4/.png") == nil)
    #expect(tiles.match("/styles/dark/3/4/5.pbf") == nil)
    #expect(PathPattern("/styles/{id}.json").match("/styles/osm.bright.json") == ["id": "osm.bright"])
    #expect(PathPattern("/styles/{id}/{z}/{x}/{y}@2x.png").match("/styles/a/1/2/3@2x.png") == ["id": "a", "z": "1", "x": "2", "y": "3"])
    #expect(PathPattern("/data/{id}").match("/data/") == nil)
}
