import MapSnap

/// The map under test: four stores (one the flagship, with a callout), a cluster of kiosks, on the default base map.
func storeMap(tint: Color = .systemBlue) -> MapSnapshotter.Options {
    var options = MapSnapshotter.Options()
    options.size = Size(width: 400, height: 300)
    options.scale = 2
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.1690, longitude: 24.9430),
                                      span: CoordinateSpan(latitudeDelta: 0.008, longitudeDelta: 0.016))
    func store(_ latitude: Double, _ longitude: Double, _ title: String) -> Annotation {
        var style = MarkerStyle()
        style.markerTintColor = tint
        style.glyphImage = BuiltinIcons.asset(named: "shop")
        return Annotation(coordinate: Coordinate(latitude: latitude, longitude: longitude), kind: .marker(style), title: title)
    }
    var flagship = store(60.1686, 24.9445, "Flagship")
    flagship.isSelected = true
    flagship.callout = Callout(subtitle: "Open until 21")
    options.annotations = [store(60.1700, 24.9380, "Kamppi"), store(60.1672, 24.9500, "Esplanadi"), store(60.1712, 24.9470, "Kluuvi"), flagship]
    for index in 0..<12 {
        var style = MarkerStyle()
        style.markerTintColor = .systemOrange
        var kiosk = Annotation(coordinate: Coordinate(latitude: 60.1660 + Double(index % 4) * 0.0002, longitude: 24.9360 + Double(index / 4) * 0.0003),
                               kind: .marker(style), title: "Kiosk \(index + 1)")
        kiosk.clusteringIdentifier = "kiosks"
        options.annotations.append(kiosk)
    }
    return options
}
