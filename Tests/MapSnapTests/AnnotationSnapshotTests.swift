import Foundation
import MapSnapTesting
import Testing
@testable import MapSnap

/// Reference images of every annotation feature; each was opened and looked at before it was committed.
private let region = CoordinateRegion(center: Coordinate(latitude: 60.1690, longitude: 24.9420),
                                      span: CoordinateSpan(latitudeDelta: 0.012, longitudeDelta: 0.03))

private func scene(_ annotations: [Annotation], size: Size = Size(width: 300, height: 200), scale: Double = 2) -> MapSnapshotter.Options {
    var options = MapSnapshotter.Options()
    options.style = nil  // overlays and annotations on a plain background
    options.region = region
    options.size = size
    options.scale = scale
    options.annotations = annotations
    return options
}

/// A coordinate at a fraction of the image (0,0 top-left … 1,1 bottom-right) of a 300×200 scene.
private func at(_ fx: Double, _ fy: Double, size: Size = Size(width: 300, height: 200)) -> Coordinate {
    Viewport(region: region, size: size).coordinate(at: Point(x: fx * size.width, y: fy * size.height))
}

private func marker(_ coordinate: Coordinate, title: String? = nil, configure: (inout MarkerStyle) -> Void = { _ in }) -> Annotation {
    var style = MarkerStyle()
    configure(&style)
    return Annotation(coordinate: coordinate, kind: .marker(style), title: title)
}

private func fixtureImage(_ name: String) throws -> ImageAsset {
    try ImageFile.asset(path: Fixtures.path(name))
}

@Test func everyAnnotationKind() throws {
    let star = try #require(BuiltinIcons.asset(named: "star"))
    var user = Annotation(coordinate: at(0.9, 0.5), kind: .userLocation(accuracy: 120), title: "You")
    user.titleVisibility = .visible
    assertSnapshot(of: scene([
        marker(at(0.1, 0.5), title: "Marker"),
        Annotation(coordinate: at(0.3, 0.5), kind: .pin(tint: .systemRed), title: "Pin"),
        Annotation(coordinate: at(0.5, 0.5), kind: .dot(color: .systemBlue), title: "Dot"),
        Annotation(coordinate: at(0.7, 0.5), kind: .image(star, size: Size(width: 28, height: 28), anchor: Point(x: 0.5, y: 0.5), centerOffset: .zero), title: "Image"),
        user,
    ]), named: "annotation-kinds")
}

@Test func markerTints() {
    let tints: [Color] = [.systemRed, Color(rgb: 0xFF9500), Color(rgb: 0xFFCC00), Color(rgb: 0x34C759), .systemBlue, Color(rgb: 0xAF52DE)]
    assertSnapshot(of: scene(tints.enumerated().map { index, tint in
        marker(at(0.1 + Double(index) * 0.16, 0.5)) { $0.markerTintColor = tint; $0.glyphText = "\(index + 1)" }
    }), named: "marker-tints")
}

@Test func glyphTextLengths() {
    assertSnapshot(of: scene(["K", "42", "ABC", "Kamppi"].enumerated().map { index, text in
        marker(at(0.15 + Double(index) * 0.23, 0.5), title: text) { $0.glyphText = text }
    }), named: "glyph-text")
}

@Test func glyphImages() throws {
    let template = try fixtureImage("template-glyph.png")
    let colourPNG = try fixtureImage("colour-glyph.png")
    let colourSVG = try fixtureImage("colour-glyph.svg")
    #expect(template.isTemplate && !colourPNG.isTemplate && !colourSVG.isTemplate)
    assertSnapshot(of: scene([
        marker(at(0.15, 0.5), title: "built-in") { $0.glyphImage = BuiltinIcons.asset(named: "cafe") },
        marker(at(0.38, 0.5), title: "template") { $0.glyphImage = template; $0.glyphTintColor = Color(rgb: 0xFFCC00) },
        marker(at(0.62, 0.5), title: "colour PNG") { $0.glyphImage = colourPNG; $0.markerTintColor = .white },
        marker(at(0.85, 0.5), title: "colour SVG") { $0.glyphImage = colourSVG; $0.markerTintColor = Color(rgb: 0x5856D6) },
    ]), named: "glyph-images")
}

@Test func selectedAndNot() {
    var selected = marker(at(0.65, 0.75), title: "Selected") { $0.glyphImage = BuiltinIcons.asset(named: "cafe"); $0.selectedGlyphImage = BuiltinIcons.asset(named: "star") }
    selected.isSelected = true
    selected.subtitle = "Subtitle shows when selected"
    var plain = marker(at(0.3, 0.75), title: "Not selected") { $0.glyphImage = BuiltinIcons.asset(named: "cafe") }
    plain.subtitle = "Hidden (adaptive)"
    assertSnapshot(of: scene([plain, selected]), named: "selected")
}

@Test func titleAndSubtitleVisibility() {
    let modes: [(FeatureVisibility, FeatureVisibility)] = [(.adaptive, .adaptive), (.visible, .visible), (.hidden, .visible), (.hidden, .hidden)]
    assertSnapshot(of: scene(modes.enumerated().map { index, mode in
        var annotation = marker(at(0.14 + Double(index) * 0.24, 0.45), title: "\(mode.0.rawValue)") { $0.glyphText = "\(index + 1)" }
        annotation.subtitle = "sub \(mode.1.rawValue)"
        annotation.titleVisibility = mode.0
        annotation.subtitleVisibility = mode.1
        return annotation
    }), named: "title-visibility")
}

@Test func calloutsNearEdgesAndCorners() {
    let size = Size(width: 600, height: 400)
    func withCallout(_ fx: Double, _ fy: Double, _ title: String) -> Annotation {
        var annotation = marker(at(fx, fy, size: size), title: title) { $0.glyphImage = BuiltinIcons.asset(named: "restaurant") }
        annotation.subtitle = "Callout near the \(title.lowercased())"
        var callout = Callout()
        callout.leftAccessory = BuiltinIcons.asset(named: "car")
        callout.rightAccessory = BuiltinIcons.asset(named: "info")
        annotation.callout = callout
        return annotation
    }
    assertSnapshot(of: scene([withCallout(0.02, 0.55, "Left edge"), withCallout(0.98, 0.55, "Right edge"),
                              withCallout(0.5, 0.16, "Top edge"), withCallout(0.5, 0.99, "Bottom edge")], size: size), named: "callouts-edges")
    assertSnapshot(of: scene([withCallout(0.02, 0.16, "Top left"), withCallout(0.98, 0.16, "Top right"),
                              withCallout(0.02, 0.99, "Bottom left"), withCallout(0.98, 0.99, "Bottom right")], size: size), named: "callouts-corners")
}

@Test func clustersOf2And57And1500() {
    var annotations: [Annotation] = []
    func group(_ count: Int, around fx: Double, tint: Color, identifier: String) {
        for index in 0..<count {
            let angle = Double(index) * 2.399963, radius = 0.04 * (Double(index) / Double(max(count, 1))).squareRoot()
            var annotation = marker(at(fx + radius * cos(angle) * 0.6, 0.55 + radius * sin(angle))) { $0.markerTintColor = tint }
            annotation.clusteringIdentifier = identifier
            annotations.append(annotation)
        }
    }
    group(2, around: 0.2, tint: .systemBlue, identifier: "two")
    group(57, around: 0.5, tint: Color(rgb: 0x34C759), identifier: "fifty-seven")
    group(1500, around: 0.8, tint: .systemRed, identifier: "many")
    let options = scene(annotations)
    assertSnapshot(of: options, named: "clusters")
    let report = try? MapSnapshotter(options: options).plan().report
    #expect(report?.clusters.map(\.count) == [2, 57, 1500])
}

@Test func threeHundredMarkersWithMixedPriorities() {
    var state: UInt64 = 7
    func random() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    let priorities = [DisplayPriority.required, DisplayPriority.defaultHigh, DisplayPriority.defaultLow]
    let tints: [Color] = [.systemRed, Color(rgb: 0xFF9500), Color(rgb: 0x8E8E93)]
    let annotations = (0..<300).map { index -> Annotation in
        let level = index % 30 == 0 ? 0 : (index % 3 == 0 ? 1 : 2)
        var annotation = marker(at(0.03 + random() * 0.94, 0.2 + random() * 0.78), title: "P\(index)") {
            $0.markerTintColor = tints[level]
            $0.glyphText = level == 0 ? "★" : nil
        }
        annotation.displayPriority = priorities[level]
        return annotation
    }
    assertSnapshot(of: scene(annotations, size: Size(width: 400, height: 300)), named: "priorities-300")
}

@Test(arguments: [1.0, 2.0, 3.0])
func sameSceneAtEachScale(scale: Double) {
    var selected = marker(at(0.6, 0.6), title: "Kauppatori") { $0.glyphImage = BuiltinIcons.asset(named: "shop") }
    selected.isSelected = true
    selected.subtitle = "Market Square"
    assertSnapshot(of: scene([
        marker(at(0.25, 0.5), title: "Kamppi") { $0.glyphText = "K"; $0.markerTintColor = .systemBlue },
        selected,
        Annotation(coordinate: at(0.85, 0.8), kind: .pin(tint: Color(rgb: 0xFF9500)), title: "Pin"),
    ], scale: scale), named: "scales@\(Int(scale))x")
}
