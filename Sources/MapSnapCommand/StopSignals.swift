import Foundation
import MapSnap

/// Waiting for the signals that stop a long-running command (`TemporaryFiles.stoppingSignals`: SIGINT, SIGTERM,
/// SIGHUP), for a server that stops gracefully instead of being ended by them.
///
/// Listening starts when one is made, before the server says it is ready: a signal sent as soon as the ready line
/// is read (a test, an orchestrator) is then caught, not lost between ignoring the signal and watching for it.
final class StopSignals {
    private let stop = DispatchSemaphore(value: 0)
    private let sources: [DispatchSourceSignal]

    /// Starts listening for the signals.
    init() {
        let stop = self.stop
        sources = TemporaryFiles.onStoppingSignals { _ in stop.signal() }
    }

    /// Blocks until one of the signals arrives (they are answered on a queue of their own), then stops listening.
    func wait() {
        stop.wait()
        sources.forEach { $0.cancel() }
    }
}
