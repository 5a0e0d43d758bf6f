/// A file a run reads, with the role that names it in errors (`scene`, `overlays[1].file`, `--data`, `font` …).
public struct InputFile: Sendable, Equatable {
    /// What the file is to the run: a flag, a JSON path, or a resource kind.
    public var field: String
    /// The path as given or resolved.
    public var path: String

    /// An input file.
    public init(field: String, path: String) {
        self.field = field
        self.path = path
    }
}
