import Synchronization

/// Where one run's temporary files go (the output's directory, so they land on its disk), and the mappings made of
/// them: their pages can all be let go at once when the process should hold less (`releasePages`).
public final class SpillArea: Sendable {
    /// The directory temporary files are made in.
    public let directory: String
    private let mappings = Mutex<[WeakMapping]>([])
    private let firstFailure = Mutex<FileWriteError?>(nil)

    private struct WeakMapping: @unchecked Sendable {
        weak var mapping: (any PageReleasing)?
    }

    /// An area in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The first temporary file that could not be made, written or mapped: what went wrong when a run that spills
    /// here fails (nil: none).
    public var failure: FileWriteError? { firstFailure.withLock { $0 } }

    /// A new temporary file (it goes when closed and no longer mapped).
    public func file() throws(FileWriteError) -> SpillFile {
        do { return try SpillFile(directory: directory) } catch { throw recorded(error) }
    }

    /// `file` mapped read-only, remembered for `releasePages`.
    func map(_ file: SpillFile) throws(FileWriteError) -> MappedFile {
        let mapped: MappedFile
        do { mapped = try file.mapped() } catch { throw recorded(error) }
        remember(mapped)
        return mapped
    }

    /// A new temporary file of `size` zero bytes mapped for writing (a `ScratchTable`'s), remembered for
    /// `releasePages`.
    func writableMapping(size: Int) throws(FileWriteError) -> WritableMapping {
        let mapping: WritableMapping
        do { mapping = try file().mappedForWriting(size: size) } catch { throw recorded(error) }
        remember(mapping)
        return mapping
    }

    private func remember(_ mapping: any PageReleasing) {
        mappings.withLock { mappings in
            mappings.removeAll { $0.mapping == nil }
            mappings.append(WeakMapping(mapping: mapping))
        }
    }

    private func recorded(_ error: FileWriteError) -> FileWriteError {
        firstFailure.withLock { if $0 == nil { $0 = error } }
        return error
    }

    /// Lets go of the pages of every mapping still in use: they stay in the page cache and come back when touched
    /// (written pages of a table are in the page cache already).
    public func releasePages() {
        for entry in mappings.withLock({ $0 }) { entry.mapping?.releasePages() }
    }
}

/// A mapping whose pages can be let go (`SpillArea.releasePages`).
protocol PageReleasing: AnyObject {
    func releasePages()
}

extension MappedFile: PageReleasing {}
