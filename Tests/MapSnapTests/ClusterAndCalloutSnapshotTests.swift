import CairoCanvas
import Foundation
import MapSnapTesting
import Testing
import TestSupport
@testable import MapSnap

/// Reference images for issue 10 (every one opened and looked at): 10,000 clustered markers at 256×256@2x and at
/// 1024×768@2x with two identifiers, three nearby callouts on the base map, and a title beside the attribution.
private func tenThousand(identifiers: [String], tints: [Color]) -> [Annotation] {
    var generator = SeededGenerator(seed: 10_000)
    return (0..<10_000).map { index in
        var style = MarkerStyle()
        style.markerTintColor = tints[index % tints.count]
        var annotation = Annotation(coordinate: Coordinate(latitude: 60.150 + Double.random(in: 0...0.04, using: &generator),
                                                           longitude: 24.91 + Double.random(in: 0...0.06, using: &generator)),
                                    kind: .marker(style), title: "Store \(index)")
        annotation.displayPriority = DisplayPriority.defaultHigh
        annotation.clusteringIdentifier = identifiers[index % identifiers.count]
        return annotation
    }
}

private func clusterScene(_ annotations: [Annotation], size: Size) -> MapSnapshotter.Options {
    var options = MapSnapshotter.Options()
    options.style = nil
    options.size = size
    options.scale = 2
    options.annotations = annotations
    return options
}

@Test(arguments: [("clusters-10k-256@2x", Size(width: 256, height: 256), ["stores"]),
                  ("clusters-10k-1024x768@2x", Size(width: 1024, height: 768), ["cafes", "shops"])])
func tenThousandClusteredMarkersAreAllRepresented(name: String, size: Size, identifiers: [String]) throws {
    let options = clusterScene(tenThousand(identifiers: identifiers, tints: [.systemRed, Color(rgb: 0x34C759)].prefix(identifiers.count).map { $0 }), size: size)
    assertSnapshot(of: options, named: name)
    let report = try MapSnapshotter(options: options).plan().report
    #expect(report.identifiers.count == identifiers.count)
    #expect(report.identifiers.allSatisfy { $0.represented == $0.inside && $0.inside == $0.inputs }, "\(report.identifiers)")
    #expect(report.clusters.allSatisfy { $0.status == .drawn })
    #expect(report.clusters.map(\.count).reduce(0, +) + report.annotations.filter { $0.status == .drawn }.count == 10_000)
}

@Test func threeNearbyCalloutsNeverOverlap() throws {
    var options = MapSnapshotter.Options()
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.1700, longitude: 24.9440), span: CoordinateSpan(latitudeDelta: 0.004, longitudeDelta: 0.006))
    options.size = Size(width: 400, height: 300)
    options.scale = 2
    func callout(_ latitude: Double, _ longitude: Double, _ title: String, _ subtitle: String?) -> Annotation {
        var annotation = Annotation(coordinate: Coordinate(latitude: latitude, longitude: longitude), title: title, subtitle: subtitle)
        annotation.callout = Callout()
        return annotation
    }
    options.annotations = [callout(60.1705, 24.9430, "Ateneum Museum", "Open until 18"), callout(60.1703, 24.9452, "Central Railway Station", nil),
                           callout(60.1698, 24.9441, "Kaivopiha", "Shops and cafés")]
    assertSnapshot(of: options, named: "callouts-three-nearby@2x")
    let report = try MapSnapshotter(options: options).plan().report
    let frames = report.annotations.compactMap(\.calloutFrame)
    for (index, frame) in frames.enumerated() { for other in frames[(index + 1)...] { #expect(!frame.intersects(other)) } }
    #expect(report.annotations.allSatisfy { $0.calloutStatus == .drawn || ($0.calloutStatus == .hidden && $0.calloutReason != nil) })
    #expect(frames.count >= 2)
}

@Test func fittedTitleStaysClearOfTheAttribution() throws {
    var options = MapSnapshotter.Options()
    options.style = nil
    options.size = Size(width: 300, height: 200)
    options.scale = 2
    var store = Annotation(coordinate: Coordinate(latitude: 60.1650, longitude: 24.9600), title: "Flagship store, Eteläranta")
    store.titleVisibility = .visible
    options.annotations = [Annotation(coordinate: Coordinate(latitude: 60.1700, longitude: 24.9400), title: "Kamppi"), store]
    assertSnapshot(of: options, named: "title-beside-attribution@2x")
    let snapshotter = try MapSnapshotter(options: options)
    let report = try snapshotter.plan().report
    let attribution = try #require(options.attribution.layout(in: options.size, measurer: PangoTextMeasurer(fonts: FontLibrary.shared.get()))?.frame)
    #expect(report.annotations.count == 2)
    for entry in report.annotations {
        #expect(entry.titleStatus == .drawn, "\(entry.title ?? "") \(entry.titleReason ?? "")")
        #expect(!(entry.titleFrame?.intersects(attribution) ?? true))
    }
}

@Test func hiddenTitlesAndSymbolsSayWhy() throws {
    var options = MapSnapshotter.Options()
    options.style = nil
    options.size = Size(width: 300, height: 200)
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94), span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
    var high = Annotation(coordinate: Coordinate(latitude: 60.17, longitude: 24.94), title: "High")
    high.displayPriority = DisplayPriority.defaultHigh
    var low = Annotation(coordinate: Coordinate(latitude: 60.17, longitude: 24.9401), title: "Low")
    low.displayPriority = DisplayPriority.defaultLow
    var neighbour = Annotation(coordinate: Coordinate(latitude: 60.1725, longitude: 24.9400), title: "A title that is rather long")
    neighbour.displayPriority = DisplayPriority.defaultLow
    options.annotations = [high, low, neighbour]
    let report = try MapSnapshotter(options: options).plan().report
    #expect(report.annotations[1].status == .hidden && report.annotations[1].reason == "collision with annotation #0")
    #expect(report.annotations[0].titleStatus == .drawn)
    #expect(report.annotations[2].status == .drawn)
    #expect(report.annotations[2].titleStatus == .hidden && report.annotations[2].titleReason?.hasPrefix("collision with") == true)
    let json = report.json(scale: 1, size: options.size).serialized(indent: 0)
    #expect(json.contains("\"reason\":\"collision with annotation #0\"") && json.contains("\"titleStatus\":\"hidden\""))
}

@Test func markerSizesAndCoordinateAtPoint() throws {
    var options = MapSnapshotter.Options()
    options.style = nil
    options.size = Size(width: 200, height: 120)
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94), span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02))
    options.annotations = MarkerSize.allCases.enumerated().map { offset, size in
        var style = MarkerStyle()
        style.size = size
        style.glyphText = String(size.rawValue.prefix(1)).uppercased()
        return Annotation(coordinate: Coordinate(latitude: 60.168, longitude: 24.932 + Double(offset) * 0.008), kind: .marker(style))
    }
    let snapshot = try MapSnapshotter(options: options).start()
    let heights = snapshot.report.annotations.compactMap { $0.frame?.size.height }
    #expect(heights.count == 3 && heights[0] < heights[1] && heights[1] < heights[2])
    let point = snapshot.point(for: Coordinate(latitude: 60.171, longitude: 24.945))
    let back = snapshot.coordinate(at: point)
    #expect(abs(back.latitude - 60.171) < 1e-9 && abs(back.longitude - 24.945) < 1e-9)
    let scene = try Scene.decode(Array(#"{"overlays": [{"type": "geojson", "data": {"type": "Feature", "properties": {"marker-size": "large"}, "geometry": {"type": "Point", "coordinates": [24.94, 60.17]}}}]}"#.utf8), baseDirectory: "/")
    guard case .marker(let style)? = scene.options.annotations.first?.kind else { Issue.record("no marker"); return }
    #expect(style.size == .large)
}

/// The shipped Noto Sans gives the demo's Latin text the same pixels with no system fonts at all as with only the
/// system's copies, so snapshot tests agree across machines.
@Test func shippedFontsDrawTheSameLatinTextWithoutSystemFonts() throws {
    let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/demo.json").path
    let scene = try Scene.load(path: demo)
    let shippedOnly = try FontLibrary(systemFonts: false)
    #expect(shippedOnly.loadedFiles.count == 11 && shippedOnly.loadedFiles.allSatisfy { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") })
    #expect(shippedOnly.familyNames.isSuperset(of: ["noto sans", "metropolis"]))
    let systemOnly = try FontLibrary(bundledDirectory: nil)
    #expect(!systemOnly.loadedFiles.contains { $0.contains("CairoCanvas") })
    let withShipped = try MapSnapshotter(options: scene.options, fonts: shippedOnly).start().image
    let withSystem = try MapSnapshotter(options: scene.options, fonts: systemOnly).start().image
    #expect(withShipped == withSystem)
    #expect(try MapSnapshotter(options: scene.options).start().image == withShipped)
}
