import CommandLineKit

extension TilesCommand {
    static let spec = CommandSpec(
        name: "tiles",
        usage: ["tiles --bbox WEST,SOUTH,EAST,NORTH --zooms 0-16 -o OUT.mbtiles|DIR [--style NAME|FILE] [--resume] [options]"],
        summary: "raster tiles of an area into MBTiles or a z/x/y folder, for a CDN or an offline app",
        description: """
            Draws every 256-point tile of each zoom that touches the area, 8 × 8 tiles at a time as one image (so tiles \
            meet without seams and a label crossing one is drawn whole on both sides), on every core. OUT ending in \
            .mbtiles is an MBTiles file (image tiles, TMS rows, metadata with bounds and zooms); anything else is a \
            folder of OUT/z/x/y.png (.jpg, .webp) with its metadata in OUT/metadata.json. The number of tiles is said at \
            the start, and on a terminal the time left. Each block of tiles is written whole, so a run stopped at any \
            point is continued with --resume, which draws only the blocks not written yet (another style, data, format \
            or scale than the output's is an error; more zooms or a larger area grow its metadata). An existing OUT \
            without --resume is an error and is left as it is; a folder another run is writing is refused.
            """,
        options: [
            OptionSpec("--bbox", value: "W,S,E,N", "the area: west, south, east, north in degrees (required)"),
            OptionSpec("--zooms", value: "A-B", "the zooms, such as 0-16 or 15 (0...22; required)"),
            OptionSpec("-o", "--output", value: "OUT", "an .mbtiles file, or a folder for z/x/y files (required)"),
            OptionSpec("--style", value: "NAME|PATH", "the style: default, dark, muted or a style JSON file (default: default)"),
            OptionSpec("--source", value: "NAME=FILE", repeats: true, "draw the style's source NAME from a local .mbtiles, .pmtiles or TileJSON file"),
            OptionSpec("--format", value: "png|jpg|webp", "the tiles' format (default png)"),
            OptionSpec("--scale", value: "N", "pixels per point, 1...4: 2 gives 512-pixel tiles for high-density screens (default 1)"),
            OptionSpec("--jobs", value: "N", "threads drawing at once (default: the number of cores)"),
            OptionSpec(flag: "--resume", "continue OUT from an earlier run: draw only the blocks it lacks"),
            OptionSpec("--data", value: "FILE", "data to draw (default: the built-in Helsinki data)"),
            OptionSpec("--tiles", value: "FILE", "vector tiles (.mbtiles/.pmtiles) to draw the base map from"),
            OptionSpec("--cache-mb", value: "N", "decoded vector tiles (or a prepared file's features) kept between blocks, in estimated MB (default 256)"),
        ])
}
