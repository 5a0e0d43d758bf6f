import Testing
@testable import MapSnap

private func annotations(_ json: String) throws -> [Annotation] {
    let text = "{\"size\": \"300x200\", \"annotations\": [\(json)]}"
    return try Scene.decode(Array(text.utf8), baseDirectory: Fixtures.directory).options.annotations
}

private func annotationError(_ json: String) -> String? {
    do {
        _ = try annotations(json)
        return nil
    } catch {
        return "\(error)"
    }
}

@Test func readsEveryKindAndCommonKey() throws {
    let result = try annotations("""
    {"type": "marker", "coordinate": [60.17, 24.94], "title": "T", "subtitle": "S", "markerTintColor": "#007AFF", "glyphTintColor": "black",
     "glyphText": "K", "glyphImage": "cafe", "selectedGlyphImage": "template-glyph.png", "glyphRenderingMode": "original", "selected": true,
     "displayPriority": "defaultLow", "collisionMode": "circle", "titleVisibility": "visible", "subtitleVisibility": "hidden",
     "clusteringIdentifier": "shops", "zPriority": "max", "callout": {"title": "C", "detail": ["d"], "leftAccessory": "car", "rightAccessory": "colour-glyph.svg"}},
    {"type": "pin", "coordinate": {"latitude": 60.17, "longitude": 24.94}, "pinTintColor": "purple"},
    {"type": "dot", "coordinate": [60.17, 24.94], "color": "#FF9500", "displayPriority": 600, "callout": true},
    {"type": "image", "coordinate": [60.17, 24.94], "image": "colour-glyph.png", "size": "24x24", "anchor": {"x": 0.5, "y": 0.5}, "centerOffset": {"x": 0, "y": -4}},
    {"type": "userLocation", "coordinate": [60.17, 24.94], "accuracy": 35}
    """)
    #expect(result.count == 5)
    guard case .marker(let style) = result[0].kind else { Issue.record("not a marker"); return }
    #expect(style.markerTintColor == .systemBlue && style.glyphText == "K")
    #expect(style.selectedGlyphImage?.isTemplate == false)  // "original" overrides the automatic template detection
    #expect(result[0].displayPriority == DisplayPriority.defaultLow && result[0].zPriority == ZPriority.max)
    #expect(result[0].collisionMode == .circle && result[0].clusteringIdentifier == "shops")
    #expect(result[0].callout?.detail == ["d"] && result[0].callout?.leftAccessory == BuiltinIcons.asset(named: "car"))
    #expect(result[1].kind == .pin(tint: Color(rgb: 0x800080)))
    #expect(result[2].displayPriority == 600 && result[2].callout == Callout())
    guard case .image(_, let size, let anchor, let offset) = result[3].kind else { Issue.record("not an image"); return }
    #expect(size == Size(width: 24, height: 24) && anchor == Point(x: 0.5, y: 0.5) && offset == Point(x: 0, y: -4))
    #expect(result[4].kind == .userLocation(accuracy: 35))
}

@Test func badAnnotationInputNamesPathAndValue() {
    #expect(annotationError(#"{"type": "marker", "coordinate": [60, 24], "glyphImage": "unicorn"}"#)
            == "annotations[0].glyphImage: \"unicorn\" is not a built-in icon (see mapsnap icons --list) nor a .png/.svg file")
    #expect(annotationError(#"{"type": "marker", "coordinate": [60, 24], "glyphImage": "nope.png"}"#)
            == "annotations[0].glyphImage: \"nope.png\" is not a readable file inside the scene's folder (another folder needs --allow-path)")
    #expect(annotationError(#"{"type": "marker", "coordinate": [60, 24], "glyphImage": "corrupt.png"}"#)
            == "annotations[0].glyphImage: image \(Fixtures.directory)/corrupt.png: not a readable PNG file")
    #expect(annotationError(#"{"type": "marker", "coordinate": [60, 24], "glyphImage": "shapes.geojson"}"#)?
            .hasPrefix("annotations[0].glyphImage: \"shapes.geojson\" is not a built-in icon") == true)
    #expect(annotationError(#"{"type": "userLocation", "coordinate": [60, 24], "accuracy": -5}"#)
            == "annotations[0].accuracy: -5 is outside 0...1000000")
    #expect(annotationError(#"{"type": "marker", "coordinate": [60, 24], "clusteringIdentifier": " "}"#)
            == "annotations[0].clusteringIdentifier: must not be empty (leave the key out to not cluster)")
    #expect(annotationError(#"{"type": "marker", "coordinate": [91, 24]}"#) == "annotations[0].coordinate[0]: 91 is outside -90...90")
    #expect(annotationError(#"{"type": "pin", "coordinate": [60, 24], "markerTintColor": "red"}"#)?
            .hasPrefix("annotations[0].markerTintColor: unknown key") == true)
    #expect(annotationError(#"{"type": "marker", "coordinate": [60, 24], "displayPriority": "urgent"}"#)
            == "annotations[0].displayPriority: \"urgent\" is not a number nor one of \"defaultHigh\", \"defaultLow\", \"required\"")
    #expect(annotationError(#"{"type": "image", "coordinate": [60, 24], "image": "star", "anchor": {"x": 2, "y": 0}}"#)
            == "annotations[0].anchor.x: 2 is outside 0...1")
    #expect(annotationError(#"{"type": "balloon", "coordinate": [60, 24]}"#)?.hasPrefix("annotations[0].type: \"balloon\" is not one of") == true)
}
