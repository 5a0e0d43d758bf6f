import Foundation
import Synchronization

/// The temporaries this process is writing, so that an interrupted run (SIGINT, SIGTERM, SIGHUP) can remove them.
/// Process-wide by nature, as signals are; the command-line tool installs the handlers (`removeOnSignals`).
///
/// One lock orders the three things that race when a signal arrives mid-write: a temporary being created, the
/// temporaries of one commit renamed into place, and the signal's clean-up. The clean-up removes every registered
/// temporary and ends the process by the signal while it still holds the lock, so no other thread can create a
/// file, rename half of a commit or report a spurious error in between.
public enum TemporaryFiles {
    private struct State {
        var paths: Set<String> = []
        var stopping = false
    }
    private static let state = Mutex(State())
    /// The signals that stop a run.
    public static let stoppingSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Creates and registers a new temporary in one step under the lock (so a signal's clean-up sees either no
    /// file or a registered one); returns its descriptor, or -1 with the errno (EINTR when the process is stopping).
    static func create(_ path: String) -> (descriptor: Int32, failure: Int32) {
        state.withLock { state in
            guard !state.stopping else { return (-1, EINTR) }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return (-1, errno) }
            state.paths.insert(path)
            return (descriptor, 0)
        }
    }

    static func forget(_ path: String) { state.withLock { _ = $0.paths.remove(path) } }

    /// Renames each registered temporary onto its path, all under the lock so that a signal finds either none or
    /// all of them in place; returns the path that could not be moved with `rename`'s errno (EINTR when stopping).
    static func moveIntoPlace(_ moves: [(temporary: String, path: String)]) -> (path: String, failure: Int32)? {
        state.withLock { state in
            for (temporary, path) in moves {
                guard !state.stopping else { return (path, EINTR) }
                guard rename(temporary, path) == 0 else { return (path, errno) }
                state.paths.remove(temporary)
            }
            return nil
        }
    }

    /// Removes every temporary still registered.
    public static func removeAll() {
        state.withLock { state in
            for path in state.paths { unlink(path) }
            state.paths.removeAll()
        }
    }

    /// On SIGINT, SIGTERM or SIGHUP: remove the temporaries and end the process by that signal (the shell's status
    /// 128 + its number). The handlers run on a queue of their own, so a signal is answered at once even while every
    /// worker thread is busy drawing or compressing.
    public static func removeOnSignals() -> [DispatchSourceSignal] {
        onStoppingSignals { stop(by: $0) }
    }

    /// Calls `handler` with the signal's number on a queue of its own whenever one of `stoppingSignals` arrives
    /// (their default action, ending the process, is turned off); cancel the sources to stop.
    public static func onStoppingSignals(_ handler: @escaping @Sendable (Int32) -> Void) -> [DispatchSourceSignal] {
        let queue = DispatchQueue(label: "mapsnap.signals")
        return stoppingSignals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
    }

    private static func stop(by number: Int32) {
        state.withLock { state in
            state.stopping = true
            for path in state.paths { unlink(path) }
            state.paths.removeAll()
            // Still holding the lock: no rename or new temporary can slip in before the process ends.
            // Dispatch's threads block signals: unblock it here so the default action ends the process by it.
            signal(number, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(number)
            _exit(128 + number)
        }
    }
}
