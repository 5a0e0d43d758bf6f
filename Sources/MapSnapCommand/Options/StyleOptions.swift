import CommandLineKit

extension StyleCommand {
    static let spec = CommandSpec(
        name: "style",
        usage: ["style check STYLE.json [--data FILE] [--tiles FILE]"],
        summary: "list what of a MapLibre style is not drawn as written",
        description: """
            Reads the style as render does and prints, one per line with its JSON path, every layer type, property, \
            value or expression MapSnap does not draw yet, every sprite it cannot find, every text-font that is not \
            installed and every remote source no local tiles stand in for (render prints the same as one warning; \
            give the --data or --tiles the map is drawn from). Exit 0 when there is nothing to report, 1 when there \
            is, 2 when the style cannot be read.
            """,
        options: [
            OptionSpec("--data", value: "FILE", "the data the map is drawn from, as for render"),
            OptionSpec("--tiles", value: "FILE", "the vector tiles the map is drawn from, as for render"),
            OptionSpec("--source", value: "NAME=FILE", repeats: true, "a local .mbtiles, .pmtiles or TileJSON file for the style's source NAME, as for render"),
        ])
}
