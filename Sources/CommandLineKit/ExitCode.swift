/// The exit codes of the command-line contract.
public enum ExitCode: Int32, Sendable {
    /// It worked.
    case success = 0
    /// A negative answer: images differ, nothing found, no route.
    case negative = 1
    /// Bad usage or bad input (one line on stderr names the field and value).
    case badInput = 2
}
