import Synchronization

/// Where one run's temporary files go (the output's directory, so they land on its disk), and the mappings made of
/// them: their pages can all be let go at once when the process should hold less (`releasePages`).
public final class SpillArea: Sendable {
    /// The directory temporary files are made in.
    public let directory: String
    private let mappings = Mutex<[WeakMapping]>([])

    private struct WeakMapping: @unchecked Sendable {
        weak var file: MappedFile?
    }

    /// An area in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// A new temporary file (it goes when closed and no longer mapped).
    public func file() throws(FileWriteError) -> SpillFile {
        try SpillFile(directory: directory)
    }

    /// `file` mapped read-only, remembered for `releasePages`.
    func map(_ file: SpillFile) throws(FileWriteError) -> MappedFile {
        let mapped = try file.mapped()
        mappings.withLock { mappings in
            mappings.removeAll { $0.file == nil }
            mappings.append(WeakMapping(file: mapped))
        }
        return mapped
    }

    /// Lets go of the pages of every mapping still in use: they stay in the page cache and come back when touched.
    public func releasePages() {
        for mapping in mappings.withLock({ $0 }) { mapping.file?.releasePages() }
    }
}
