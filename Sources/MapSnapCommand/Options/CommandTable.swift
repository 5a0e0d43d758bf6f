import MapSnapBench
import CommandLineKit

/// Every command of the tool with its spec and entry point: `main` dispatches from it, and `mapsnap --help` and
/// `Docs/cli.md` are made from it.
enum CommandTable {
    /// A command: its spec and what runs it.
    struct Entry: Sendable {
        let spec: CommandSpec
        let run: @Sendable ([String]) throws -> ExitCode
    }

    static let entries: [Entry] = [
        Entry(spec: RenderCommand.spec, run: RenderCommand.run),
        Entry(spec: BatchCommand.spec, run: BatchCommand.run),
        Entry(spec: ServeCommand.spec, run: ServeCommand.run),
        Entry(spec: TilesCommand.spec, run: TilesCommand.run),
        Entry(spec: DiffCommand.spec, run: DiffCommand.run),
        Entry(spec: SearchCommand.spec, run: SearchCommand.run),
        Entry(spec: CompleteCommand.spec, run: CompleteCommand.run),
        Entry(spec: GeocodeCommand.spec, run: GeocodeCommand.run),
        Entry(spec: GeocodeCommand.reverseSpec, run: GeocodeCommand.reverse),
        Entry(spec: RouteCommand.spec, run: RouteCommand.run),
        Entry(spec: PrepareCommand.spec, run: PrepareCommand.run),
        Entry(spec: DataCommand.spec, run: DataCommand.run),
        Entry(spec: IconsCommand.spec, run: IconsCommand.run),
        Entry(spec: SpriteCommand.spec, run: SpriteCommand.run),
        Entry(spec: StyleCommand.spec, run: StyleCommand.run),
        Entry(spec: BenchCommand.spec, run: BenchCommand.run),
    ]

    /// The entry named `name`.
    static func entry(_ name: String) -> Entry? {
        entries.first { $0.spec.name == name }
    }

    /// What every command shares: where data comes from, and the exit codes.
    static let commonNotes = """
        Data: --data FILE (.osm.pbf, .mapsnap, or .mbtiles/.pmtiles vector tiles) on any command, else MAPSNAP_DATA, \
        else the built-in Helsinki extract and world layer (found beside the program; MAPSNAP_RESOURCES names another \
        folder). --tiles FILE (or MAPSNAP_TILES) draws the base map from vector tiles over any data.

        Exit codes: 0 success, 1 images differ, nothing found or no route, 2 bad usage or bad input (one line on \
        stderr names the field and value).
        """

    /// `mapsnap --help`.
    static var mainHelp: String {
        var lines = ["mapsnap: map snapshots from OpenStreetMap data, offline and deterministic.", "", "Usage:"]
        for entry in entries {
            let usage = "  mapsnap " + (entry.spec.usage.first ?? entry.spec.name)
            lines.append(usage)
            lines.append(String(repeating: " ", count: 6) + entry.spec.summary)
        }
        lines.append("")
        lines += CommandSpec.wrap(commonNotes, width: CommandSpec.width)
        lines += ["", "Run 'mapsnap COMMAND --help' for a command's options."]
        return lines.joined(separator: "\n")
    }

    /// `Docs/cli.md`: every command with its usage, description and options (`mapsnap help --markdown`).
    static var markdown: String {
        var sections = ["# The command line", "",
                        "Generated from the option tables in `Sources/MapSnapCommand/Options/` (`mapsnap help --markdown`); a test keeps it current.",
                        "", commonNotes]
        for entry in entries { sections += ["", entry.spec.markdown] }
        return sections.joined(separator: "\n") + "\n"
    }
}
