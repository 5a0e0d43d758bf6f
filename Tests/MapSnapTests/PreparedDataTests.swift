import BinaryData
import Foundation
import Testing
import TestSupport
@testable import MapSnap

/// The built-in extract prepared in memory, once for this test process.
private let preparedImage: [UInt8]? = try? MapData(path: MapResources.located?.extractPath ?? "").prepared()

private func street(_ data: MapData, style: String = "default", center: Coordinate = Coordinate(latitude: 60.1682, longitude: 24.9478),
                    span: Double = 0.006) throws -> RGBAImage {
    var options = MapSnapshotter.Options()
    options.size = Size(width: 300, height: 200)
    options.scale = 2
    options.style = style
    options.region = CoordinateRegion(center: center, span: CoordinateSpan(latitudeDelta: span, longitudeDelta: span * 2))
    return try MapSnapshotter(options: options, data: data).start().image
}

@Test func preparedImageDrawsTheSamePixelsAsTheExtract() throws {
    let image = try #require(preparedImage)
    let prepared = try MapData(preparedImage: image, name: "helsinki.mapsnap")
    let extract = try MapData(path: try #require(MapResources.located).extractPath)
    #expect(try street(prepared) == street(extract))
    #expect(try street(prepared, style: "dark", span: 0.02) == street(extract, style: "dark", span: 0.02))
    #expect(try street(prepared, center: Coordinate(latitude: 60, longitude: 20), span: 30) == street(extract, center: Coordinate(latitude: 60, longitude: 20), span: 30))
}

/// Random damage anywhere after the header and directory: opening may refuse the file; whatever opens draws,
/// searches and routes without crashing.
@Test func damagedPreparedImagesNeverCrash() throws {
    let image = try #require(preparedImage)
    let request = Directions.Request(source: Coordinate(latitude: 60.1690, longitude: 24.9360), destination: Coordinate(latitude: 60.1700, longitude: 24.9500))
    var opened = 0
    for copy in damagedCopies(of: image, count: 60, protecting: 48 + 24 * 8, seed: 31) {
        guard let data = try? MapData(preparedImage: copy, name: "damaged") else { continue }
        opened += 1
        _ = try? street(data)
        _ = try? LocalSearch(data: data).run(LocalSearch.Request(naturalLanguageQuery: "kamppi"))
        _ = try? Directions(data: data, transport: .automobile).calculate(request)
    }
    #expect(opened > 0)
}
