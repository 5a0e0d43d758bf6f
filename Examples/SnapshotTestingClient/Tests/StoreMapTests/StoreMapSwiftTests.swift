import MapSnap
import MapSnapTesting
import Testing

@Test func storeMapLooksRight() {
    assertSnapshot(of: storeMap(), named: "store-map")
}

@Test func storeMapLayout() {
    assertSnapshot(of: storeMap(), as: .layoutReport, named: "store-map-layout")
}

/// A changed tint must fail the comparison: if it did not, this test would fail ("known issue was not recorded").
@Test func changedTintFails() {
    withKnownIssue {
        assertSnapshot(of: storeMap(tint: .systemGreen), named: "store-map", record: .never)
    }
}
