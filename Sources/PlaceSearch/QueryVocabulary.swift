import OSM
/// Query words that mean a category (or a cuisine), in English and Finnish, folded.
enum QueryVocabulary {
    /// What a query word asks for.
    enum Meaning: Hashable, Sendable {
        case category(PointOfInterestCategory)
        case cuisine(String)
    }

    /// Single words.
    static let words: [String: Meaning] = {
        var table: [String: Meaning] = [:]
        func add(_ category: PointOfInterestCategory, _ words: String...) { for word in words { table[word] = .category(category) } }
        add(.cafe, "cafe", "cafes", "coffee", "kahvila", "kahvilat", "kahvi", "espresso", "kahvio")
        add(.restaurant, "restaurant", "restaurants", "ravintola", "ravintolat", "food", "ruoka", "lunch", "lounas", "dinner", "illallinen")
        add(.nightlife, "bar", "bars", "pub", "pubs", "baari", "pubi", "nightclub", "yokerho")
        add(.atm, "atm", "atms", "otto", "pankkiautomaatti", "cashpoint")
        add(.bank, "bank", "banks", "pankki")
        add(.pharmacy, "pharmacy", "pharmacies", "apteekki", "chemist", "drugstore")
        add(.hospital, "hospital", "sairaala", "clinic", "klinikka", "doctor", "laakari", "dentist", "hammaslaakari")
        add(.gasStation, "gas", "fuel", "petrol", "huoltoasema", "bensa", "bensiini", "bensiiniasema")
        add(.evCharger, "charger", "charging", "latausasema", "lataus")
        add(.parking, "parking", "pysakointi", "parkki", "parkkipaikka", "pysakointitalo")
        add(.library, "library", "kirjasto")
        add(.school, "school", "koulu")
        add(.university, "university", "yliopisto", "college")
        add(.police, "police", "poliisi")
        add(.postOffice, "post", "posti", "postitoimisto")
        add(.restroom, "toilet", "toilets", "wc", "restroom", "vessa")
        add(.movieTheater, "cinema", "movies", "movie", "elokuvateatteri", "elokuvat", "kino")
        add(.theater, "theatre", "theater", "teatteri")
        add(.hotel, "hotel", "hotels", "hotelli", "hostel", "majoitus")
        add(.museum, "museum", "museums", "museo", "gallery", "galleria")
        add(.foodMarket, "supermarket", "grocery", "groceries", "ruokakauppa", "market", "kauppahalli")
        add(.store, "shop", "shops", "store", "kauppa", "shopping", "myymala", "liike")
        add(.bakery, "bakery", "leipomo", "konditoria")
        add(.park, "park", "puisto", "garden")
        add(.beach, "beach", "uimaranta", "ranta")
        add(.publicTransport, "station", "asema", "stop", "pysakki", "tram", "raitiovaunu", "bus", "bussi", "metro", "train", "juna")
        add(.landmark, "church", "kirkko", "landmark", "nahtavyys", "sight", "attraction")
        add(.fitnessCenter, "gym", "kuntosali", "fitness")
        add(.beauty, "hairdresser", "kampaamo", "beauty")
        table["pizza"] = .cuisine("pizza")
        table["pizzeria"] = .cuisine("pizza")
        table["sushi"] = .cuisine("sushi")
        table["burger"] = .cuisine("burger")
        table["hamburger"] = .cuisine("burger")
        table["kebab"] = .cuisine("kebab")
        table["thai"] = .cuisine("thai")
        table["indian"] = .cuisine("indian")
        table["intialainen"] = .cuisine("indian")
        table["chinese"] = .cuisine("chinese")
        table["kiinalainen"] = .cuisine("chinese")
        table["italian"] = .cuisine("italian")
        table["italialainen"] = .cuisine("italian")
        table["japanese"] = .cuisine("japanese")
        table["vegan"] = .cuisine("vegan")
        return table
    }()

    /// Two-word phrases ("gas station", "ev charger", "post office"), folded and joined by a space.
    static let phrases: [String: Meaning] = [
        "gas station": .category(.gasStation), "petrol station": .category(.gasStation), "ev charger": .category(.evCharger),
        "charging station": .category(.evCharger), "post office": .category(.postOffice), "movie theater": .category(.movieTheater),
        "bus stop": .category(.publicTransport), "fast food": .category(.restaurant), "coffee shop": .category(.cafe),
    ]

    /// Words people type to mean a category, for query completions ("cof" → "coffee").
    static let completionWords: [String] = {
        Array(Set(words.keys).union(phrases.keys)).filter { $0.count >= 3 }.sorted()
    }()

    /// Words that join a category and a place ("cafe near Stockmann", "kahvila lähellä Kluuvia").
    static let nearWords: Set<String> = ["near", "in", "at", "around", "by", "close", "lahella", "lähellä", "luona", "vieressa"]
}
