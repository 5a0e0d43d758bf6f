/// One option of a command, declared once: parsing reads it by these names (and refuses names not declared), and
/// `--help` and `Docs/cli.md` list it.
public struct OptionSpec: Sendable {
    /// `--name` and any short form (`-o`).
    public let names: [String]
    /// The value's placeholder (`FILE`, `N`); nil for a flag.
    public let value: String?
    /// What it does.
    public let help: String
    /// Whether it may be given more than once (all values are used).
    public let repeats: Bool

    /// An option taking a value.
    public init(_ names: String..., value: String, repeats: Bool = false, _ help: String) {
        self.names = names
        self.value = value
        self.help = help
        self.repeats = repeats
    }

    /// A flag.
    public init(flag name: String, _ help: String) {
        names = [name]
        value = nil
        self.help = help
        repeats = false
    }
}

/// A command of the tool: how it is called, what it does, and its options. Its `--help`, its line in `mapsnap
/// --help` and its section of `Docs/cli.md` are made from this.
public struct CommandSpec: Sendable {
    /// The command's name (`render`).
    public let name: String
    /// Usage lines after `mapsnap ` (the first is the one `mapsnap --help` shows).
    public let usage: [String]
    /// One line for `mapsnap --help`.
    public let summary: String
    /// What the command does, as paragraphs.
    public let description: String
    /// Its options (besides `--help`).
    public let options: [OptionSpec]

    /// A command's spec.
    public init(name: String, usage: [String], summary: String, description: String, options: [OptionSpec]) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.description = description
        self.options = options
    }

    /// The option declared under `name`.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }
}
