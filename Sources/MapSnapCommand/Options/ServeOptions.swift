import CommandLineKit

extension ServeCommand {
    static let spec = CommandSpec(
        name: "serve",
        usage: ["serve [--host 127.0.0.1] [--port 8080] [--threads N] [options]"],
        summary: "static maps, search and routes over HTTP",
        description: """
            Serves maps and places over HTTP until SIGTERM, SIGINT or SIGHUP (then it stops accepting, finishes the \
            requests in flight and exits 0). GET / is the search page, which lists every endpoint; Docs/http-api.md \
            describes them. Errors are JSON {"error": {"field", "message"}} with status 400, 404 or 405. Images carry an \
            ETag (304 on If-None-Match) and Cache-Control; a body above --max-body gets 413, an image above --max-pixels \
            400 (raster tiles are drawn in blocks of fewer tiles to stay within it), and a map that waits more than \
            --render-wait seconds for one of the --max-renders drawing slots 503 with Retry-After. The data is read again \
            when its files change on disk (write beside and rename to update it).
            """,
        options: [
            OptionSpec("--host", value: "ADDRESS", "IPv4 address to listen on (default 127.0.0.1)"),
            OptionSpec("--port", value: "N", "port (default 8080; 0 picks a free one, printed on start)"),
            OptionSpec("--threads", value: "N", "connection threads (default: twice the cores, at least 4)"),
            OptionSpec("--max-renders", value: "N", "maps drawn at once (default: the number of cores)"),
            OptionSpec("--render-wait", value: "S", "seconds a map may wait for a drawing slot (default 5; 0: answer 503 at once when busy)"),
            OptionSpec("--max-pixels", value: "N", "largest image or tile block drawn, width x height x scale^2 (default 16777216)"),
            OptionSpec("--max-scale", value: "N", "largest scale of an image or tile, 1 to 4 (default 4; a config's maxScaleFactor)"),
            OptionSpec("--max-body", value: "BYTES", "largest request body (default 1048576)"),
            OptionSpec("--cache-mb", value: "N", "decoded vector tiles (or a prepared file's features) kept between requests, per file, in estimated MB (default 256; 0 keeps none; a decoded zoom-14 tile of a city is about 2.5 MB; reported by /metrics)"),
            OptionSpec("--tile-cache-mb", value: "N", "encoded raster tiles kept for the next requests, in MB (default 64, about 2,000 city tiles; at least 1)"),
            OptionSpec("--data", value: "FILE", ".osm.pbf, .mapsnap, or a folder of prepared regions opened as one (default: the built-in Helsinki data)"),
            OptionSpec("--tiles", value: "FILE", "draw base maps from vector tiles (.mbtiles/.pmtiles); search and routes use --data"),
            OptionSpec("--style", value: "NAME=FILE", repeats: true, "serve a style file (a MapLibre style or MapSnap's) as style=NAME on /v1/static; read and checked at start"),
            OptionSpec("--config", value: "FILE", "tileserver-gl's config.json: its styles, data (the first draws the base maps unless --data or --tiles is given; mbtiles://{id} sources draw from theirs), options.paths, maxSize and maxScaleFactor"),
        ])
}
