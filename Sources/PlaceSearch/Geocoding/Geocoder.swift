import Geo

/// Forward and reverse geocoding over the index's addresses, streets and places.
public struct Geocoder: Sendable {
    /// The index.
    public let index: PlaceIndex

    /// Creates a geocoder.
    public init(index: PlaceIndex) {
        self.index = index
    }

    /// What is at a coordinate.
    public struct ReverseResult: Sendable {
        /// The nearest address within 100 m.
        public var address: MapItem?
        /// Distance to it in metres.
        public var addressDistance: Double?
        /// The nearest street within 200 m, measured to the street's geometry.
        public var street: String?
        /// Distance to that street in metres.
        public var streetDistance: Double?
        /// The nearest named place (neighbourhood, quarter, suburb) within 1.5 km.
        public var place: MapItem?
        /// The nearest point of interest within 50 m.
        public var pointOfInterest: MapItem?
    }

    /// Addresses and places for a text such as "Aleksanterinkatu 52": the exact address, else one interpolated
    /// between tagged house numbers on the street, else the best matches of a search.
    public func geocode(_ text: String, region: CoordinateRegion? = nil) throws(SearchError) -> [MapItem] {
        var request = LocalSearch.Request(naturalLanguageQuery: text, region: region)
        request.resultTypes = [.address, .physicalFeature]
        request.limit = 5
        return try LocalSearch(index: index).start(request).mapItems
    }

    /// An address on `street` at `number`, interpolated between the nearest tagged numbers below and above
    /// (same side of the street first), or nil when the street has no numbers on both sides. Only addresses within
    /// `interpolationReach` of `near` (the street found) count, and of equal numbers the nearest: a country has many
    /// streets of one name.
    func interpolate(street: String, number: String, near anchor: Coordinate) -> MapItem? {
        guard let target = leadingNumber(number) else { return nil }
        let numbered = index.addresses(onStreet: TextNormalizer.fold(street)).map { index.item(at: Int($0)) }
            .compactMap { item -> (Int, MapItem)? in leadingNumber(item.placemark.subThoroughfare ?? "").map { ($0, item) } }
            .map { (number: $0.0, item: $0.1, distance: Distance.haversine($0.1.coordinate, anchor)) }
            .filter { $0.distance <= Geocoder.interpolationReach }
        func closer(_ a: (number: Int, item: MapItem, distance: Double), _ b: (number: Int, item: MapItem, distance: Double)) -> Bool {
            a.distance != b.distance ? a.distance < b.distance : a.item.sourceID < b.item.sourceID
        }
        for sameSideOnly in [true, false] {
            let pool = numbered.filter { !sameSideOnly || $0.number % 2 == target % 2 }
            guard let below = pool.filter({ $0.number < target }).min(by: { $0.number != $1.number ? $0.number > $1.number : closer($0, $1) }),
                  let above = pool.filter({ $0.number > target }).min(by: { $0.number != $1.number ? $0.number < $1.number : closer($0, $1) })
            else { continue }
            let t = Double(target - below.0) / Double(above.0 - below.0)
            let a = below.1.coordinate, b = above.1.coordinate
            var item = MapItem(name: "\(street) \(number)", coordinate: Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t,
                                                                                   longitude: a.longitude + (b.longitude - a.longitude) * t),
                               kind: .address, sourceID: 0, sourceType: "interpolated")
            item.placemark = below.1.placemark
            item.placemark.subThoroughfare = number
            item.isInterpolated = true
            return item
        }
        return nil
    }

    /// What is at a coordinate: the nearest address point, the nearest street line, the nearest named place and point
    /// of interest. Without street lines in the index (an index built from items only), the street comes from the
    /// nearest address or street anchor.
    public func reverse(_ coordinate: Coordinate) -> ReverseResult {
        var result = ReverseResult()
        if let street = index.nearestStreet(to: coordinate, within: 200) {
            result.street = street.name
            result.streetDistance = street.distance
        }
        let nearby = index.items(near: coordinate, radius: 1500)
        for (itemIndex, distance) in nearby {
            let item = index.item(at: itemIndex)
            switch item.kind {
            case .address where result.address == nil && distance <= 100:
                result.address = item
                result.addressDistance = distance
                if result.street == nil { result.street = item.placemark.thoroughfare }
            case .street where result.street == nil && distance <= 200:
                result.street = item.name
            case .place where result.place == nil:
                result.place = item
            case .pointOfInterest where result.pointOfInterest == nil && distance <= 50:
                result.pointOfInterest = item
            default:
                break
            }
        }
        return result
    }

    /// How far (metres) from the street found its numbered addresses are looked for.
    static let interpolationReach = 2_000.0

    private func leadingNumber(_ text: String) -> Int? {
        Int(text.prefix { $0.isNumber })
    }
}
