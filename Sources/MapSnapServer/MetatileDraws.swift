import Foundation
import Synchronization

/// The metatiles being drawn, so that requests for tiles of one metatile that arrive together draw it once: the first
/// draws, the others wait for it (up to their deadline) and take their tiles from the cache. Counts the drawings for
/// `/metrics`.
final class MetatileDraws: Sendable {
    private let inFlight = Mutex<[String: DispatchGroup]>([:])
    private let drawn = Atomic<Int>(0)

    /// How many metatiles were drawn.
    var count: Int { drawn.load(ordering: .relaxed) }

    /// Draws metatile `key` with `draw` unless another request is drawing it, then waits for that one (at most
    /// `timeout` seconds; false when it did not finish in time).
    func once(_ key: String, timeout: Double, draw: () throws -> Void) rethrows -> Bool {
        let (group, owner) = inFlight.withLock { inFlight -> (DispatchGroup, Bool) in
            if let running = inFlight[key] { return (running, false) }
            let group = DispatchGroup()
            group.enter()
            inFlight[key] = group
            return (group, true)
        }
        guard owner else { return group.wait(timeout: .now() + timeout) == .success }
        defer {
            _ = inFlight.withLock { $0.removeValue(forKey: key) }
            group.leave()
        }
        try draw()
        drawn.add(1, ordering: .relaxed)
        return true
    }

    /// The count in Prometheus' text format.
    var metricsText: String {
        "# HELP mapsnap_metatiles_drawn_total Metatiles drawn for raster tiles.\n# TYPE mapsnap_metatiles_drawn_total counter\nmapsnap_metatiles_drawn_total \(count)\n"
    }
}
