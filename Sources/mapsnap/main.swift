import Foundation
import MapSnap

/// The exit codes of the command-line contract.
enum ExitCode: Int32 {
    case success = 0
    case negative = 1
    case badInput = 2
}

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
guard let command = CommandTable.entry(name)?.run else {
    printError("command: unknown command \"\(name)\" (one of: \(CommandTable.entries.map(\.spec.name).sorted().joined(separator: ", ")); see mapsnap --help)")
    exit(ExitCode.badInput.rawValue)
}
do {
    exit(try command(Array(arguments.dropFirst())).rawValue)
} catch let error as MapSnapError {
    printError(error.description)
    exit(error.isNotFound ? ExitCode.negative.rawValue : ExitCode.badInput.rawValue)
} catch {
    printError("\(error)")
    exit(ExitCode.badInput.rawValue)
}
