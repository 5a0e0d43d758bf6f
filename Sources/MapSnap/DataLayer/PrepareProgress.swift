import Foundation

/// What `mapsnap prepare` tells while it works: a line per finished phase (what it made, how long it took, the
/// memory in use and its peak), and on a terminal a line updated in place while the extract is read (percent, MB
/// read, rate, time left).
public struct PrepareProgress: Sendable {
    /// Where the lines go (a finished line ends in "\n"; a live one starts with "\r" and has no newline).
    let write: @Sendable (String) -> Void
    /// Whether to show the live reading line (a terminal).
    let live: Bool

    /// Reports through `write`; `live` shows the reading line updated in place.
    public init(live: Bool, write: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.live = live
    }

    /// Says nothing.
    public static let silent = PrepareProgress(live: false) { _ in }

    /// The live line while `read` of `total` bytes are read, `started` being when reading began.
    func reading(_ read: Int, of total: Int, since started: Date) {
        guard live, total > 0 else { return }
        let seconds = Date().timeIntervalSince(started)
        let rate = seconds > 0 ? Double(read) / seconds : 0
        let left = rate > 0 ? Double(total - read) / rate : 0
        write(String(format: "\rprepare: reading %3.0f%% (%.0f of %.0f MB, %.0f MB/s, %.0f s left)   ",
                     100 * Double(read) / Double(total), Double(read) / 1e6, Double(total) / 1e6, rate / 1e6, left))
    }

    /// The line for a finished phase: `what` it made, in the time since `started`, with the memory now and the
    /// process's peak so far (not reset per phase: resetting it would reset what `time -v` reports too).
    func finished(_ what: String, since started: Date) {
        let memory = ProcessMemory.now()
        write(String(format: "%@prepare: %@ in %.1f s (memory %.0f MB, peak %.0f MB)\n", live ? "\r\u{1B}[K" : "", what,
                     Date().timeIntervalSince(started), Double(memory.resident) / 1e6, Double(memory.peak) / 1e6))
    }
}
