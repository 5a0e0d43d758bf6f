import Testing
@testable import MapRender

@Test func emptyReportHasNoEntries() {
    let report = LayoutReport()
    #expect(report.annotations.isEmpty && report.clusters.isEmpty)
    #expect(LayoutReport.Status.clustered.rawValue == "clustered")
}
