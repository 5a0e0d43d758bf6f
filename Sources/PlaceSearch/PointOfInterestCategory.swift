import OSM

/// MapKit's point-of-interest categories (iOS 13's and the iOS 18 additions OSM can express), plus two MapKit lacks
/// and people search for: places of worship (so "church" does not find statues) and marketplaces (market halls and
/// squares, apart from supermarkets).
public enum PointOfInterestCategory: String, Hashable, Sendable, CaseIterable {
    case airport, amusementPark, aquarium, atm, bakery, bank, beach, brewery, cafe, campground, carRental, evCharger
    case fireStation, fitnessCenter, foodMarket, gasStation, hospital, hotel, laundry, library, marina, movieTheater
    case museum, nationalPark, nightlife, park, parking, pharmacy, police, postOffice, publicTransport, restaurant
    case restroom, school, stadium, store, theater, university, winery, zoo
    // iOS 18
    case animalService, automotiveRepair, beauty, bowling, castle, conventionCenter, distillery, fairground, golf
    case landmark, mailbox, musicVenue, nationalMonument, planetarium, skatePark, spa, swimming, tennis
    // MapSnap additions
    case placeOfWorship, marketplace

    /// The category of an OSM element's tags, if any.
    public init?(tags: Tags) {
        func value(_ key: String) -> String { tags[key] ?? "" }
        let amenity = value("amenity"), shop = value("shop"), tourism = value("tourism"), leisure = value("leisure")
        switch amenity {
        case "restaurant", "fast_food", "food_court": self = .restaurant; return
        case "cafe", "ice_cream": self = .cafe; return
        case "bar", "pub", "nightclub", "biergarten": self = .nightlife; return
        case "atm": self = .atm; return
        case "bank", "bureau_de_change": self = .bank; return
        case "pharmacy": self = .pharmacy; return
        case "hospital", "clinic", "doctors", "dentist": self = .hospital; return
        case "fuel": self = .gasStation; return
        case "charging_station": self = .evCharger; return
        case "parking", "bicycle_parking": self = .parking; return
        case "library": self = .library; return
        case "school", "kindergarten": self = .school; return
        case "university", "college": self = .university; return
        case "police": self = .police; return
        case "post_office": self = .postOffice; return
        case "post_box": self = .mailbox; return
        case "toilets": self = .restroom; return
        case "cinema": self = .movieTheater; return
        case "theatre", "arts_centre": self = .theater; return
        case "concert_hall", "music_venue": self = .musicVenue; return
        case "car_rental", "car_sharing": self = .carRental; return
        case "fire_station": self = .fireStation; return
        case "bus_station", "ferry_terminal": self = .publicTransport; return
        case "marketplace": self = .marketplace; return
        case "place_of_worship": self = .placeOfWorship; return
        case "townhall": self = .landmark; return
        case "veterinary": self = .animalService; return
        case "conference_centre": self = .conventionCenter; return
        default: break
        }
        switch shop {
        case "": break
        case "bakery", "pastry": self = .bakery; return
        case "supermarket", "convenience", "greengrocer", "deli", "butcher": self = .foodMarket; return
        case "chemist": self = .pharmacy; return
        case "hairdresser", "beauty", "cosmetics": self = .beauty; return
        case "laundry", "dry_cleaning": self = .laundry; return
        case "car_repair": self = .automotiveRepair; return
        case "wine", "alcohol": self = .store; return
        default: self = .store; return
        }
        switch tourism {
        case "hotel", "hostel", "guest_house", "motel", "apartment": self = .hotel; return
        case "museum", "gallery": self = .museum; return
        case "attraction", "artwork", "viewpoint": self = .landmark; return
        case "zoo": self = .zoo; return
        case "aquarium": self = .aquarium; return
        case "theme_park": self = .amusementPark; return
        case "camp_site": self = .campground; return
        default: break
        }
        switch leisure {
        case "park", "garden": self = .park; return
        case "nature_reserve": self = .nationalPark; return
        case "fitness_centre", "sports_centre": self = .fitnessCenter; return
        case "stadium": self = .stadium; return
        case "marina": self = .marina; return
        case "swimming_pool", "water_park": self = .swimming; return
        case "bowling_alley": self = .bowling; return
        case "golf_course", "miniature_golf": self = .golf; return
        case "beach_resort": self = .beach; return
        case "pitch" where tags["sport"] == "tennis": self = .tennis; return
        default: break
        }
        if value("natural") == "beach" { self = .beach; return }
        if ["station", "halt", "tram_stop", "subway_entrance"].contains(value("railway")) || value("highway") == "bus_stop"
            || ["station", "platform", "stop_position"].contains(value("public_transport")) {
            self = .publicTransport
            return
        }
        if value("aeroway") == "aerodrome" { self = .airport; return }
        if value("historic") == "castle" { self = .castle; return }
        if value("historic") == "monument" || value("historic") == "memorial" { self = .nationalMonument; return }
        if value("craft") == "brewery" { self = .brewery; return }
        if value("craft") == "winery" { self = .winery; return }
        if value("craft") == "distillery" { self = .distillery; return }
        return nil
    }

    /// The built-in icon that shows this category.
    public var iconName: String {
        switch self {
        case .restaurant: return "restaurant"
        case .cafe: return "cafe"
        case .nightlife, .brewery, .winery, .distillery: return "bar"
        case .bakery: return "bakery"
        case .foodMarket, .marketplace: return "grocery"
        case .store, .beauty, .laundry: return "shop"
        case .hotel, .campground: return "hotel"
        case .museum, .planetarium: return "museum"
        case .park, .nationalPark, .zoo, .golf: return "park"
        case .beach, .swimming, .marina: return "beach"
        case .hospital, .animalService: return "hospital"
        case .pharmacy: return "pharmacy"
        case .school: return "school"
        case .university: return "university"
        case .library: return "library"
        case .bank: return "bank"
        case .atm: return "atm"
        case .gasStation: return "fuel"
        case .evCharger: return "charging-station"
        case .parking: return "parking"
        case .publicTransport: return "bus"
        case .airport: return "airport"
        case .police, .fireStation: return "police"
        case .postOffice, .mailbox: return "post-office"
        case .restroom: return "toilet"
        case .movieTheater: return "cinema"
        case .theater, .musicVenue, .conventionCenter: return "theatre"
        case .carRental, .automotiveRepair: return "car"
        default: return "star"
        }
    }
}
