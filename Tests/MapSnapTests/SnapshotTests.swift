import Testing
@testable import MapSnap

@Test func snapshotPNGDataDecodesToTheSamePixels() throws {
    var options = MapSnapshotter.Options()
    options.style = nil  // overlays and annotations on a plain background
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94), span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
    options.size = Size(width: 64, height: 48)
    let snapshot = try MapSnapshotter(options: options).start()
    let bytes = try snapshot.pngData()
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // The region's centre lies at the image centre up to Mercator's north-south asymmetry.
    let center = snapshot.point(for: Coordinate(latitude: 60.17, longitude: 24.94))
    #expect(abs(center.x - 32) < 1e-9 && abs(center.y - 24) < 0.01)
}
