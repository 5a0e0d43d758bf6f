import OSM
/// Query words that mean a kind of place, in English, Finnish and Swedish, folded: a category, a cuisine, or an OSM
/// feature type for kinds MapKit has no category for ("embassy" → `amenity=embassy`).
enum QueryVocabulary {
    /// What a query word asks for.
    enum Meaning: Hashable, Sendable {
        case category(PointOfInterestCategory)
        case cuisine(String)
        case feature(Set<String>)
    }

    /// Single words.
    static let words: [String: Meaning] = {
        var table: [String: Meaning] = [:]
        func add(_ category: PointOfInterestCategory, _ words: String...) { for word in words { table[word] = .category(category) } }
        func feature(_ types: Set<String>, _ words: String...) { for word in words { table[word] = .feature(types) } }
        func cuisine(_ value: String, _ words: String...) { for word in words { table[word] = .cuisine(value) } }
        add(.cafe, "cafe", "cafes", "coffee", "kahvila", "kahvilat", "kahvi", "espresso", "kahvio", "kafe", "kafeer", "kaffe", "kafferi")
        add(.restaurant, "restaurant", "restaurants", "ravintola", "ravintolat", "food", "ruoka", "lunch", "lounas", "dinner", "illallinen",
            "restaurang", "restauranger", "mat", "lunchrestaurang", "eat", "syoda", "ata")
        add(.nightlife, "bar", "bars", "pub", "pubs", "baari", "pubi", "nightclub", "yokerho", "krog", "nattklubb", "beer", "olut", "ol", "drinks")
        add(.atm, "atm", "atms", "otto", "pankkiautomaatti", "cashpoint", "bankomat", "cash", "kateisautomaatti")
        add(.bank, "bank", "banks", "pankki", "banken")
        add(.pharmacy, "pharmacy", "pharmacies", "apteekki", "chemist", "drugstore", "apotek", "apoteket")
        add(.hospital, "hospital", "sairaala", "clinic", "klinikka", "doctor", "laakari", "dentist", "hammaslaakari", "sjukhus", "lakare",
            "tandlakare")
        add(.gasStation, "gas", "fuel", "petrol", "huoltoasema", "bensa", "bensiini", "bensiiniasema", "bensinstation", "mack")
        add(.evCharger, "charger", "charging", "latausasema", "lataus", "laddstation")
        add(.parking, "parking", "pysakointi", "parkki", "parkkipaikka", "pysakointitalo", "parkering", "parkeringshus")
        add(.library, "library", "kirjasto", "bibliotek", "biblioteket")
        add(.school, "school", "koulu", "skola")
        add(.university, "university", "yliopisto", "college", "universitet", "hogskola")
        add(.police, "police", "poliisi", "polis", "polisen")
        add(.postOffice, "post", "posti", "postitoimisto", "postkontor")
        add(.mailbox, "mailbox", "postilaatikko", "postbox", "brevlada")
        add(.restroom, "toilet", "toilets", "wc", "restroom", "restrooms", "vessa", "toalett", "toaletti", "bathroom", "lavatory")
        add(.movieTheater, "cinema", "movies", "movie", "elokuvateatteri", "elokuvat", "kino", "biograf", "bio", "leffa")
        add(.theater, "theatre", "theater", "teatteri", "teater", "teatern")
        add(.musicVenue, "concert", "konsertti", "konsert")
        add(.hotel, "hotel", "hotels", "hotelli", "hostel", "majoitus", "hotell", "vandrarhem", "accommodation")
        add(.museum, "museum", "museums", "museo", "gallery", "galleria", "museet", "konstmuseum", "taidemuseo")
        add(.foodMarket, "supermarket", "supermarkets", "grocery", "groceries", "ruokakauppa", "market", "valintatalo",
            "supermarketti", "lahikauppa", "matbutik", "livsmedelsbutik", "mataffar", "convenience", "kiosk")
        add(.marketplace, "marketplace", "kauppahalli", "tori", "saluhall", "torg", "markethall", "kauppatori")
        add(.store, "shop", "shops", "store", "stores", "kauppa", "shopping", "myymala", "liike", "butik", "affar", "mall", "kauppakeskus", "koopcentrum")
        add(.bakery, "bakery", "leipomo", "konditoria", "bageri", "konditori", "pastry")
        add(.park, "park", "puisto", "garden", "parken", "tradgard", "puutarha")
        add(.beach, "beach", "uimaranta", "ranta", "strand", "badstrand")
        add(.publicTransport, "station", "asema", "stop", "pysakki", "tram", "raitiovaunu", "ratikka", "bus", "bussi", "metro", "train", "juna",
            "hallplats", "sparvagn", "tunnelbana", "stationen", "rautatieasema", "metroasema", "jarnvagsstation")
        add(.placeOfWorship, "church", "churches", "kirkko", "kyrka", "kyrkan", "chapel", "kapell", "cathedral", "tuomiokirkko",
            "domkyrka", "domkyrkan", "kyrkor", "mosque", "moskeija", "synagogue", "synagoga", "temple", "temppeli")
        add(.landmark, "landmark", "nahtavyys", "sight", "sights", "attraction", "sevardhet", "sightseeing", "statue", "patsas", "staty",
            "sculpture", "veistos", "skulptur", "artwork", "taideteos", "konstverk")
        add(.nationalMonument, "monument", "memorial", "muistomerkki", "minnesmarke")
        add(.fitnessCenter, "gym", "kuntosali", "fitness", "gymmet", "idrottshall")
        add(.beauty, "hairdresser", "kampaamo", "beauty", "barber", "parturi", "frisor", "kauneushoitola")
        add(.laundry, "laundry", "pesula", "tvatteri")
        add(.swimming, "swimming", "pool", "uimahalli", "simhall", "uinti")
        feature(["amenity=embassy", "office=diplomatic"], "embassy", "embassies", "consulate", "suurlahetysto", "lahetysto", "konsulaatti",
                "ambassad", "ambassaden", "konsulat")
        feature(["amenity=taxi"], "taxi", "taxis", "cab", "taksi", "taksitolppa", "taxistation")
        feature(["shop=books"], "bookshop", "bookshops", "bookstore", "books", "kirjakauppa", "bokhandel", "bokhandeln", "kirjat")
        feature(["shop=alcohol", "shop=wine"], "alcohol", "liquor", "alko", "wine", "viini", "viina", "systembolaget", "sprit", "vin")
        feature(["amenity=bicycle_rental"], "citybike", "citybikes", "kaupunkipyora", "kaupunkipyorat", "stadscykel", "stadscyklar",
                "bikeshare")
        feature(["shop=clothes", "shop=boutique"], "clothes", "clothing", "fashion", "vaatteet", "vaatekauppa", "klader", "kladbutik")
        feature(["shop=shoes"], "shoes", "kengat", "kenkakauppa", "skor", "skobutik")
        feature(["shop=jewelry"], "jewelry", "jewellery", "koru", "korut", "kultasepanliike", "smycken", "guldsmed")
        feature(["shop=optician"], "optician", "optikko", "optiker", "glasses", "silmalasit")
        feature(["shop=florist"], "florist", "flowers", "kukkakauppa", "kukat", "blommor", "blomsterhandel")
        feature(["shop=sports", "shop=outdoor"], "sports", "urheilukauppa", "sportbutik")
        feature(["shop=furniture", "shop=interior_decoration"], "furniture", "huonekalut", "mobler", "sisustus", "inredning")
        feature(["shop=electronics", "shop=mobile_phone", "shop=computer"], "electronics", "elektroniikka", "elektronik")
        feature(["shop=gift", "shop=souvenir"], "gift", "gifts", "souvenir", "souvenirs", "matkamuisto", "matkamuistot", "lahja")
        feature(["shop=department_store"], "department", "tavaratalo", "varuhus")
        feature(["shop=bicycle"], "bicycle", "bike", "polkupyora", "pyorakauppa", "cykel", "cykelaffar")
        feature(["amenity=bicycle_parking"], "pyoraparkki", "cykelparkering")
        feature(["tourism=information"], "information", "tourist", "matkailuneuvonta", "info", "turistinformation")
        feature(["amenity=drinking_water"], "water", "juomavesi", "dricksvatten")
        feature(["amenity=fountain"], "fountain", "suihkulahde", "fontan")
        feature(["leisure=playground"], "playground", "leikkipuisto", "lekpark")
        feature(["amenity=bureau_de_change"], "exchange", "valuutanvaihto", "vaxling", "vaxelkontor")
        feature(["amenity=recycling"], "recycling", "kierratys", "atervinning")
        feature(["office=government"], "ministry", "ministerio", "ministeriet", "government")
        feature(["amenity=courthouse"], "court", "courthouse", "oikeus", "tuomioistuin", "domstol")
        feature(["amenity=townhall"], "townhall", "kaupungintalo", "stadshus", "stadshuset")
        feature(["amenity=fire_station"], "paloasema", "brandstation")
        cuisine("pizza", "pizza", "pizzeria", "pizzas", "pitsa", "pizzeria")
        cuisine("sushi", "sushi")
        cuisine("burger", "burger", "burgers", "hamburger", "hampurilainen", "hamburgare", "hampurilaiset")
        cuisine("kebab", "kebab", "kebabs")
        cuisine("thai", "thai", "thaimaalainen", "thailandsk")
        cuisine("indian", "indian", "intialainen", "indisk")
        cuisine("chinese", "chinese", "kiinalainen", "kinesisk")
        cuisine("italian", "italian", "italialainen", "italiensk")
        cuisine("japanese", "japanese", "japanilainen", "japansk", "ramen")
        cuisine("vegan", "vegan", "vegaani", "vegansk")
        cuisine("vegetarian", "vegetarian", "kasvis", "kasvisravintola", "vegetarisk")
        cuisine("mexican", "mexican", "meksikolainen", "mexikansk", "tacos", "taco", "burrito")
        cuisine("vietnamese", "vietnamese", "vietnamilainen", "vietnamesisk", "pho")
        cuisine("nepalese", "nepalese", "nepalilainen", "nepalesisk")
        cuisine("spanish", "spanish", "espanjalainen", "spansk", "tapas")
        cuisine("french", "french", "ranskalainen", "fransk")
        cuisine("asian", "asian", "aasialainen", "asiatisk")
        cuisine("salad", "salad", "salaatti", "sallad")
        cuisine("sandwich", "sandwich", "sandwiches", "voileipa", "smorgas")
        cuisine("steak_house", "steak", "steakhouse", "pihvi", "pihviravintola", "biff")
        cuisine("regional", "finnish", "suomalainen", "finsk")
        cuisine("nordic", "nordic", "pohjoismainen", "nordisk", "scandinavian")
        cuisine("russian", "russian", "venalainen", "rysk")
        cuisine("lebanese", "lebanese", "libanonilainen", "libanesisk")
        cuisine("korean", "korean", "korealainen", "koreansk")
        cuisine("greek", "greek", "kreikkalainen", "grekisk")
        cuisine("seafood", "seafood", "fish", "kala", "merenelavat", "fisk", "skaldjur")
        cuisine("ice_cream", "icecream", "jaatelo", "gelato")
        return table
    }()

    /// Cuisine values that count as the asked cuisine too ("tex-mex" for "mexican").
    static let relatedCuisines: [String: Set<String>] = [
        "mexican": ["tex-mex"], "steak_house": ["steak"], "nordic": ["scandinavian"], "japanese": ["noodle", "okinawan"],
        "vegetarian": ["vegan"],
    ]

    /// Two-word phrases, folded and joined by a space.
    static let phrases: [String: Meaning] = [
        "gas station": .category(.gasStation), "petrol station": .category(.gasStation), "ev charger": .category(.evCharger),
        "charging station": .category(.evCharger), "post office": .category(.postOffice), "movie theater": .category(.movieTheater),
        "bus stop": .category(.publicTransport), "fast food": .category(.restaurant), "coffee shop": .category(.cafe),
        "public toilet": .category(.restroom), "public toilets": .category(.restroom), "yleinen vessa": .category(.restroom),
        "yleinen wc": .category(.restroom), "offentlig toalett": .category(.restroom), "market hall": .category(.marketplace),
        "city bike": .feature(["amenity=bicycle_rental"]), "city bikes": .feature(["amenity=bicycle_rental"]),
        "bike rental": .feature(["amenity=bicycle_rental"]), "bicycle rental": .feature(["amenity=bicycle_rental"]),
        "book shop": .feature(["shop=books"]), "book store": .feature(["shop=books"]), "ice cream": .cuisine("ice_cream"),
        "taxi stand": .feature(["amenity=taxi"]), "taxi rank": .feature(["amenity=taxi"]), "train station": .category(.publicTransport),
        "railway station": .category(.publicTransport), "metro station": .category(.publicTransport),
        "tram stop": .category(.publicTransport), "department store": .feature(["shop=department_store"]),
        "shopping centre": .category(.store), "shopping center": .category(.store), "shopping mall": .category(.store),
        "tourist information": .feature(["tourism=information"]), "drinking water": .feature(["amenity=drinking_water"]),
        "cash machine": .category(.atm), "currency exchange": .feature(["amenity=bureau_de_change"]),
    ]

    /// Words people type to mean a category, for query completions ("cof" → "coffee").
    static let completionWords: [String] = {
        Array(Set(words.keys).union(phrases.keys)).filter { $0.count >= 3 }.sorted()
    }()

    /// Words that join a category and a place ("cafe near Stockmann", "kahvila lähellä Kluuvia", "kafé nära Domkyrkan").
    static let nearWords: Set<String> = ["near", "in", "at", "around", "by", "close", "next", "lahella", "luona", "vieressa", "vierella",
                                         "nara", "vid", "bredvid", "intill", "pa"]

    /// Words that carry no name: English, Finnish and Swedish function words and question phrasing ("where can I
    /// buy", "missä on", "var finns"). Dropped from queries unless the query has nothing else.
    static let stopwords: Set<String> = [
        // English
        "the", "a", "an", "of", "where", "can", "i", "buy", "find", "get", "is", "are", "there", "some", "any", "me", "my", "to",
        "for", "nearest", "closest", "nearby", "want", "need", "please", "what", "which", "show", "good", "best", "open", "now", "here",
        "we", "you", "do", "does", "place", "places", "go", "have", "with", "and", "or", "cheap", "around", "local", "public",
        // Finnish
        "missa", "mista", "mihin", "voi", "voin", "ostaa", "osta", "lahin", "lahimmat", "lahimpana", "jossa", "on", "onko", "paras",
        "hyva", "loytyy", "haluan", "tarvitsen", "ja", "tai", "auki", "nyt", "taalla", "lahistolla", "kiitos", "etsi", "hae",
        // Swedish
        "var", "kan", "jag", "kopa", "narmaste", "finns", "det", "en", "ett", "den", "och", "eller", "har", "hitta", "oppen", "nu",
        "nagon", "nagot", "basta", "bra", "vill", "behover", "man",
    ]
}
