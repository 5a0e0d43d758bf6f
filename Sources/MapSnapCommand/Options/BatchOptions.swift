import CommandLineKit

extension BatchCommand {
    static let spec = CommandSpec(
        name: "batch",
        usage: ["batch JOBS.jsonl --out-dir DIR [--jobs N] [--shard I/N] [--resume] [options]"],
        summary: "many maps, data opened once",
        description: """
            Draws every job of a JSON Lines manifest, one job per line:
              {"output": "thumbs/kamppi.png", "scene": {"size": "256x256", "scale": 2, "search": {"query": "Kamppi"}}}
              {"output": "maps/route.pdf", "scene": "scenes/route.json"}
            A scene is inline or a scene file (relative to the manifest's folder); the output path is relative to DIR and \
            its extension picks the format. The data is opened once and shared; jobs run on every core. Each output is \
            written atomically, and DIR/report.jsonl gets one line per finished job (status ok, error with the field and \
            value, or skipped; milliseconds, bytes, scene hash). A failing job never stops the others. Exit 0 when every \
            job succeeded, 1 when some failed (listed, and named in the report), 2 for a bad manifest or option (then \
            nothing is drawn).
            """,
        options: [
            OptionSpec("--out-dir", value: "DIR", "output folder (created if missing)"),
            OptionSpec("--jobs", value: "N", "threads drawing at once (default: the number of cores)"),
            OptionSpec("--shard", value: "I/N", "only jobs I, I+N, I+2N, … (0 <= I < N), so N machines split one manifest; the report is DIR/report.shard-I-of-N.jsonl"),
            OptionSpec(flag: "--resume", "keep outputs an earlier run finished whose scene hash still matches; draw the rest"),
            OptionSpec("--data", value: "FILE", "data for scenes without their own \"data\" (default: the built-in Helsinki data)"),
            OptionSpec("--tiles", value: "FILE", "vector tiles (.mbtiles/.pmtiles) for the base map of scenes without their own \"tiles\""),
            OptionSpec("--allow-path", value: "DIR", repeats: true, "let scenes name files in DIR too"),
            OptionSpec("--cache-mb", value: "N", "decoded vector tiles (or a prepared file's features) kept for the next jobs, per file, in estimated MB (default 256; 0 keeps none; a decoded zoom-14 tile of a city is about 2.5 MB; styles and tile files are read once either way)"),
        ])
}
