import Foundation
import MapRender
import MapSnap

/// What a snapshot comparison found.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The snapshot matched its reference.
    case matched
    /// The reference was written (missing, or the record mode asked for it); counts as a failure, so that someone
    /// looks at the new reference before it is trusted.
    case recorded(path: String)
    /// The snapshot differs from its reference, or could not be made; the message says how and where the artifacts are.
    case mismatched(message: String)

    /// Whether the test should fail.
    public var isFailure: Bool { self != .matched }

    /// What to tell the person running the test.
    public var message: String? {
        switch self {
        case .matched: return nil
        case .recorded(let path): return "Recorded snapshot \(path); look at it, then run the test again."
        case .mismatched(let message): return message
        }
    }
}

/// Renders `options` over `data` and compares the result with its reference, failing the running test (Swift Testing
/// or XCTest) when they differ or the reference was just recorded.
///
/// Without `named`, the reference is named after the test function and a counter; see `SnapshotStore` for where
/// references and artifacts go. `record` overrides `MAPSNAP_RECORD` (default `.missing`).
@discardableResult
public func assertSnapshot(of options: MapSnapshotter.Options, as strategy: SnapshotStrategy = .image, named name: String? = nil,
                           record: SnapshotRecordMode? = nil, data: MapData = .builtIn,
                           fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
                           line: UInt = #line, column: UInt = #column) -> SnapshotOutcome {
    let outcome = verifySnapshot(of: options, as: strategy, named: name, record: record, data: data, file: "\(file)", testName: testName)
    if let message = outcome.message { SnapshotFailureReporter.fail(message, fileID: fileID, filePath: file, line: line, column: column) }
    return outcome
}

/// Compares an image with its reference PNG (see the `options` variant).
@discardableResult
public func assertSnapshot(of image: RGBAImage, as strategy: SnapshotStrategy = .image, named name: String? = nil,
                           record: SnapshotRecordMode? = nil,
                           fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
                           line: UInt = #line, column: UInt = #column) -> SnapshotOutcome {
    let path = SnapshotStore.referencePath(testFile: "\(file)", testName: testName, name: name, pathExtension: "png")
    let outcome = SnapshotComparison.compare(.image(image), strategy: strategy, referencePath: path,
                                             mode: record ?? SnapshotRecordMode.fromEnvironment() ?? .missing)
    if let message = outcome.message { SnapshotFailureReporter.fail(message, fileID: fileID, filePath: file, line: line, column: column) }
    return outcome
}

/// The comparison behind `assertSnapshot`, without failing any test: for tests that expect a mismatch.
public func verifySnapshot(of options: MapSnapshotter.Options, as strategy: SnapshotStrategy = .image, named name: String? = nil,
                           record: SnapshotRecordMode? = nil, data: MapData = .builtIn,
                           file: String = #filePath, testName: String = #function) -> SnapshotOutcome {
    let path = SnapshotStore.referencePath(testFile: file, testName: testName, name: name, pathExtension: strategy.pathExtension)
    let actual: SnapshotComparison.Value
    do {
        actual = try SnapshotComparison.render(options, as: strategy, data: data)
    } catch {
        return .mismatched(message: "Snapshot \(URL(fileURLWithPath: path).lastPathComponent) could not be made: \(error)")
    }
    return SnapshotComparison.compare(actual, strategy: strategy, referencePath: path, mode: record ?? SnapshotRecordMode.fromEnvironment() ?? .missing)
}
