import CommandLineKit
import Foundation
import Geo
import MapSnap

let arguments = Array(CommandLine.arguments.dropFirst())
// An interrupted run removes its temporaries (outputs are renamed into place only when complete); the server
// handles the signals itself, to stop gracefully.
let signalSources = arguments.first == "serve" ? [] : TemporaryFiles.removeOnSignals()
func printError(_ message: String) {
    FileHandle.standardError.write(Data("mapsnap: error: \(message)\n".utf8))
}

guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
    print(arguments.dropFirst().first == "--markdown" ? CommandTable.markdown : CommandTable.mainHelp, terminator: arguments.dropFirst().first == "--markdown" ? "" : "\n")
    exit(arguments.isEmpty ? ExitCode.badInput.rawValue : ExitCode.success.rawValue)
}
guard let entry = CommandTable.entry(name) else {
    printError("command: unknown command \"\(name)\" (one of: \(CommandTable.entries.map(\.spec.name).sorted().joined(separator: ", ")); see mapsnap --help)")
    exit(ExitCode.badInput.rawValue)
}
let tokens = Array(arguments.dropFirst())
if tokens.contains("--help") || tokens.contains("-h") {
    print(entry.spec.helpText)
    exit(ExitCode.success.rawValue)
}
do {
    exit(try entry.run(tokens).rawValue)
} catch let error as MapSnapError {
    printError(error.description)
    exit(error.isNotFound ? ExitCode.negative.rawValue : ExitCode.badInput.rawValue)
} catch {
    printError("\(error)")
    exit(ExitCode.badInput.rawValue)
}
