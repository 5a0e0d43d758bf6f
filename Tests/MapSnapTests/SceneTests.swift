import Foundation
import Testing
@testable import MapSnap

@Test func fullSceneLoadsEveryKey() throws {
    let scene = try Scene.load(path: Fixtures.path("full-scene.json"))
    #expect(scene.format == .png)
    #expect(scene.options.size == Size(width: 400, height: 300))
    #expect(scene.options.scale == 2)
    #expect(scene.options.attribution.corner == .bottomLeft)
    // 2 polylines + polygon + circle + geojson (line, polygon, 2 lines, polygon); its 3 points and the inline point are markers
    #expect(scene.options.overlays.count == 4 + 5)
    #expect(scene.options.annotations.count == 3 + 1)
    guard case .polyline(let first) = scene.options.overlays[0] else { Issue.record("first overlay is not a polyline"); return }
    #expect(first.style.lineCap == .butt)
    #expect(first.style.lineDashPattern == [8, 4])
    #expect(abs(first.style.strokeColor.alpha - 0.9) < 1e-9)
    guard case .polyline(let encoded) = scene.options.overlays[1] else { Issue.record("second overlay is not a polyline"); return }
    #expect(encoded.coordinates.count == 3)
    #expect(encoded.style.gradient.count == 2)
}

private func sceneError(_ json: String) -> String? {
    do {
        _ = try Scene.decode(Fixtures.bytes(json), baseDirectory: Fixtures.directory)
        return nil
    } catch {
        return error.description
    }
}

private let region = #""region": {"center": [60.17, 24.94], "span": {"latitudeDelta": 0.05, "longitudeDelta": 0.05}}"#

@Test func badValuesNameTheirPathAndValue() {
    #expect(sceneError(#"{"region": {"center": {"latitude": 95, "longitude": 24}, "span": {"latitudeDelta": 1, "longitudeDelta": 1}}}"#)
            == "region.center.latitude: 95 is outside -90...90")
    #expect(sceneError(#"{"region": {"center": [60, 24], "span": {"latitudeDelta": 0, "longitudeDelta": 1}}}"#)
            == "region.span.latitudeDelta: 0 must be greater than 0")
    #expect(sceneError(#"{"region": {"center": [60, 24], "span": {"latitudeDelta": -1, "longitudeDelta": 1}}}"#)
            == "region.span.latitudeDelta: -1 must be greater than 0")
    #expect(sceneError("{\"size\": {\"width\": 0, \"height\": 10}, \(region)}") == "size.width: 0 must be at least 1")
    #expect(sceneError("{\"size\": \"6000x100\", \"scale\": 2, \(region)}")
            == "size.width: 6000 at scale 2 is 12000 pixels, above the maximum of 10000")
    #expect(sceneError("{\"scale\": 0, \(region)}") == "scale: 0 is outside 1...6")
    #expect(sceneError("{\"scale\": 7, \(region)}") == "scale: 7 is outside 1...6")
    #expect(sceneError("{\"background\": \"bluish\", \(region)}")
            == "background: \"bluish\" is not a colour (use #RRGGBB, #RRGGBBAA, rgb(), rgba() or a CSS name)")
    #expect(sceneError("{\"size\": \"wide\", \(region)}") == "size: \"wide\" is not a size like \"800x600\"")
}

@Test func unknownKeysAreErrors() throws {
    #expect(throws: MapSnapError.self) { try Scene.load(path: Fixtures.path("unknown-key.json")) }
    #expect(sceneError("{\"colour\": \"red\", \(region)}")?.hasPrefix("colour: unknown key (accepted here:") == true)
    #expect(sceneError("{\(region), \"overlays\": [{\"type\": \"polyline\", \"coordinates\": [[60, 24], [60.1, 24.1]], \"colour\": \"red\"}]}")?
            .hasPrefix("overlays[0].colour: unknown key") == true)
}

@Test func malformedJSONSaysWhere() {
    #expect(throws: MapSnapError(field: "scene", message: "malformed JSON at line 2, column 38: expected ',' or '}' in object")) {
        try Scene.load(path: Fixtures.path("malformed.json"))
    }
}

@Test func missingAndInvalidGeoJSONFilesAreNamed() {
    #expect(throws: MapSnapError(field: "overlays[0].file",
                                 message: FileAccess.refusal("does-not-exist.geojson"))) {
        try Scene.load(path: Fixtures.path("missing-geojson.json"))
    }
    #expect(throws: MapSnapError(field: "overlays[0].file (bad-geometry.geojson)",
                                 message: "features[0].geometry.coordinates[0]: a linear ring needs at least 4 positions, got 3")) {
        try Scene.load(path: Fixtures.path("invalid-geojson.json"))
    }
}

@Test func sceneWithoutRegionOrOverlaysIsAnError() {
    #expect(sceneError(#"{"style": "none"}"#) == "region: missing: give a region, or overlays or annotations to fit the map to")
    #expect(sceneError("{}") == nil)  // with a base map and nothing else, the map shows the whole extract
    #expect(sceneError("{\(region), \"fit\": {\"padding\": 10}}") == "fit: give either region or fit, not both")
}

@Test func missingSceneFileIsNamed() {
    #expect(throws: MapSnapError(field: "scene", message: "/nonexistent/scene.json: no such file")) {
        try Scene.load(path: "/nonexistent/scene.json")
    }
}

@Test func sceneSearchAddsClusteredMarkersAndFits() throws {
    let scene = try Scene.decode(Array(#"{"size": "400x300", "search": {"query": "apteekki", "region": {"center": [60.1699, 24.941], "span": {"latitudeDelta": 0.02, "longitudeDelta": 0.03}}, "limit": 5}}"#.utf8),
                                 baseDirectory: Fixtures.directory)
    let snapshotter = try MapSnapshotter(options: scene.options)
    let resolved = try snapshotter.resolvedOptions()
    #expect(resolved.annotations.count == 5 && resolved.search == nil)
    #expect(resolved.annotations.allSatisfy { $0.clusteringIdentifier == "search" })
    let viewport = try snapshotter.viewport()
    for annotation in resolved.annotations { #expect(viewport.bounds.contains(viewport.point(for: annotation.coordinate))) }
    #expect(sceneErrorText(#"{"search": {"query": " "}}"#) == "search.query: is empty")
}

private func sceneErrorText(_ json: String) -> String? {
    do {
        _ = try Scene.decode(Array(json.utf8), baseDirectory: Fixtures.directory)
        return nil
    } catch {
        return error.description
    }
}


/// A scene may name files in its own folder only: absolute paths, `..` out of the folder and links out of it get the
/// same neutral error as a missing file, unless the caller allows another folder.
@Test func sceneFilesStayInsideTheScenesFolder() throws {
    let outside = URL(fileURLWithPath: Fixtures.directory).deletingLastPathComponent().path
    for reference in ["/etc/passwd", "../MapSnapshotterTests.swift", "/etc/hostname.png", "does-not-exist.png", "sub/../../x.png"] {
        let json = #"{"annotations": [{"type": "image", "coordinate": [60, 24], "image": "\#(reference)"}]}"#
        #expect(throws: MapSnapError(field: "annotations[0].image", message: FileAccess.refusal(reference))) {
            try Scene.decode(Array(json.utf8), baseDirectory: Fixtures.directory)
        }
    }
    let styleJSON = #"{"style": "/etc/passwd", "region": {"center": [60, 24], "span": {"latitudeDelta": 1, "longitudeDelta": 1}}}"#
    #expect(throws: MapSnapError(field: "style", message: FileAccess.refusal("/etc/passwd"))) {
        try Scene.decode(Array(styleJSON.utf8), baseDirectory: Fixtures.directory)
    }
    #expect(throws: MapSnapError.self) { try Scene.decode(Array(#"{"data": "x.osm.pbf"}"#.utf8), access: .none) }
    // An allowed root opens the folder above.
    let access = FileAccess(baseDirectory: Fixtures.directory, allowedRoots: [outside])
    #expect(access.path(for: "../MapSnapshotterTests.swift", field: "test") == outside + "/MapSnapshotterTests.swift")
    #expect(FileAccess(baseDirectory: Fixtures.directory).path(for: "../MapSnapshotterTests.swift", field: "test") == nil)
}
