import CommandLineKit
import MapSnap

extension RenderCommand {
    static let spec = CommandSpec(
        name: "render",
        usage: ["render [SCENE.json] -o OUT.png|.pdf|.svg|.jpg|.webp [options]"],
        summary: "draw a map",
        description: """
            Draws the scene (see Docs/scenes.md) or a map described by flags; flags override the scene. The output is \
            written atomically: on any error no file is left behind, and no output may replace a file the map reads. \
            Warnings go to stderr and leave the exit status alone: what of the style is not drawn yet (as style check \
            lists it), and once, a map reaching past the data its base map is drawn from, with the data's bounds, the \
            map's and what is drawn beyond the data (the world layer, or a style's background); not for a map zoomed \
            out to where the world layer is the map (MapLibre zoom below 8), nor for a style of raster tiles alone.
            """,
        options: [
            OptionSpec("-o", "--output", value: "PATH", "output file; format from the extension (.png, .pdf, .svg, .jpg or .jpeg, .webp)"),
            OptionSpec("--allow-path", value: "DIR", repeats: true, "let the scene name files in DIR too; by default a scene may only name files inside its own folder"),
            OptionSpec("--format", value: "png|pdf|svg|jpeg|webp", "output format, overriding the extension"),
            OptionSpec("--data", value: "FILE", "an .osm.pbf extract, prepared .mapsnap file (or a folder of them, one per region, opened as one) or .mbtiles/.pmtiles vector tiles (default: the built-in Helsinki data)"),
            OptionSpec("--tiles", value: "FILE", "draw the base map from vector tiles over --data (search and routes use --data)"),
            OptionSpec("--source", value: "NAME=FILE", repeats: true, "draw the style's source NAME from a local .mbtiles, .pmtiles or TileJSON file (a MapLibre style's remote sources)"),
            OptionSpec("--alt-text", value: "FILE", "write one or two sentences saying what the map shows (where, how much ground, what is drawn), for a screen reader or an alt attribute"),
            OptionSpec("--layout-json", value: "FILE", "write where every annotation went (pixels at the output scale): drawn, hidden by collision or merged into a cluster, with frames and callouts"),
        ] + QuickMapSpec.parameters.map { parameter in
            parameter.value.map { OptionSpec("--" + parameter.name, value: $0, repeats: parameter.repeats, parameter.help) }
                ?? OptionSpec(flag: "--" + parameter.name, parameter.help)
        })
}
