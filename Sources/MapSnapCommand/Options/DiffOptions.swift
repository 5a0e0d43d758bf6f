import CommandLineKit

extension DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        usage: ["diff A.png B.png [--tolerance T] [--max-differing F] [--diff-out D.png]"],
        summary: "compare images (exit 0 same, 1 differ)",
        description: "Compares decoded pixels. Exit 0 when the images match, 1 when they differ, 2 on bad input.",
        options: [
            OptionSpec("--tolerance", value: "T", "largest per-channel difference (0...255) that still counts as equal (default 0)"),
            OptionSpec("--max-differing", value: "F", "fraction of pixels (0...1) allowed to differ beyond the tolerance (default 0)"),
            OptionSpec("--diff-out", value: "PATH", "write a diff image: A faded to grey, differing pixels red"),
        ])
}
