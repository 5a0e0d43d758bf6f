import PlaceSearch
import StrictJSON

extension Geocoder.ReverseResult {
    /// A reverse geocode as JSON (the shape of `reverse --json` and `GET /v1/reverse`).
    public var json: JSONValue {
        let fields: [(String, JSONValue)] = [
            ("address", address?.json ?? .null),
            ("addressDistance", addressDistance.map(JSONValue.number) ?? .null),
            ("street", street.map(JSONValue.string) ?? .null),
            ("streetDistance", streetDistance.map(JSONValue.number) ?? .null),
            ("place", place?.json ?? .null),
            ("pointOfInterest", pointOfInterest?.json ?? .null),
        ]
        return .object(fields)
    }
}
