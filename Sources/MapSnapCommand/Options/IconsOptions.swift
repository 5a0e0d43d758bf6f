import CommandLineKit

extension IconsCommand {
    static let spec = CommandSpec(
        name: "icons",
        usage: ["icons [--list] [-o SHEET.png] [--scale N]"],
        summary: "list the built-in icons, or draw their contact sheet",
        description: """
            Without -o, prints the names of the built-in icons (usable as glyphImage, selectedGlyphImage, image and \
            callout accessories). With -o, draws them all at 20 pt (white on a marker-red badge) and 40 pt with their \
            names into a PNG.
            """,
        options: [
            OptionSpec(flag: "--list", "print the names (the default without -o)"),
            OptionSpec("-o", "--output", value: "PATH", "draw the contact sheet into this PNG"),
            OptionSpec("--scale", value: "N", "pixels per point of the sheet (default 2)"),
        ])
}
