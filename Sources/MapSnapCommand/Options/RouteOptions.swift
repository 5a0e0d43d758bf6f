import CommandLineKit

extension RouteCommand {
    static let spec = CommandSpec(
        name: "route",
        usage: ["route --from PLACE --to PLACE [--via PLACE] [--transport automobile|walking|cycling] [-o route.png]"],
        summary: "directions between places",
        description: """
            Directions over the extract's roads (speeds, turn costs and access after OSRM's car, foot and bicycle \
            profiles). PLACE is LAT,LON or text to search for ("Kamppi", "Ateneum"). Exit 1 when the roads do not \
            connect the places.
            """,
        options: [
            OptionSpec("--from", value: "PLACE", "where the route starts"),
            OptionSpec("--to", value: "PLACE", "where it ends"),
            OptionSpec("--via", value: "PLACE", repeats: true, "a stop on the way, in order"),
            OptionSpec("--transport", value: "TYPE", "automobile (default), walking or cycling"),
            OptionSpec(flag: "--alternatives", "also look for meaningfully different routes"),
            OptionSpec("--language", value: "en|fi", "instruction language (default en)"),
            OptionSpec(flag: "--json", "routes with steps, maneuvers and encoded polylines"),
            OptionSpec("--precision", value: "5|6", "precision of the encoded polylines (default 5)"),
            OptionSpec(flag: "--geojson", "routes as a GeoJSON FeatureCollection"),
            OptionSpec("-o", "--output", value: "FILE", "draw the route on the base map, fitted (.png, .pdf, .svg, .jpg or .webp)"),
            OptionSpec("--size", value: "WxH", "size of the drawn route (default 800x600)"),
            OptionSpec("--scale", value: "N", "scale of the drawn route (default 2)"),
            OptionSpec("--style", value: "NAME", "style of the drawn route's base map"),
            OptionSpec(flag: "--steps", "draw a dot at every maneuver"),
            OptionSpec("--data", value: "FILE", ".osm.pbf, .mapsnap, or a folder of prepared regions opened as one (default: the built-in Helsinki data)"),
            OptionSpec("--tiles", value: "FILE", "draw the route's base map from vector tiles (.mbtiles/.pmtiles)"),
        ])
}
