extension BenchCommand {
    /// The option table of `mapsnap bench`.
    public static let spec = CommandSpec(
        name: "bench",
        usage: ["bench [--runs N] [--large FILE.mapsnap] [--only large|markers|search|routing|png|thumbnails]",
                "bench --scene SCENE.json [--data FILE] [--runs N] [--json]",
                "bench --regions FOLDER --data WHOLE.mapsnap"],
        summary: "print the benchmark table",
        description: "Runs the benchmarks (use a release build: swift build -c release) and prints median and p99 per row.",
        options: [
            OptionSpec("--runs", value: "N", "repetitions per benchmark (default 50)"),
            OptionSpec("--large", value: "FILE", "a city-sized prepared file for the large rows (default output/large-8x8.mapsnap, used when present; make it with Scripts/fixtures/make-large-extract 8 and mapsnap prepare)"),
            OptionSpec("--only", value: "ROWS", "run only some rows: large, markers, search, routing, png or thumbnails"),
            OptionSpec("--scene", value: "FILE", "time one scene in-process instead: whole PNG, drawing, layout and encoding, and the PNG's size (Scripts/bench/bench-peers compares them with Mapnik)"),
            OptionSpec("--data", value: "FILE", "the data for --scene (default: the scene's, else the built-in data); with --regions, the whole area's prepared file"),
            OptionSpec("--regions", value: "FOLDER", "compare prepared regions opened as one with the whole area's file (--data): 200 random searches and 200 random routes, how many give the same answers"),
            OptionSpec(flag: "--json", "with --scene, print the figures as one JSON object"),
        ])
}

import CommandLineKit