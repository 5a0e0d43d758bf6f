import Testing
import XCTest

/// Records a failure in the test framework that is running: a Swift Testing issue inside a `@Test`, an `XCTFail`
/// inside an XCTest case. Callers need not import either framework's macros: locations come as plain literals.
enum SnapshotFailureReporter {
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
