import CommandLineKit
import Geo
import Testing

/// A command with a flag, a value option with an alias, a repeatable option and a whole-number option.
private let spec = CommandSpec(name: "demo", usage: ["demo [OPTIONS] FILE..."], summary: "a demo", description: "A command for the tests.",
                               options: [OptionSpec(flag: "--json", "print JSON"),
                                         OptionSpec("--out", "-o", value: "FILE", "where to write"),
                                         OptionSpec("--source", value: "NAME=FILE", repeats: true, "a source"),
                                         OptionSpec("--jobs", value: "N", "how many at once")])

/// Flags, values (`--name value` and `--name=value`, the last one winning), repeated options in order and positionals
/// are read as written, whatever their order on the line.
@Test func optionsFlagsAndPositionalsAreReadInAnyOrder() throws {
    var arguments = Arguments(["a.json", "--out", "x.png", "--source=one=1.mbtiles", "--json", "-o", "y.png", "--source", "two=2.pmtiles", "b.json",
                               "--jobs", "3"], spec: spec)
    #expect(try arguments.flag("--json"))
    #expect(try arguments.option("--out", "-o") == "y.png")
    #expect(try arguments.options("--source") == ["one=1.mbtiles", "two=2.pmtiles"])
    #expect(try arguments.integer("--jobs", in: 1...8) == 3)
    #expect(try arguments.positionals() == ["a.json", "b.json"])
    var empty = Arguments([], spec: spec)
    #expect(try !empty.flag("--json") && empty.option("--out") == nil && empty.integer("--jobs", in: 1...8) == nil && empty.positionals().isEmpty)
}

/// Bad input is one error naming the option and the value: an option the command does not have, a value missing at
/// the end, a number outside its range or not a number at all. Negative numbers are positionals, not options.
@Test func badArgumentsNameTheOptionAndTheValue() throws {
    func error(_ tokens: [String], _ read: (inout Arguments) throws(MapSnapError) -> Void) -> String? {
        var arguments = Arguments(tokens, spec: spec)
        do throws(MapSnapError) {
            try read(&arguments)
            _ = try arguments.positionals()
            return nil
        } catch {
            return error.description
        }
    }
    #expect(error(["--colour", "red"]) { _ in } == "--colour: unknown option (see --help)")
    #expect(error(["a.json", "--out"]) { (arguments) throws(MapSnapError) in _ = try arguments.option("--out") } == "--out: needs a value")
    #expect(error(["--jobs", "0"]) { (arguments) throws(MapSnapError) in _ = try arguments.integer("--jobs", in: 1...8) }
            == "--jobs: \"0\" is not a whole number in 1...8")
    #expect(error(["--jobs", "many"]) { (arguments) throws(MapSnapError) in _ = try arguments.integer("--jobs", in: 1...8) }
            == "--jobs: \"many\" is not a whole number in 1...8")
    #expect(error(["-3.5", "12"]) { _ in } == nil)
}

/// Reading what the option table does not declare, or a flag as a value, is a defect the parser names (so that
/// parsing and the help made from the table cannot drift apart).
@Test func readingOutsideTheTableIsADefectNamed() {
    var arguments = Arguments(["--json"], spec: spec)
    #expect(throws: MapSnapError.self) { try arguments.flag("--verbose") }
    #expect(throws: MapSnapError.self) { try arguments.option("--json") }
    #expect(throws: MapSnapError.self) { try arguments.flag("--out") }
}

/// NAME=FILE entries split at the first `=`; a missing `=`, a name that is not a plain word, a name given twice and
/// an empty file are each one error naming the option and the entry.
@Test func namedFilesAreNameEqualsFile() throws {
    let pairs = try NamedFiles.parse(["bright=styles/a=b.json", "dark_2=d.json"], option: "--style", kind: "style")
    #expect(pairs.map(\.name) == ["bright", "dark_2"] && pairs.map(\.file) == ["styles/a=b.json", "d.json"])
    func error(_ entries: [String]) -> String? {
        do throws(MapSnapError) {
            _ = try NamedFiles.parse(entries, option: "--style", kind: "style")
            return nil
        } catch {
            return error.description
        }
    }
    #expect(error(["bright"]) == "--style: \"bright\" is not NAME=FILE")
    #expect(error(["a b=x.json"]) == "--style: \"a b\" is not a style name (letters, digits, - and _)")
    #expect(error(["a=x.json", "a=y.json"]) == "--style: \"a\" is given twice; give each style once")
    #expect(error(["a="]) == "--style: a: missing the FILE after =")
}

/// The help is made from the table: every option appears with its value name, wrapped within the width.
@Test func helpListsEveryOptionWithinTheWidth() {
    let text = spec.helpText
    for option in spec.options {
        #expect(text.contains(option.names[0]), "\(option.names[0]) missing from the help")
    }
    #expect(text.contains("--out FILE") || text.contains("-o FILE"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= CommandSpec.width }, "\(text)")
    #expect(spec.markdown.contains("| `--jobs N` |"))
}
