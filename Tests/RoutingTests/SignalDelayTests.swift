import Geo
import Testing
@testable import OSM
@testable import Routing

/// A straight street 1-2-3 along which node 2 carries `signal`; with `crossStreet`, a second street 4-2-5 crosses at 2.
private func street(signal: Tags, crossStreet: Bool) -> SyntheticNetwork {
    var network = SyntheticNetwork()
    network.nodes([1: (0, 0), 2: (5, 0), 3: (10, 0), 4: (5, -5), 5: (5, 5)])
    network.way([1, 2, 3], ["highway": "residential", "name": "Main"])
    if crossStreet { network.way([4, 2, 5], ["highway": "residential", "name": "Cross"]) }
    network.tag(2, signal)
    return network
}

private func travelTime(_ network: SyntheticNetwork, _ transport: TransportType) throws -> Double {
    var request = Directions.Request(source: SyntheticNetwork.at(0, 0), destination: SyntheticNetwork.at(10, 0))
    request.transportType = transport
    return try #require(try Directions(graph: RoadGraph(data: network.data, transport: transport)).calculate(request).first).expectedTravelTime
}

@Test(arguments: [false, true])
func trafficSignalsCostWhatOSRMChargesThem(atJunction: Bool) throws {
    let signal: Tags = ["highway": "traffic_signals"]
    for transport in [TransportType.automobile, .walking, .cycling] {
        let delay = try travelTime(street(signal: signal, crossStreet: atJunction), transport)
            - travelTime(street(signal: [:], crossStreet: atJunction), transport)
        // A bicycle waits 19 s at a signal on the approach to a junction (OSRM's bicycle profile charges such a
        // signal as a 180° turn, (180/90)² · 6 s / 1.4, plus the signal's 2 s); at the junction node, and on foot
        // or by car anywhere, a signal costs 2 s.
        let expected = transport == .cycling && !atJunction ? 4 * 6 / 1.4 + 2 : 2
        #expect(abs(delay - expected) < 1e-6, "\(transport) at a junction: \(atJunction): \(delay) s")
    }
}
