import Foundation
import Synchronization

/// The temporaries this process is writing, so that an interrupted run (SIGINT, SIGTERM) can remove them.
/// Process-wide by nature, as signals are; the command-line tool installs the handlers (`removeOnSignals`).
public enum TemporaryFiles {
    private static let paths = Mutex<Set<String>>([])

    static func remember(_ path: String) { paths.withLock { _ = $0.insert(path) } }
    static func forget(_ path: String) { paths.withLock { _ = $0.remove(path) } }

    /// Removes every temporary still registered.
    public static func removeAll() {
        for path in paths.withLock({ $0 }) { unlink(path) }
    }

    /// On SIGINT or SIGTERM: remove the temporaries and exit with 128 + the signal number.
    public static func removeOnSignals() -> [DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                removeAll()
                exit(128 + number)
            }
            source.resume()
            return source
        }
    }
}
