import Foundation
import Geo
import MapSnap
import PlaceSearch
import Routing

/// Whether regions opened as one answer as the whole area's prepared file does: the same searches give the same
/// results in the same order, and the same routes the same lengths (within 0.1%), over queries and route ends drawn
/// at random (seeded) from the whole's places and area.
public struct RegionAgreement: Sendable {
    /// Searches made, and those whose results differ.
    public var searches = 0
    public var searchMismatches: [String] = []
    /// Routes asked for, those found by both, and those that differ (length, or found by one only).
    public var routes = 0
    public var routesFound = 0
    public var routeMismatches: [String] = []

    /// Compares `regions` with `whole` over `searchCount` searches and `routeCount` routes (car, walking and cycling in
    /// turn) drawn with `seed`.
    public static func measure(whole: MapData, regions: MapData, searchCount: Int, routeCount: Int, seed: UInt64) throws(MapSnapError) -> RegionAgreement {
        var random = SplitMix64(seed: seed)
        var report = RegionAgreement()
        let index = try whole.placeIndex()
        let categories = ["cafe", "pizza", "hotel", "apteekki", "museum", "bar", "kirjasto", "restaurant", "bank", "toilets"]
        let wholeSearch = try LocalSearch(data: whole), regionSearch = try LocalSearch(data: regions)
        for number in 0..<searchCount {
            let item = index.item(at: Int(random.next() % UInt64(index.itemCount)))
            let text = number % 4 == 3 ? categories[Int(random.next() % UInt64(categories.count))] : item.name
            var request = LocalSearch.Request(naturalLanguageQuery: text)
            if number % 2 == 1 {
                request.region = CoordinateRegion(center: item.coordinate, span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02))
            }
            let expected = try? wholeSearch.run(request).mapItems, found = try? regionSearch.run(request).mapItems
            report.searches += 1
            func listed(_ items: [MapItem]?) -> [String] {
                (items ?? []).map { "\($0.kind.rawValue) \($0.name) \(String(format: "%.6f,%.6f", $0.coordinate.latitude, $0.coordinate.longitude))" }
            }
            if listed(expected) != listed(found) {
                let first = zip(listed(expected), listed(found)).first { $0 != $1 }
                report.searchMismatches.append("\"\(text)\"\(request.region == nil ? "" : " near \(item.coordinate)"): \(expected?.count ?? -1) vs \(found?.count ?? -1) results"
                                               + (first.map { ", first difference \($0.0) | \($0.1)" } ?? ""))
            }
        }
        guard let extent = try whole.extent() else { return report }
        let south = MapPoint(x: extent.minX, y: extent.minY).coordinate, north = MapPoint(x: extent.maxX, y: extent.maxY).coordinate
        func point() -> Coordinate {
            Coordinate(latitude: south.latitude + (north.latitude - south.latitude) * Double(random.next() % 1_000_000) / 1_000_000,
                       longitude: south.longitude + (north.longitude - south.longitude) * Double(random.next() % 1_000_000) / 1_000_000)
        }
        let transports: [TransportType] = [.automobile, .walking, .cycling]
        let wholeDirections = try transports.map { (transport) throws(MapSnapError) in try Directions(data: whole, transport: transport) }
        let regionDirections = try transports.map { (transport) throws(MapSnapError) in try Directions(data: regions, transport: transport) }
        for number in 0..<routeCount {
            var request = Directions.Request(source: point(), destination: point())
            request.transportType = transports[number % 3]
            report.routes += 1
            func outcome(_ directions: Directions) -> (distance: Double?, error: MapSnapError?) {
                do { return (try directions.calculate(request).first?.distance ?? 0, nil) } catch { return (nil, error) }
            }
            let expected = outcome(wholeDirections[number % 3]), found = outcome(regionDirections[number % 3])
            let name = "\(request.transportType.rawValue) \(request.source) → \(request.destination)"
            func described(_ outcome: (distance: Double?, error: MapSnapError?)) -> String {
                outcome.distance.map { "\(Int($0)) m" } ?? outcome.error.map { "\($0.field): \($0.message)" } ?? "-"
            }
            if let a = expected.distance, let b = found.distance {
                report.routesFound += 1
                if abs(a - b) > 0.001 * max(a, 1) { report.routeMismatches.append("\(name): \(Int(a)) m vs \(Int(b)) m") }
            } else if expected.distance != nil || found.distance != nil || expected.error?.field != found.error?.field {
                report.routeMismatches.append("\(name): \(described(expected)) vs \(described(found))")
            }
        }
        return report
    }

    /// The report as lines.
    public var summary: String {
        var lines = ["searches: \(searches - searchMismatches.count) of \(searches) the same",
                     "routes: \(routes - routeMismatches.count) of \(routes) the same (\(routesFound) found by both, lengths within 0.1%)"]
        lines += searchMismatches.prefix(20).map { "  search differs: \($0)" }
        lines += routeMismatches.prefix(20).map { "  route differs: \($0)" }
        return lines.joined(separator: "\n")
    }
}

/// A small seeded generator (SplitMix64), so the same seed draws the same queries on every machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
