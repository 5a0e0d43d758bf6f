/// How the route is travelled, as MapKit's `MKDirectionsTransportType`.
public enum TransportType: String, Hashable, Sendable, CaseIterable {
    case automobile, walking, cycling
}
