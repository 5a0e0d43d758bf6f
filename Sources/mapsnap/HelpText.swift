/// The `--help` texts.
enum HelpText {
    static let main = """
    mapsnap: map snapshots from OpenStreetMap data, offline and deterministic.

    Usage:
      mapsnap render [SCENE.json] -o OUT.png|.pdf|.svg [options]   draw a map
      mapsnap batch JOBS.jsonl --out-dir DIR [--jobs N] [--shard I/N] [--resume]   many maps, data opened once
      mapsnap serve [--host 127.0.0.1] [--port 8080] [--threads N]   static maps, search and routes over HTTP
      mapsnap diff A.png B.png [--tolerance T] [--diff-out D.png]   compare images (exit 0 same, 1 differ)
      mapsnap search QUERY [--near LAT,LON] [--limit N] [--language CODE] [--json] [--thumbnails DIR]   find places
      mapsnap complete FRAGMENT [--near LAT,LON] [--json]            suggestions while typing
      mapsnap geocode "STREET NUMBER" [--json]                       address to coordinate
      mapsnap reverse LAT,LON [--json]                               coordinate to address and place
      mapsnap route --from PLACE --to PLACE [--via PLACE] [--transport automobile|walking|cycling] [-o route.png]
      mapsnap prepare EXTRACT.osm.pbf -o CITY.mapsnap               prepare an extract once; then --data CITY.mapsnap
      mapsnap data [--data FILE]                                    which data the commands use, and where it was found
      mapsnap icons [-o SHEET.png] [--scale N]                      list the built-in icons, or draw their contact sheet
      mapsnap bench [--runs N]                                      print the benchmark table

    Data: --data FILE (.osm.pbf, .mapsnap, or .mbtiles/.pmtiles vector tiles) on any command, else MAPSNAP_DATA,
    else the built-in Helsinki extract and world layer (found beside the program; MAPSNAP_RESOURCES names another
    folder). --tiles FILE (or MAPSNAP_TILES) draws the base map from vector tiles over any data.

    Run 'mapsnap COMMAND --help' for a command's options.
    Exit codes: 0 success, 1 images differ, nothing found or no route, 2 bad usage or bad input (one line on stderr
    names the field and value).
    """

    static let batch = """
    mapsnap batch JOBS.jsonl --out-dir DIR [options]

    Draws every job of a JSON Lines manifest, one job per line:
      {"output": "thumbs/kamppi.png", "scene": {"size": "256x256", "scale": 2, "search": {"query": "Kamppi"}}}
      {"output": "maps/route.pdf", "scene": "scenes/route.json"}
    A scene is inline or a scene file (relative to the manifest's folder); the output path is relative to DIR and
    its extension picks the format. The data is opened once and shared; jobs run on every core. Each output is
    written atomically, and DIR/report.jsonl gets one line per finished job (status ok, error with the field and
    value, or skipped; milliseconds, bytes, scene hash). A failing job never stops the others. Exit 0 when every
    job succeeded, 1 when some failed (listed, and named in the report), 2 for a bad manifest or option (then
    nothing is drawn).
      --out-dir DIR      output folder (created if missing)
      --jobs N           threads drawing at once (default: the number of cores)
      --shard I/N        only jobs I, I+N, I+2N, … (0 <= I < N), so N machines split one manifest; the report
                         is DIR/report.shard-I-of-N.jsonl
      --resume           keep outputs an earlier run finished whose scene hash still matches; draw the rest
      --data FILE        data for scenes without their own "data" (default: the built-in Helsinki data)
      --tiles FILE       vector tiles (.mbtiles/.pmtiles) for the base map of scenes without their own "tiles"
      --allow-path DIR   let scenes name files in DIR too (repeatable)
    """

    static let serve = """
    mapsnap serve [options]

    Serves maps and places over HTTP until SIGTERM or SIGINT (then it stops accepting, finishes the requests in
    flight and exits 0). Endpoints (errors are JSON {"error": {"field", "message"}} with status 400, 404 or 405):
      GET  /v1/static?center=LAT,LON&span=DLAT,DLON&size=WxH&scale=2&style=dark&marker=LAT,LON,tint=#007AFF,glyph=K
                      &polyline=…&format=png|pdf|svg     the quick-map grammar of mapsnap render (no files)
      POST /v1/render[?format=…]                        a scene as the JSON body
      GET  /v1/search?q=…[&near=LAT,LON&span=…&limit=N&language=CODE]   /v1/complete?q=…   /v1/geocode?q=…
      GET  /v1/reverse?at=LAT,LON   /v1/route?from=PLACE&to=PLACE[&via=PLACE&transport=walking&alternatives=true]
      GET  /healthz   /metrics (Prometheus text)
    Images carry an ETag (304 on If-None-Match) and Cache-Control; a body above --max-body gets 413, an image
    above --max-pixels 400, and a map that waits more than --render-wait seconds for one of the --max-renders
    drawing slots 503 with Retry-After.
      --host ADDRESS     IPv4 address to listen on (default 127.0.0.1)
      --port N           port (default 8080; 0 picks a free one, printed on start)
      --threads N        connection threads (default: twice the cores, at least 4)
      --max-renders N    maps drawn at once (default: the number of cores)
      --render-wait S    seconds a map may wait for a drawing slot (default 5; 0: answer 503 at once when busy)
      --max-pixels N     largest image, width x height x scale^2 (default 16777216)
      --max-body BYTES   largest request body (default 1048576)
      --data FILE        .osm.pbf or .mapsnap (default: the built-in Helsinki data)
      --tiles FILE       draw base maps from vector tiles (.mbtiles/.pmtiles); search and routes use --data
    """

    static let render = """
    mapsnap render [SCENE.json] -o OUT [options]

    Draws the scene (see README "Scene files") or a map described by flags; flags override the scene.
    The output is written atomically: on any error no file is left behind.

      -o, --output PATH        output file; format from the extension (.png, .pdf, .svg)
      --allow-path DIR         let the scene name files in DIR too (repeatable); by default a scene may only
                               name files inside its own folder
      --format png|pdf|svg     output format, overriding the extension
      --center LAT,LON         centre of the region
      --span DLAT,DLON         region span in degrees (default 0.05,0.05 with --center)
      --size WxH               image size in points (default 800x600, or the scene's)
      --scale N                pixels per point, 1...6 (default 1)
      --polyline VALUE         a line: an encoded polyline, or 'LAT,LON LAT,LON ...' (repeatable)
      --precision 5|6          precision of encoded polylines (default 5)
      --line-color COLOR       colour of --polyline lines (default #007AFF)
      --line-width N           width of --polyline lines in points (default 5)
      --geojson FILE           draw a GeoJSON file with its simplestyle properties (repeatable)
      --fit                    fit the map to the overlays instead of --center/--span or the scene's region
      --padding N              padding around fitted content, points (default 24)
      --style NAME|PATH        base-map style: default, dark, muted, a style JSON file, or none
      --data FILE              .osm.pbf extract, prepared .mapsnap file or .mbtiles/.pmtiles vector tiles (default:
                               the built-in Helsinki data)
      --tiles FILE             draw the base map from vector tiles over --data (search and routes use --data)
      --poi all|none|a,b,…     points of interest on the base map (categories are built-in icon names)
      --background COLOR       background colour (without a base map)
      --attribution TEXT       attribution text ('' hides it)
      --png fast|balanced|small|png8
                               PNG encoding: compression effort (default balanced: smaller than Mapnik's png32,
                               several times faster), png8 for an 8-bit palette (2-3x smaller, for thumbnails;
                               combine as png8,small)
      --marker 'LAT,LON,k=v,…' a marker (repeatable); keys: tint, glyph, icon, title, subtitle, selected,
                               callout, cluster, priority
      --layout-json FILE       write where every annotation went (pixels at the output scale): drawn,
                               hidden by collision or merged into a cluster, with frames and callouts
    """

    static let diff = """
    mapsnap diff A.png B.png [--tolerance T] [--max-differing F] [--diff-out D.png]

    Compares decoded pixels. Exit 0 when the images match, 1 when they differ, 2 on bad input.
      --tolerance T        largest per-channel difference (0...255) that still counts as equal (default 0)
      --max-differing F    fraction of pixels (0...1) allowed to differ beyond the tolerance (default 0)
      --diff-out PATH      write a diff image: A faded to grey, differing pixels red
    """

    static let bench = """
    mapsnap bench [--runs N] [--large FILE.mapsnap] [--only large|markers|search|routing|png|thumbnails]
    mapsnap bench --scene SCENE.json [--data FILE] [--runs N] [--json]

    Runs the benchmarks (use a release build: swift build -c release) and prints median and p99 per row.
      --runs N        repetitions per benchmark (default 50)
      --large FILE    a city-sized prepared file for the large rows (default output/large-8x8.mapsnap, used
                      when present; make it with Scripts/make-large-extract 8 and mapsnap prepare)
      --only large    run only the large rows; --only markers: only the many-markers rows, search, routing, png or thumbnails: only those rows
      --scene FILE    time one scene in-process instead: whole PNG, drawing, layout and encoding, and the PNG's size
                      (--json prints them as one object; Scripts/bench-peers compares them with Mapnik)
    """

    static let icons = """
    mapsnap icons [--list] [-o SHEET.png] [--scale N]

    Without -o, prints the names of the built-in icons (usable as glyphImage, selectedGlyphImage,
    image and callout accessories). With -o, draws them all at 20 pt (white on a marker-red badge)
    and 40 pt with their names into a PNG (default scale 2).
    """

    static let search = """
    mapsnap search QUERY [options]

    Finds places in the extract and world cities by any name the data has (translations such as "Senatstorget",
    alternative and old names; typos forgiven), kinds in English, Finnish or Swedish ("pizza", "kahvila", "apotek",
    "embassy"), addresses either way round ("Aleksanterinkatu 52", "1612 7th St"), districts and squares, and
    phrasing such as "cafe near Stockmann" or "where can I buy alcohol". Exit 1 when nothing is found.
      --near LAT,LON         favour results near here (add --span DLAT,DLON for the region; default 0.05,0.05)
      --required-region      only results inside the --near region
      --limit N              most results (default 10)
      --language CODE        show names in this language where the data has them (en, sv, …; default: the
                             language of the name the query matched, else the data's name)
      --json                 an array of items with all fields
      --data FILE            .osm.pbf or .mapsnap (default: the built-in Helsinki data)
      --tiles FILE           draw the thumbnails' base map from vector tiles (.mbtiles/.pmtiles)
      --thumbnails DIR       write one map per result (marker with category glyph, name as title) and index.json
      --size WxH, --scale N  thumbnail size (default 256x256) and scale (default 2)
    """

    static let complete = """
    mapsnap complete FRAGMENT [--near LAT,LON] [--limit N] [--language CODE] [--json]

    Suggestions as you type: places whose names (in any language) start with what you typed, the last word
    from its first letter (typos forgiven), and query completions for kinds ("cof" → "coffee") after the best
    place. Matched characters are shown in [brackets].
    """

    static let geocode = """
    mapsnap geocode "STREET NUMBER" [--near LAT,LON] [--json]

    The address point; when that number is not tagged, a position interpolated between tagged numbers on the
    same street (marked interpolated). Exit 1 when nothing matches.
    """

    static let reverse = """
    mapsnap reverse LAT,LON [--json] [--data FILE]

    The nearest address (within 100 m), street (200 m), place (1.5 km) and point of interest (50 m).
    """

    static let route = """
    mapsnap route --from PLACE --to PLACE [options]

    Directions over the extract's roads (speeds, turn costs and access after OSRM's car, foot and bicycle profiles).
    PLACE is LAT,LON or text to search for ("Kamppi", "Ateneum"). Exit 1 when the roads do not connect the places.
      --via PLACE              a stop on the way (repeatable, in order)
      --transport TYPE         automobile (default), walking or cycling
      --alternatives           also look for meaningfully different routes
      --language en|fi         instruction language (default en)
      --json                   routes with steps, maneuvers and encoded polylines
      --precision 5|6          precision of the encoded polylines (default 5)
      --geojson                routes as a GeoJSON FeatureCollection
      -o FILE.png|pdf|svg      draw the route on the base map (fitted), --size WxH (800x600), --scale N (2),
                               --style NAME, --steps (a dot at every maneuver)
      --data FILE              .osm.pbf or .mapsnap (default: the built-in Helsinki data)
      --tiles FILE             draw the route's base map from vector tiles (.mbtiles/.pmtiles)
    """

    static let prepare = """
    mapsnap prepare EXTRACT.osm.pbf -o CITY.mapsnap

    Reads an OpenStreetMap extract once and writes everything the other commands build from it (base-map
    features with their spatial index, the place index with the world cities, road graphs for driving, walking
    and cycling) into one versioned file. Commands given --data CITY.mapsnap map it into memory instead of
    parsing: the same pixels and answers, in milliseconds. The format is described in Docs/prepared-format.md.

      -o, --output PATH   the prepared file (written atomically)
      --info              print the summary of an existing prepared file instead (mapsnap prepare --info FILE)
      --world             write the world layer (countries, lakes, borders, cities) of the built-in data in binary
                          form instead (mapsnap prepare --world -o world.mapsnap; Scripts/make-world-data runs it)
    """

    static let data = """
    mapsnap data [--data FILE] [--tiles FILE] [--geojson LAYER]

    Prints the data the other commands use (the file, and whether it is an extract, prepared or vector tiles), where
    the world layer comes from, and a prepared file's summary. Without --data: MAPSNAP_DATA, else the built-in data
    found beside the program (PREFIX/share/mapsnap when installed) or in MAPSNAP_RESOURCES.

      --tiles FILE       vector tiles (.mbtiles or .pmtiles) the base map is drawn from
      --geojson LAYER    print the base map's features of one layer (water, transportation, poi, …) over the data's
                         extent as a GeoJSON FeatureCollection instead, attributes as properties
    """
}
