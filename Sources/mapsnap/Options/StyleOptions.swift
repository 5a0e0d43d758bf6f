import CommandLineKit

extension StyleCommand {
    static let spec = CommandSpec(
        name: "style",
        usage: ["style check STYLE.json"],
        summary: "list what of a MapLibre style is not drawn as written",
        description: """
            Reads the style as render does and prints, one per line with its JSON path, every layer type, property, \
            value or expression MapSnap does not draw yet, every sprite it cannot find and every text-font that is \
            not installed (render prints the same as one warning). Exit 0 when there is nothing to report, 1 when \
            there is, 2 when the style cannot be read.
            """,
        options: [])
}
