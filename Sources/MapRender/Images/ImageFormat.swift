/// Image file formats MapSnap writes.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, pdf, svg

    /// The format a file name's extension asks for, if any.
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: "."), let format = ImageFormat(rawValue: path[path.index(after: dot)...].lowercased()) else {
            return nil
        }
        self = format
    }
}
