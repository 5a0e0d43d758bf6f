import Geo
import MapStyle
import PlaceSearch
import StrictJSON

extension MapItem {
    /// All fields as JSON (coordinates as latitude/longitude numbers).
    public var json: JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([
            ("name", .string(name)),
            ("kind", .string(kind.rawValue)),
            ("latitude", .number(coordinate.latitude)),
            ("longitude", .number(coordinate.longitude)),
            ("pointOfInterestCategory", text(pointOfInterestCategory?.rawValue)),
            ("featureType", text(featureType)),
            ("alternateNames", .object(alternateNames.map { ($0.key, JSONValue.string($0.text)) })),
            ("thoroughfare", text(placemark.thoroughfare)),
            ("subThoroughfare", text(placemark.subThoroughfare)),
            ("locality", text(placemark.locality)),
            ("subLocality", text(placemark.subLocality)),
            ("postalCode", text(placemark.postalCode)),
            ("administrativeArea", text(placemark.administrativeArea)),
            ("countryCode", text(placemark.countryCode)),
            ("phoneNumber", text(phoneNumber)),
            ("url", text(url)),
            ("openingHours", text(openingHours)),
            ("cuisine", text(cuisine)),
            ("population", population.map { JSONValue.number(Double($0)) } ?? .null),
            ("isInterpolated", .bool(isInterpolated)),
            ("source", .string("\(sourceType)/\(sourceID)")),
        ])
    }

    /// The marker tint for the item's category (the base map's POI colours), system red otherwise.
    public var markerTint: Color {
        switch pointOfInterestCategory {
        case .restaurant?, .cafe?, .nightlife?, .bakery?, .brewery?, .winery?, .distillery?: return Color(rgb: 0xE8830C)
        case .store?, .foodMarket?, .marketplace?, .pharmacy?, .beauty?, .laundry?: return Color(rgb: 0xD4A000)
        case .publicTransport?, .airport?, .parking?, .gasStation?, .evCharger?, .carRental?: return Color(rgb: 0x1C7CD6)
        case .museum?, .landmark?, .placeOfWorship?, .theater?, .movieTheater?, .library?, .university?, .school?, .musicVenue?:
            return Color(rgb: 0xC04C9B)
        case .hotel?, .campground?: return Color(rgb: 0x8E55C9)
        case .hospital?, .police?, .fireStation?: return Color(rgb: 0xE5484D)
        case .park?, .nationalPark?, .beach?, .zoo?: return Color(rgb: 0x2E9E4F)
        case nil: return kind == .pointOfInterest ? Color(rgb: 0x6E7681) : .systemRed
        default: return Color(rgb: 0x6E7681)
        }
    }

    /// A marker annotation for the item: category glyph and tint, its name as the title.
    public var markerAnnotation: Annotation {
        var style = MarkerStyle()
        style.markerTintColor = markerTint
        style.glyphImage = pointOfInterestCategory.flatMap { BuiltinIcons.asset(named: $0.iconName) }
        return Annotation(coordinate: coordinate, kind: .marker(style), title: name, subtitle: placemark.formattedAddress)
    }
}
