import Foundation
import MapSnap

/// Waiting for the signals that stop a long-running command (`TemporaryFiles.stoppingSignals`: SIGINT, SIGTERM,
/// SIGHUP), for a server that stops gracefully instead of being ended by them.
enum StopSignals {
    /// Blocks until one of the signals arrives (they are answered on a queue of their own).
    static func wait() {
        let stop = DispatchSemaphore(value: 0)
        let sources = TemporaryFiles.onStoppingSignals { _ in stop.signal() }
        stop.wait()
        sources.forEach { $0.cancel() }
    }
}
