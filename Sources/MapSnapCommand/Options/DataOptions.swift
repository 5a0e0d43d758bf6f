import CommandLineKit

extension DataCommand {
    static let spec = CommandSpec(
        name: "data",
        usage: ["data [--data FILE] [--tiles FILE] [--geojson LAYER]"],
        summary: "which data the commands use, and where it was found",
        description: """
            Prints the data the other commands use (the file, and whether it is an extract, prepared or vector tiles), \
            where the world layer comes from, and a prepared file's summary. Without --data: MAPSNAP_DATA, else the \
            built-in data found beside the program (PREFIX/share/mapsnap when installed) or in MAPSNAP_RESOURCES.
            """,
        options: [
            OptionSpec("--data", value: "FILE", "an extract, prepared file (or a folder of them), or vector tiles"),
            OptionSpec("--tiles", value: "FILE", "vector tiles (.mbtiles or .pmtiles) the base map is drawn from"),
            OptionSpec("--geojson", value: "LAYER", "print the base map's features of one layer (water, transportation, poi, …) over the data's extent as a GeoJSON FeatureCollection instead, attributes as properties"),
        ])
}
