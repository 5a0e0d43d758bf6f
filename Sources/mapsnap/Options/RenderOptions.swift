extension RenderCommand {
    static let spec = CommandSpec(
        name: "render",
        usage: ["render [SCENE.json] -o OUT.png|.pdf|.svg [options]"],
        summary: "draw a map",
        description: """
            Draws the scene (see Docs/scenes.md) or a map described by flags; flags override the scene. The output is \
            written atomically: on any error no file is left behind, and no output may replace a file the map reads.
            """,
        options: [
            OptionSpec("-o", "--output", value: "PATH", "output file; format from the extension (.png, .pdf, .svg)"),
            OptionSpec("--allow-path", value: "DIR", repeats: true, "let the scene name files in DIR too; by default a scene may only name files inside its own folder"),
            OptionSpec("--format", value: "png|pdf|svg", "output format, overriding the extension"),
            OptionSpec("--center", value: "LAT,LON", "centre of the region"),
            OptionSpec("--span", value: "DLAT,DLON", "region span in degrees (default 0.05,0.05 with --center)"),
            OptionSpec("--size", value: "WxH", "image size in points (default 800x600, or the scene's)"),
            OptionSpec("--scale", value: "N", "pixels per point, 1...6 (default 1)"),
            OptionSpec("--polyline", value: "VALUE", repeats: true, "a line: an encoded polyline, or 'LAT,LON LAT,LON ...'"),
            OptionSpec("--precision", value: "5|6", "precision of encoded polylines (default 5)"),
            OptionSpec("--line-color", value: "COLOR", "colour of --polyline lines (default #007AFF)"),
            OptionSpec("--line-width", value: "N", "width of --polyline lines in points (default 5)"),
            OptionSpec("--geojson", value: "FILE", repeats: true, "draw a GeoJSON file with its simplestyle properties"),
            OptionSpec(flag: "--fit", "fit the map to the overlays instead of --center/--span or the scene's region"),
            OptionSpec("--padding", value: "N", "padding around fitted content, points (default 24)"),
            OptionSpec("--style", value: "NAME|PATH", "base-map style: default, dark, muted, a style JSON file, or none"),
            OptionSpec("--data", value: "FILE", "an .osm.pbf extract, prepared .mapsnap file or .mbtiles/.pmtiles vector tiles (default: the built-in Helsinki data)"),
            OptionSpec("--tiles", value: "FILE", "draw the base map from vector tiles over --data (search and routes use --data)"),
            OptionSpec("--poi", value: "all|none|a,b,…", "points of interest on the base map (categories are built-in icon names)"),
            OptionSpec("--background", value: "COLOR", "background colour (without a base map)"),
            OptionSpec("--attribution", value: "TEXT", "attribution text ('' hides it)"),
            OptionSpec("--png", value: "fast|balanced|small|png8", "PNG encoding: compression effort (default balanced: smaller than Mapnik's png32, several times faster), png8 for an 8-bit palette (2-3x smaller, for thumbnails; combine as png8,small)"),
            OptionSpec("--marker", value: "'LAT,LON,k=v,…'", repeats: true, "a marker; keys: tint, glyph, icon, title, subtitle, selected, callout, cluster, priority"),
            OptionSpec("--layout-json", value: "FILE", "write where every annotation went (pixels at the output scale): drawn, hidden by collision or merged into a cluster, with frames and callouts"),
        ])
}
