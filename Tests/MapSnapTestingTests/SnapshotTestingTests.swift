import Foundation
import Testing
@testable import MapSnap
@testable import MapSnapTesting

private func smallMap(tint: Color = .systemRed) -> MapSnapshotter.Options {
    var options = MapSnapshotter.Options()
    options.style = nil
    options.size = Size(width: 80, height: 60)
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94), span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
    var style = MarkerStyle()
    style.markerTintColor = tint
    options.annotations = [Annotation(coordinate: Coordinate(latitude: 60.17, longitude: 24.94), kind: .marker(style), title: "A")]
    return options
}

@Test func recordModesAndNaming() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapsnap-snapshots-\(UInt32.random(in: 0...UInt32.max))").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let testFile = "\(folder)/StoreTests.swift"
    let reference = "\(folder)/__Snapshots__/StoreTests/store.png"
    #expect(verifySnapshot(of: smallMap(), named: "store", record: .never, file: testFile) == .mismatched(message: "No reference \(reference) (record mode never)"))
    #expect(verifySnapshot(of: smallMap(), named: "store", file: testFile) == .recorded(path: reference))
    #expect(verifySnapshot(of: smallMap(), named: "store", file: testFile) == .matched)
    let changed = verifySnapshot(of: smallMap(tint: .systemGreen), named: "store", record: .never, file: testFile)
    #expect(changed.isFailure && changed.message?.contains("differs") == true && changed.message?.contains(".diff.png") == true)
    #expect(verifySnapshot(of: smallMap(tint: .systemGreen), named: "store", record: .failed, file: testFile).isFailure)
    #expect(verifySnapshot(of: smallMap(tint: .systemGreen), named: "store", file: testFile) == .matched)  // re-recorded
    #expect(verifySnapshot(of: smallMap(), named: "store", record: .all, file: testFile) == .recorded(path: reference))
    // Unnamed snapshots count per test, whatever the strategy.
    #expect(verifySnapshot(of: smallMap(), file: testFile, testName: "testStore()") == .recorded(path: "\(folder)/__Snapshots__/StoreTests/testStore.1.png"))
    #expect(verifySnapshot(of: smallMap(), as: .layoutReport, file: testFile, testName: "testStore()")
            == .recorded(path: "\(folder)/__Snapshots__/StoreTests/testStore.2.json"))
}

@Test func layoutReportMismatchShowsALineDiff() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapsnap-snapshots-\(UInt32.random(in: 0...UInt32.max))").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let testFile = "\(folder)/LayoutTests.swift"
    _ = verifySnapshot(of: smallMap(), as: .layoutReport, named: "layout", file: testFile)
    var moved = smallMap()
    moved.annotations[0].title = "B"
    let outcome = verifySnapshot(of: moved, as: .layoutReport, named: "layout", record: .never, file: testFile)
    let message = try #require(outcome.message)
    #expect(message.contains("-       \"title\": \"A\",") && message.contains("+       \"title\": \"B\","), "\(message)")
}

@Test func recordModeFromTheEnvironment() {
    #expect(SnapshotRecordMode.fromEnvironment(["MAPSNAP_RECORD": "1"]) == .all)
    #expect(SnapshotRecordMode.fromEnvironment(["MAPSNAP_RECORD": "failed"]) == .failed)
    #expect(SnapshotRecordMode.fromEnvironment([:]) == nil)
    #expect(SnapshotStore.sanitized("testStoreMap()") == "testStoreMap" && SnapshotStore.sanitized("a b/c") == "a_b_c")
    #expect(SnapshotStore.artifactsDirectory(["MAPSNAP_ARTIFACTS": "/ci/artifacts"]) == "/ci/artifacts")
}

@Test func svgSnapshotsAreDeterministic() {
    let first = try? SnapshotComparison.render(smallMap(), as: .svg, data: .builtIn)
    let second = try? SnapshotComparison.render(smallMap(), as: .svg, data: .builtIn)
    guard case .text(let a)? = first, case .text(let b)? = second else { Issue.record("no SVG"); return }
    #expect(a == b && a.contains("<svg"))
}
