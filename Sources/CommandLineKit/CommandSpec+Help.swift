import Foundation

/// `--help` texts and `Docs/cli.md`, made from the command specs.
extension CommandSpec {
    /// Width of the help texts.
    public static let width = 118
    /// Column where option descriptions start.
    public static let column = 26

    /// `mapsnap COMMAND --help`.
    public var helpText: String {
        var lines = usage.map { "mapsnap " + $0 }
        lines.append("")
        lines += CommandSpec.wrap(description, width: CommandSpec.width)
        if !options.isEmpty {
            lines.append("")
            for option in options {
                let left = "  " + option.label
                let text = option.help + (option.repeats ? " (repeatable)" : "")
                let wrapped = CommandSpec.wrap(text, width: CommandSpec.width - CommandSpec.column)
                if left.count + 2 > CommandSpec.column {
                    lines.append(left)
                    lines += wrapped.map { String(repeating: " ", count: CommandSpec.column) + $0 }
                } else {
                    let padding = String(repeating: " ", count: CommandSpec.column - left.count)
                    lines.append(left + padding + (wrapped.first ?? ""))
                    lines += wrapped.dropFirst().map { String(repeating: " ", count: CommandSpec.column) + $0 }
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// This command's section of `Docs/cli.md`.
    public var markdown: String {
        var lines = ["## `mapsnap \(name)`", "", "```", usage.map { "mapsnap " + $0 }.joined(separator: "\n"), "```", "", description]
        if !options.isEmpty {
            lines += ["", "| option | what it does |", "| --- | --- |"]
            for option in options {
                let text = (option.help + (option.repeats ? " (repeatable)" : "")).replacingOccurrences(of: "|", with: "\\|")
                lines.append("| `\(option.label.replacingOccurrences(of: "|", with: "\\|"))` | \(text) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Words wrapped into lines of at most `width` characters; blank lines separate paragraphs, and lines that
    /// start with spaces are kept as they are (examples).
    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.components(separatedBy: "\n") {
            if paragraph.isEmpty || paragraph.hasPrefix(" ") {
                lines.append(paragraph)
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            if !line.isEmpty { lines.append(line) }
        }
        return lines
    }
}

extension OptionSpec {
    /// `-o, --output PATH`.
    public var label: String {
        names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
    }
}
