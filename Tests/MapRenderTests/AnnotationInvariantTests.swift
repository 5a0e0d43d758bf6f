import Foundation
import Geo
import MapStyle
import Testing
import TestSupport
@testable import MapRender

/// One random scene: a viewport and annotations with identifiers, priorities, collision modes and callouts.
private struct RandomScene {
    let viewport: Viewport
    let annotations: [Annotation]
    let reserved: Rect

    init(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let size = Size(width: Double(Int.random(in: 128...2048, using: &generator)), height: Double(Int.random(in: 128...2048, using: &generator)))
        let scale = Double(Int.random(in: 1...3, using: &generator))
        let center = Coordinate(latitude: Double.random(in: -60...70, using: &generator), longitude: Double.random(in: -179...179, using: &generator))
        let span = Double.random(in: 0.002...2, using: &generator)
        viewport = Viewport(region: CoordinateRegion(center: center, span: CoordinateSpan(latitudeDelta: span, longitudeDelta: span)), size: size, scale: scale)
        let count = Int(exp(Double.random(in: 0...log(20_000.0), using: &generator)).rounded())
        let identifiers = ["cafes", "shops", "parks"].prefix(Int.random(in: 1...3, using: &generator))
        let clusteredShare = Double.random(in: 0...1, using: &generator)
        let priorities = [DisplayPriority.required, DisplayPriority.defaultHigh, DisplayPriority.defaultLow, 500]
        let beyond = Bool.random(using: &generator) ? Size(width: 80, height: 80) : Size(width: size.width / 2, height: size.height / 2)
        var annotations: [Annotation] = []
        annotations.reserveCapacity(count)
        for index in 0..<count {
            // Beyond the image on every side (up to half its size in some scenes), so the margin where balloons
            // reach in, the far outside and clusters that straddle the edge are exercised too.
            let point = Point(x: Double.random(in: -beyond.width...(size.width + beyond.width), using: &generator),
                              y: Double.random(in: -beyond.height...(size.height + beyond.height), using: &generator))
            var annotation = Annotation(coordinate: viewport.coordinate(at: point), title: Bool.random(using: &generator) ? "Place \(index)" : nil)
            annotation.displayPriority = priorities[Int.random(in: 0..<priorities.count, using: &generator)]
            if Double.random(in: 0...1, using: &generator) < clusteredShare {
                annotation.clusteringIdentifier = identifiers.randomElement(using: &generator)
            } else if Int.random(in: 0..<10, using: &generator) == 0 {
                annotation.collisionMode = .none
            }
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: annotation.kind = .pin(tint: .systemRed)
            case 1: annotation.kind = .dot(color: .systemBlue)
            case 2: annotation.isSelected = true
            default: break
            }
            annotations.append(annotation)
        }
        for _ in 0..<Int.random(in: 1...6, using: &generator) where !annotations.isEmpty {
            let index = Int.random(in: 0..<annotations.count, using: &generator)
            annotations[index].callout = Callout(title: "Callout \(index)", subtitle: Bool.random(using: &generator) ? "Open until 18" : nil)
        }
        self.annotations = annotations
        reserved = Rect(x: size.width - 150, y: size.height - 14, width: 150, height: 14)
    }
}

/// The placement invariants, over 500 random seeded scenes (1–20,000 markers, 1–3 identifiers, random priorities,
/// 1–6 callouts, 128²–2048² points, scales 1–3, markers up to 80 pt or half the image beyond its edges).
@Test func placementInvariantsHoldOverRandomScenes() {
    var checkedMarkers = 0
    for seed in 0..<500 as Range<UInt64> {
        let scene = RandomScene(seed: seed)
        let layer = AnnotationLayer(viewport: scene.viewport, measurer: FixedWidthMeasurer())
        let report = layer.layout(scene.annotations, reserved: [scene.reserved]).report
        let bounds = scene.viewport.bounds
        checkedMarkers += scene.annotations.count
        let clusters = Dictionary(uniqueKeysWithValues: report.clusters.map { ($0.id, $0) })

        // Conservation: every clustering annotation inside the image is drawn, or a member of exactly one drawn cluster
        // whose tip is on the image (a cluster drawn beyond the edge shows the reader nothing).
        var membership = [Int](repeating: 0, count: scene.annotations.count)
        for cluster in report.clusters { for member in cluster.members { membership[member] += 1 } }
        for (index, annotation) in scene.annotations.enumerated() where annotation.clusteringIdentifier != nil {
            let entry = report.annotations[index]
            guard bounds.contains(entry.position) else { continue }
            let represented = entry.status == .drawn && membership[index] == 0
                || entry.status == .clustered && membership[index] == 1
                && entry.clusterID.flatMap { clusters[$0] }.map { $0.status == .drawn && bounds.contains($0.position) } == true
            #expect(represented, "scene \(seed): annotation \(index) (\(entry.status), \(entry.reason ?? "-")) is not represented")
        }
        #expect(report.identifiers.allSatisfy { $0.represented == $0.inside }, "scene \(seed): \(report.identifiers)")

        // Required annotations are always drawn (themselves, or in a cluster when they cluster).
        for (index, annotation) in scene.annotations.enumerated() where annotation.displayPriority >= DisplayPriority.required {
            let status = report.annotations[index].status
            #expect(status == .drawn || status == .clustered || status == .outside, "scene \(seed): required \(index) is \(status)")
        }

        // Callouts: inside the image, never over each other or the attribution.
        let callouts = report.annotations.compactMap(\.calloutFrame)
        for (i, frame) in callouts.enumerated() {
            #expect(bounds.contains(frame) && !frame.intersects(scene.reserved), "scene \(seed): callout \(frame)")
            for other in callouts[(i + 1)...] { #expect(!frame.intersects(other), "scene \(seed): callouts \(frame) and \(other) overlap") }
        }
        #expect(report.annotations.allSatisfy { ($0.calloutStatus == .drawn) == ($0.calloutFrame != nil) })
        #expect(report.annotations.allSatisfy { $0.calloutStatus != .hidden || $0.calloutReason != nil })

        // Symbols: a symbol that may be hidden never overlaps another drawn symbol; one identifier's symbols never overlap.
        struct Drawn { let frame: Rect; let identifier: String?; let mayHide: Bool }
        var drawn: [Drawn] = report.clusters.compactMap { cluster in cluster.frame.map { Drawn(frame: $0, identifier: cluster.clusteringIdentifier, mayHide: false) } }
        for (index, entry) in report.annotations.enumerated() where entry.status == .drawn && scene.annotations[index].collisionMode != .none {
            guard let frame = entry.frame else { continue }
            let annotation = scene.annotations[index]
            drawn.append(Drawn(frame: frame, identifier: annotation.clusteringIdentifier,
                               mayHide: annotation.clusteringIdentifier == nil && annotation.displayPriority < DisplayPriority.required))
        }
        var grid: [Int64: [Int]] = [:]
        for (index, symbol) in drawn.enumerated() {
            for x in Int64((symbol.frame.minX / 64).rounded(.down))...Int64((symbol.frame.maxX / 64).rounded(.down)) {
                for y in Int64((symbol.frame.minY / 64).rounded(.down))...Int64((symbol.frame.maxY / 64).rounded(.down)) {
                    let key = (x << 32) ^ (y & 0xFFFF_FFFF)
                    for other in grid[key] ?? [] where drawn[other].frame.intersects(symbol.frame) {
                        let sameIdentifier = symbol.identifier != nil && symbol.identifier == drawn[other].identifier
                        #expect(!(symbol.mayHide || drawn[other].mayHide || sameIdentifier),
                                "scene \(seed): symbols \(symbol.frame) and \(drawn[other].frame) overlap")
                    }
                    grid[key, default: []].append(index)
                }
            }
        }
        // Anything hidden says why.
        #expect(report.annotations.allSatisfy { $0.status == .drawn || $0.reason != nil })
        #expect(report.annotations.allSatisfy { $0.titleStatus != .hidden || $0.titleReason != nil })

        if seed % 10 == 0 { #expect(layer.layout(scene.annotations, reserved: [scene.reserved]).report == report, "scene \(seed) is not deterministic") }
    }
    #expect(checkedMarkers > 100_000)
}
