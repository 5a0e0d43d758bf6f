/// One option of a command, declared once: parsing reads it by these names (and refuses names not declared), and
/// `--help` and `Docs/cli.md` list it.
struct OptionSpec: Sendable {
    /// `--name` and any short form (`-o`).
    let names: [String]
    /// The value's placeholder (`FILE`, `N`); nil for a flag.
    let value: String?
    /// What it does.
    let help: String
    /// Whether it may be given more than once (all values are used).
    let repeats: Bool

    /// An option taking a value.
    init(_ names: String..., value: String, repeats: Bool = false, _ help: String) {
        self.names = names
        self.value = value
        self.help = help
        self.repeats = repeats
    }

    /// A flag.
    init(flag name: String, _ help: String) {
        names = [name]
        value = nil
        self.help = help
        repeats = false
    }
}

/// A command of the tool: how it is called, what it does, and its options. Its `--help`, its line in `mapsnap
/// --help` and its section of `Docs/cli.md` are made from this.
struct CommandSpec: Sendable {
    /// The command's name (`render`).
    let name: String
    /// Usage lines after `mapsnap ` (the first is the one `mapsnap --help` shows).
    let usage: [String]
    /// One line for `mapsnap --help`.
    let summary: String
    /// What the command does, as paragraphs.
    let description: String
    /// Its options (besides `--help`).
    let options: [OptionSpec]

    /// The option declared under `name`.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }
}
