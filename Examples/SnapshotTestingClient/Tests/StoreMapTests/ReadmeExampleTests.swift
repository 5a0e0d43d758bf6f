import MapSnap
import MapSnapTesting
import Testing

/// The README's example, verbatim.
@Test func storeMap() {
    var options = MapSnapshotter.Options()
    options.size = Size(width: 400, height: 300)
    options.scale = 2
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.1690, longitude: 24.9430),
                                      span: CoordinateSpan(latitudeDelta: 0.008, longitudeDelta: 0.016))
    var style = MarkerStyle()
    style.markerTintColor = .systemBlue
    style.glyphImage = BuiltinIcons.asset(named: "shop")
    options.annotations = [Annotation(coordinate: Coordinate(latitude: 60.1686, longitude: 24.9445), kind: .marker(style), title: "Flagship")]
    assertSnapshot(of: options)                           // __Snapshots__/<TestFile>/storeMap.1.png
    assertSnapshot(of: options, as: .layoutReport)        // __Snapshots__/<TestFile>/storeMap.2.json
}
