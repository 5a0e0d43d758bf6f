import CommandLineKit

extension SpriteCommand {
    static let spec = CommandSpec(
        name: "sprite",
        usage: ["sprite ICONS_DIR -o BASE"],
        summary: "build a MapLibre sprite sheet from a folder of SVG icons",
        description: """
            Draws every .svg in ICONS_DIR at its own size into BASE.png with its index BASE.json, and at twice the \
            size into BASE@2x.png and BASE@2x.json, the files a style's "sprite": "BASE" names (image names are the \
            file names without .svg). All four are written, or none.
            """,
        options: [
            OptionSpec("-o", "--output", value: "BASE", "path of the sheets without .png/.json (required)"),
        ])
}
