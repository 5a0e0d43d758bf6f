import MapSnap
import MapSnapTesting
import XCTest

/// The same checks in XCTest, without importing Testing.
final class StoreMapXCTests: XCTestCase {
    func testStoreMapLooksRight() {
        assertSnapshot(of: storeMap(), named: "store-map")
    }

    func testStoreMapLayout() {
        assertSnapshot(of: storeMap(), as: .layoutReport, named: "store-map-layout")
    }

    /// A changed tint must make the comparison fail (checked without failing this test).
    func testChangedTintFails() {
        let outcome = verifySnapshot(of: storeMap(tint: .systemGreen), named: "store-map", record: .never)
        XCTAssertTrue(outcome.isFailure, "a different tint matched the reference")
    }
}
