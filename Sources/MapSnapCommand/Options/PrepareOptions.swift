import CommandLineKit

extension PrepareCommand {
    static let spec = CommandSpec(
        name: "prepare",
        usage: ["prepare EXTRACT.osm.pbf -o CITY.mapsnap [--only render,search,car,walk,bike] [--bbox W,S,E,N] [--memory 2G]", "prepare --info CITY.mapsnap",
                "prepare --world -o world.mapsnap"],
        summary: "prepare an extract once; then --data CITY.mapsnap",
        description: """
            Reads an OpenStreetMap extract once and writes everything the other commands build from it (base-map \
            features with their spatial index, the place index with the world cities, road graphs for driving, walking \
            and cycling) into one versioned file. Commands given --data CITY.mapsnap map it into memory instead of \
            parsing: the same pixels and answers, in milliseconds. The format is described in Docs/prepared-format.md. \
            It reports each phase on standard error (what it made, the time, the memory); its memory grows with the \
            extract, about 4 to 6.5 bytes per byte of it at the peak (3.8 for a 610 MB extract).
            """,
        options: [
            OptionSpec("-o", "--output", value: "PATH", "the prepared file (written atomically)"),
            OptionSpec("--only", value: "LIST", "write only these of render (base-map features), search (places), car, walk, bike (road graphs): a smaller file, prepared sooner; a command needing what was left out says so (default: all)"),
            OptionSpec("--bbox", value: "W,S,E,N", "prepare only this part of the extract (degrees), cut as osmium extract --bbox cuts by default (complete ways): the nodes inside, every way with a node inside whole, the relations with a member among them"),
            OptionSpec("--memory", value: "SIZE", "build products side by side (one per core) only while the memory in use and what they are expected to need stay within SIZE (2G, 1500M; default 2G), else one at a time; the peak is at least the extract's memory and one product's, whatever SIZE says"),
            OptionSpec(flag: "--info", "print the summary of an existing prepared file instead"),
            OptionSpec(flag: "--world", "write the world layer (countries, lakes, borders, cities) of the built-in data in binary form instead (Scripts/fixtures/make-world-data runs it)"),
        ])
}
