import BinaryData
import Foundation
import Synchronization

/// While a prepare runs, lets go of the pages of its mapped temporaries (the extract's nodes and ways) whenever the
/// process's resident memory passes `limit`: those pages stay in the page cache and come back on the next touch, so
/// the process holds what it builds, and the extract only as far as the budget leaves room (letting go more often
/// costs time: every page read after is mapped again).
final class MappedPageRelease: Sendable {
    private let stopped = Atomic<Bool>(false)
    /// How often the process's memory is looked at.
    static let interval: useconds_t = 50_000

    /// Starts looking, every `interval`, on a thread of its own.
    init(area: SpillArea, limit: Int) {
        Thread.detachNewThread { [self] in
            while !self.stopped.load(ordering: .relaxed) {
                usleep(MappedPageRelease.interval)
                let memory = ProcessMemory.now()
                if memory.resident > limit, memory.fileBacked > 0 { area.releasePages() }
            }
        }
    }

    /// Stops looking (within one interval).
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }
}
