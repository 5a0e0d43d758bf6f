import Foundation
import MapSnap
import Synchronization

/// Progress on standard error: a bar redrawn in place on a terminal, otherwise a plain line every tenth of the jobs.
final class ProgressDisplay: Sendable {
    private struct State {
        var last = BatchRunner.Progress()
        var lastDraw = 0.0
        var lastTenth = 0
    }
    private let isTerminal: Bool
    private let state = Mutex(State())

    /// A display for standard error, redrawn in place when it is a terminal.
    init(isTerminal: Bool) {
        self.isTerminal = isTerminal
    }

    /// Seconds the run took so far.
    var seconds: Double { state.withLock { $0.last.seconds } }

    /// Shows the counts so far.
    func show(_ progress: BatchRunner.Progress) {
        state.withLock { state in
            state.last = progress
            let line = "\(progress.done)/\(progress.total) jobs, \(progress.failed) failed, "
                + "\(String(format: "%.0f", Double(progress.done - progress.skipped - progress.failed) / max(progress.seconds, 0.001))) images/s"
            if isTerminal {
                guard progress.seconds - state.lastDraw >= 0.1 || progress.done == progress.total else { return }
                state.lastDraw = progress.seconds
                let width = 30, filled = progress.total > 0 ? width * progress.done / progress.total : width
                let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
                FileHandle.standardError.write(Data("\r[\(bar)] \(line)  ".utf8))
            } else {
                let tenth = progress.total > 0 ? 10 * progress.done / progress.total : 10
                guard tenth > state.lastTenth else { return }
                state.lastTenth = tenth
                FileHandle.standardError.write(Data("batch: \(line)\n".utf8))
            }
        }
    }

    /// Ends the display (a newline after a bar).
    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
