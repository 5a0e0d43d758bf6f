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
            It reports each phase on standard error (what it made, the time, the memory). The extract's nodes and \
            ways go to temporary files beside the output as they are read (about 2.2 bytes per byte of the extract, on \
            disk, gone when it ends) and are mapped back, so its memory is mostly what one product's build holds: \
            1.5 GB for a 610 MB extract, 0.8 GB for a 174 MB one.
            """,
        options: [
            OptionSpec("-o", "--output", value: "PATH", "the prepared file (written atomically)"),
            OptionSpec("--only", value: "LIST", "write only these of render (base-map features), search (places), car, walk, bike (road graphs): a smaller file, prepared sooner; a command needing what was left out says so (default: all)"),
            OptionSpec("--bbox", value: "W,S,E,N", "prepare only this part of the extract (degrees), cut as osmium extract --bbox cuts by default (complete ways): the nodes inside, every way with a node inside whole, the relations with a member among them"),
            OptionSpec("--memory", value: "SIZE", "the memory to stay within (2G, 1500M; default 2G): products are built side by side (one per core) only while what they are expected to need fits, else one at a time, and the mapped extract's pages are let go whenever the process passes three quarters of SIZE; one product's own build is not made smaller by it"),
            OptionSpec(flag: "--info", "print the summary of an existing prepared file instead"),
            OptionSpec(flag: "--world", "write the world layer (countries, lakes, borders, cities) of the built-in data in binary form instead (Scripts/fixtures/make-world-data runs it)"),
        ])
}
