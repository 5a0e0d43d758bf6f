import Geo
import Routing
import StrictJSON

/// The JSON shapes of routes, shared by the command line and the server.
public enum RouteJSON {
    /// A maneuver as JSON (`type` and its details).
    static func maneuverJSON(_ maneuver: Maneuver) -> JSONValue {
        switch maneuver {
        case .depart(let heading): return .object([("type", .string("depart")), ("heading", .string(heading.rawValue))])
        case .turn(let modifier): return .object([("type", .string("turn")), ("modifier", .string(modifier.rawValue))])
        case .continue: return .object([("type", .string("continue"))])
        case .roundabout(let exit): return .object([("type", .string("roundabout")), ("exit", .number(Double(exit)))])
        case .arrive(let side, let isFinal):
            return .object([("type", .string("arrive")), ("side", side.map { JSONValue.string($0.rawValue) } ?? .null), ("final", .bool(isFinal))])
        }
    }

    /// A route as JSON (the shape of `route --json` and `GET /v1/route`): polylines encoded at `precision` (5 or 6).
    public static func json(_ route: Route, precision: Int) -> JSONValue {
        .object([
            ("name", .string(route.name)),
            ("transportType", .string(route.transportType.rawValue)),
            ("distance", .number((route.distance * 10).rounded() / 10)),
            ("expectedTravelTime", .number((route.expectedTravelTime * 10).rounded() / 10)),
            ("polyline", .string(PolylineCodec.encode(route.polyline, precision: precision))),
            ("polylinePrecision", .number(Double(precision))),
            ("legs", .array(route.legs.map { leg in
                .object([("distance", .number((leg.distance * 10).rounded() / 10)),
                         ("expectedTravelTime", .number((leg.expectedTravelTime * 10).rounded() / 10)),
                         ("steps", .array(leg.steps.map { step in
                             .object([("instructions", .string(step.instructions)), ("maneuver", maneuverJSON(step.maneuver)),
                                      ("streetName", step.streetName.map(JSONValue.string) ?? .null),
                                      ("distance", .number((step.distance * 10).rounded() / 10)),
                                      ("expectedTravelTime", .number((step.expectedTravelTime * 10).rounded() / 10)),
                                      ("polyline", .string(PolylineCodec.encode(step.polyline, precision: precision)))])
                         }))])
            })),
        ])
    }

    /// Routes as a GeoJSON FeatureCollection (`route --geojson`), the first one blue, alternatives grey.
    public static func geoJSON(_ routes: [Route]) -> JSONValue {
        .object([("type", .string("FeatureCollection")), ("features", .array(routes.enumerated().map { index, route in
            .object([("type", .string("Feature")),
                     ("properties", .object([("name", .string(route.name)), ("alternative", .bool(index > 0)),
                                             ("distance", .number((route.distance * 10).rounded() / 10)),
                                             ("expectedTravelTime", .number((route.expectedTravelTime * 10).rounded() / 10)),
                                             ("stroke", .string(index == 0 ? "#007AFF" : "#8E9AAF"))])),
                     ("geometry", .object([("type", .string("LineString")),
                                           ("coordinates", .array(route.polyline.map { .array([.number($0.longitude), .number($0.latitude)]) }))]))])
        }))])
    }
}
