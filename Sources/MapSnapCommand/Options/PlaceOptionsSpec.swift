import CommandLineKit

extension PlaceOptions {
    /// The options every place command reads (`PlaceOptions.read`).
    static let specs: [OptionSpec] = [
        OptionSpec("--near", value: "LAT,LON", "favour results near here (add --span for the region)"),
        OptionSpec("--span", value: "DLAT,DLON", "the region's span with --near (default 0.05,0.05)"),
        OptionSpec("--limit", value: "N", "most results"),
        OptionSpec("--language", value: "CODE", "show names in this language where the data has them (en, sv, …; default: the language of the name the query matched, else the data's name)"),
        OptionSpec(flag: "--json", "an array of items with all fields"),
        OptionSpec("--data", value: "FILE", ".osm.pbf, .mapsnap, or a folder of prepared regions opened as one (default: the built-in Helsinki data)"),
        OptionSpec("--tiles", value: "FILE", "draw maps' base map from vector tiles (.mbtiles/.pmtiles)"),
    ]
}

extension SearchCommand {
    static let spec = CommandSpec(
        name: "search",
        usage: ["search QUERY [--near LAT,LON] [--limit N] [--language CODE] [--json] [--thumbnails DIR]"],
        summary: "find places",
        description: """
            Finds places in the extract and world cities by any name the data has (translations such as "Senatstorget", \
            alternative and old names; typos forgiven), kinds in English, Finnish or Swedish ("pizza", "kahvila", \
            "apotek", "embassy"), addresses either way round ("Aleksanterinkatu 52", "1612 7th St"), districts and \
            squares, and phrasing such as "cafe near Stockmann" or "where can I buy alcohol". Exit 1 when nothing is found.
            """,
        options: PlaceOptions.specs + [
            OptionSpec(flag: "--required-region", "only results inside the --near region"),
            OptionSpec("--thumbnails", value: "DIR", "write one map per result (marker with category glyph, name as title) and index.json"),
            OptionSpec("--size", value: "WxH", "thumbnail size (default 256x256)"),
            OptionSpec("--scale", value: "N", "thumbnail scale (default 2)"),
        ])
}

extension CompleteCommand {
    static let spec = CommandSpec(
        name: "complete",
        usage: ["complete FRAGMENT [--near LAT,LON] [--limit N] [--language CODE] [--json]"],
        summary: "suggestions while typing",
        description: """
            Suggestions as you type: places whose names (in any language) start with what you typed, the last word \
            from its first letter (typos forgiven), and query completions for kinds ("cof" → "coffee") after the best \
            place. Matched characters are shown in [brackets].
            """,
        options: PlaceOptions.specs)
}

extension GeocodeCommand {
    static let spec = CommandSpec(
        name: "geocode",
        usage: ["geocode \"STREET NUMBER\" [--near LAT,LON] [--json]"],
        summary: "address to coordinate",
        description: """
            The address point; when that number is not tagged, a position interpolated between tagged numbers on the \
            same street (marked interpolated). Exit 1 when nothing matches.
            """,
        options: PlaceOptions.specs)

    static let reverseSpec = CommandSpec(
        name: "reverse",
        usage: ["reverse LAT,LON [--json] [--data FILE]"],
        summary: "coordinate to address and place",
        description: "The nearest address (within 100 m), street (200 m), place (1.5 km) and point of interest (50 m).",
        options: [
            OptionSpec(flag: "--json", "the result as one object"),
            OptionSpec("--data", value: "FILE", ".osm.pbf, .mapsnap, or a folder of prepared regions opened as one (default: the built-in Helsinki data)"),
            OptionSpec("--tiles", value: "FILE", "vector tiles for the base map (unused here; accepted like the other commands)"),
        ])
}
