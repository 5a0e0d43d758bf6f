import StrictJSON
import Testing
@testable import MapSnap

@Test func reportJSONIsInPixelsAndParses() throws {
    var options = MapSnapshotter.Options()
    options.style = nil  // overlays and annotations on a plain background
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94), span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02))
    options.size = Size(width: 300, height: 200)
    options.scale = 2
    var a = Annotation(coordinate: Coordinate(latitude: 60.17, longitude: 24.94), title: "A")
    a.clusteringIdentifier = "x"
    var b = a
    b.title = "B"
    options.annotations = [a, b, Annotation(coordinate: Coordinate(latitude: 10, longitude: 10))]
    let report = try MapSnapshotter(options: options).plan().report
    let json = try JSONParser.parse(report.json(scale: 2, size: options.size).serialized())
    guard case .object(let root) = json, case .array(let entries)? = root["annotations"], case .array(let clusters)? = root["clusters"],
          case .object(let first)? = entries.first, case .object(let position)? = first["position"] else {
        Issue.record("unexpected shape \(json)")
        return
    }
    #expect(entries.count == 3 && clusters.count == 1)
    #expect(first["status"] == .string("clustered"))
    guard case .number(let x)? = position["x"], case .number(let y)? = position["y"] else { Issue.record("no position"); return }
    #expect(abs(x - 300) < 0.01 && abs(y - 200) < 1)
    guard case .object(let third)? = entries.last else { return }
    #expect(third["status"] == .string("outside"))
}
