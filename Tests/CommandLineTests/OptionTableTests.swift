import Foundation
import MapSnap
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
private let commands = ["render", "batch", "serve", "diff", "search", "complete", "geocode", "reverse", "route", "prepare", "data", "icons", "bench"]

/// Every command's `--help` is made from its option table, and `Docs/cli.md` is what `mapsnap help --markdown`
/// makes of the tables today.
@Test func helpAndTheCommandLineDocumentComeFromTheOptionTables() throws {
    let markdown = try CLI.run(["help", "--markdown"])
    #expect(markdown.status == 0)
    #expect(markdown.stdout == (try String(contentsOfFile: "\(root)/Docs/cli.md", encoding: .utf8)),
            "Docs/cli.md is stale: run .build/debug/mapsnap help --markdown > Docs/cli.md")
    let main = try CLI.run(["--help"])
    for command in commands {
        let help = try CLI.run([command, "--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("mapsnap \(command)"), "\(command)")
        #expect(main.stdout.contains("  mapsnap \(command)"), "\(command) missing from mapsnap --help")
        #expect(markdown.stdout.contains("## `mapsnap \(command)`"), "\(command) missing from Docs/cli.md")
    }
}

/// Every option name the command files read is declared in an option table (reading an undeclared one is an
/// error at run time; this finds it without running every path).
@Test func everyOptionReadIsDeclared() throws {
    let folder = "\(root)/Sources/MapSnapCommand"
    var read = Set<String>()
    var declared = Set<String>()
    let reads = try NSRegularExpression(pattern: #"arguments\.(?:flag|option|options|integer)\(((?:"[^"]+"(?:, )?)+)"#)
    let names = try NSRegularExpression(pattern: #""(-[^"]+)""#)
    let declarations = try NSRegularExpression(pattern: #"OptionSpec\((?:flag: )?((?:"-[^"]+", )+)"#)
    for file in try FileManager.default.subpathsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
        let text = try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
        let whole = NSRange(text.startIndex..., in: text)
        for (expression, into) in [(reads, 0), (declarations, 1)] {
            for match in expression.matches(in: text, range: whole) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let list = String(text[range])
                for name in names.matches(in: list, range: NSRange(list.startIndex..., in: list)) {
                    guard let nameRange = Range(name.range(at: 1), in: list) else { continue }
                    if into == 0 { read.insert(String(list[nameRange])) } else { declared.insert(String(list[nameRange])) }
                }
            }
        }
    }
    read.remove("--")  // render reads "--" + each quick-map name, and declares them from the same list
    declared.formUnion(QuickMapSpec.names.map { "--" + $0 })  // render declares these from QuickMapSpec.parameters
    #expect(read.count > 40)
    #expect(read.subtracting(declared).isEmpty, "read but not declared: \(read.subtracting(declared).sorted())")
}
