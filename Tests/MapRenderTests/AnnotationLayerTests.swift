import Geo
import MapStyle
import Testing
@testable import MapRender

private let viewport = Viewport(region: CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94),
                                                         span: CoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.04)),
                                size: Size(width: 600, height: 400), scale: 2)
private var layer: AnnotationLayer { AnnotationLayer(viewport: viewport, measurer: FixedWidthMeasurer()) }

/// Deterministic pseudo-random annotations spread over the viewport.
private func scattered(_ count: Int, seed: UInt64 = 42, configure: (Int, inout Annotation) -> Void = { _, _ in }) -> [Annotation] {
    var state = seed
    func random() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<count).map { index in
        let coordinate = viewport.coordinate(at: Point(x: 20 + random() * 560, y: 50 + random() * 330))
        var annotation = Annotation(coordinate: coordinate, title: "Place \(index)")
        configure(index, &annotation)
        return annotation
    }
}

private func frames(_ report: LayoutReport) -> [Rect] {
    report.annotations.compactMap(\.frame) + report.clusters.compactMap(\.frame)
}

@Test func requiredAnnotationsAreAlwaysDrawn() {
    let annotations = scattered(300) { index, annotation in
        annotation.displayPriority = index % 10 == 0 ? DisplayPriority.required : Double(index % 7) * 100
    }
    let report = layer.layout(annotations).report
    #expect(report.annotations.filter { annotations[$0.index].displayPriority >= DisplayPriority.required }.count == 30)
    for entry in report.annotations where annotations[entry.index].displayPriority >= DisplayPriority.required {
        #expect(entry.status == .drawn)
    }
    #expect(report.annotations.contains { $0.status == .hidden })
}

@Test func drawnFramesNeverOverlapWhenCollisionIsOn() {
    let annotations = scattered(300) { index, annotation in annotation.displayPriority = Double(index % 5) * 200 }
    let report = layer.layout(annotations).report
    let drawn = frames(report)
    #expect(drawn.count > 20)
    for i in drawn.indices {
        for j in drawn.indices where j > i {
            #expect(!drawn[i].intersects(drawn[j]), "\(drawn[i]) overlaps \(drawn[j])")
        }
    }
    // Drawn titles overlap neither symbols nor other titles.
    let titles = report.annotations.compactMap(\.titleFrame)
    for title in titles {
        #expect(drawn.allSatisfy { !$0.intersects(title) })
        #expect(titles.filter { $0.intersects(title) }.count == 1)
    }
}

@Test func higherPriorityWinsACollision() {
    let place = viewport.coordinate(at: Point(x: 300, y: 200))
    var low = Annotation(coordinate: place, title: "low")
    low.displayPriority = DisplayPriority.defaultLow
    var high = Annotation(coordinate: place, title: "high")
    high.displayPriority = DisplayPriority.defaultHigh
    let report = layer.layout([low, high]).report
    #expect(report.annotations.map(\.status) == [.hidden, .drawn])
}

@Test func clusterCountsAddUp() {
    let annotations = scattered(1500) { index, annotation in
        annotation.clusteringIdentifier = index % 3 == 0 ? "a" : "b"
        annotation.displayPriority = DisplayPriority.defaultHigh
    }
    let report = layer.layout(annotations).report
    let clustered = report.annotations.filter { $0.status == .clustered }.count
    #expect(clustered == report.clusters.map(\.count).reduce(0, +))
    #expect(report.clusters.allSatisfy { $0.count == $0.members.count && $0.count >= 2 })
    #expect(Set(report.clusters.flatMap(\.members)).count == clustered)
    // Members of one cluster share its identifier.
    for cluster in report.clusters {
        #expect(cluster.members.allSatisfy { annotations[$0].clusteringIdentifier == cluster.clusteringIdentifier })
    }
    // Clusters are never hidden, and within one identifier no two cluster markers overlap (they merge instead).
    #expect(report.clusters.allSatisfy { $0.status == .drawn })
    for identifier in ["a", "b"] {
        let drawn = report.clusters.filter { $0.clusteringIdentifier == identifier }.compactMap(\.frame)
        for i in drawn.indices { for j in drawn.indices where j > i { #expect(!drawn[i].intersects(drawn[j])) } }
    }
    #expect(report.identifiers.allSatisfy { $0.represented == $0.inside })
}

@Test func sameSceneGivesTheSameReport() {
    let annotations = scattered(500) { index, annotation in
        annotation.clusteringIdentifier = index % 2 == 0 ? "even" : nil
        annotation.displayPriority = Double(index % 4) * 250
    }
    #expect(layer.layout(annotations).report == layer.layout(annotations).report)
    #expect(layer.layout(annotations).commands == layer.layout(annotations).commands)
}

@Test func annotationsFarOutsideAreReportedOutside() {
    let report = layer.layout([Annotation(coordinate: Coordinate(latitude: 10, longitude: 10))]).report
    #expect(report.annotations[0].status == .outside)
    #expect(report.annotations[0].frame == nil)
}

@Test func calloutsStayInsideTheImageNearEdgesAndCorners() {
    let points = [Point(x: 5, y: 200), Point(x: 595, y: 200), Point(x: 300, y: 45), Point(x: 300, y: 398),
                  Point(x: 3, y: 45), Point(x: 597, y: 45), Point(x: 3, y: 398), Point(x: 597, y: 398)]
    for point in points {
        var annotation = Annotation(coordinate: viewport.coordinate(at: point), title: "A rather long callout title", subtitle: "Subtitle")
        annotation.callout = Callout()
        let entry = layer.layout([annotation]).report.annotations[0]
        let frame = entry.calloutFrame ?? Rect(x: -1, y: -1, width: 0, height: 0)
        #expect(viewport.bounds.contains(frame.origin) && viewport.bounds.contains(Point(x: frame.maxX, y: frame.maxY)),
                "callout for \(point) at \(frame)")
    }
}

@Test func calloutFlipsBelowAtTheTopEdge() {
    var annotation = Annotation(coordinate: viewport.coordinate(at: Point(x: 300, y: 45)), title: "Top")
    annotation.callout = Callout()
    let entry = layer.layout([annotation]).report.annotations[0]
    guard let callout = entry.calloutFrame, let frame = entry.frame else { Issue.record("no callout"); return }
    #expect(callout.minY >= 45)
    #expect(callout.minY >= frame.minY)
}

@Test func noCollisionModeNeitherBlocksNorIsBlocked() {
    let place = viewport.coordinate(at: Point(x: 300, y: 200))
    var ghost = Annotation(coordinate: place)
    ghost.collisionMode = .none
    ghost.displayPriority = DisplayPriority.defaultLow
    var other = Annotation(coordinate: place)
    other.displayPriority = DisplayPriority.defaultLow
    #expect(layer.layout([ghost, other]).report.annotations.map(\.status) == [.drawn, .drawn])
}

@Test func fitExtentsCoverMarkerTitleAndCallout() {
    var annotation = Annotation(coordinate: Coordinate(latitude: 0, longitude: 0), title: "Title")
    let plain = layer.extents(of: [annotation])
    #expect(plain.top >= 39.5 && plain.bottom > 10 && plain.left >= 14.5)
    annotation.callout = Callout()
    #expect(layer.extents(of: [annotation]).top > plain.top + 20)
}
