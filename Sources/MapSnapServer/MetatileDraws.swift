import Foundation
import Geo
import HTTPServer
import Synchronization

/// The metatiles being drawn, so that requests for tiles of one metatile that arrive together draw it once: the first
/// draws, the others wait for it (up to their deadline) and take their tiles from that drawing itself (not from the
/// tile cache, which may be too small to keep a metatile's tiles until they look). Counts the drawings for `/metrics`.
final class MetatileDraws: Sendable {
    private let inFlight = Mutex<[String: Drawing]>([:])
    private let drawn = Atomic<Int>(0)

    /// One metatile being drawn: its tiles once drawn (nil when the drawing failed or found no slot).
    private final class Drawing: @unchecked Sendable {  // `tiles` is written before `group` is left, read after
        let group = DispatchGroup()
        var tiles: [[UInt8]]?
    }

    /// How many metatiles were drawn.
    var count: Int { drawn.load(ordering: .relaxed) }

    /// What a request for a tile of a metatile gets.
    enum Outcome {
        /// This request drew the metatile: `draw`'s answer.
        case drew(Drawn)
        /// Another request drew it: its tiles (nil when that drawing failed, or it did not finish within the wait).
        case waited([[UInt8]]?)
    }

    /// What a drawing gives: the metatile's tiles, or a response to send as it is (a 503 for want of a slot).
    enum Drawn {
        case tiles([[UInt8]])
        case response(HTTPResponse)
    }

    /// Draws metatile `key` with `draw` unless another request is drawing it, then waits for that one (at most
    /// `timeout` seconds) and takes its tiles.
    func once(_ key: String, timeout: Double, draw: () throws(MapSnapError) -> Drawn) throws(MapSnapError) -> Outcome {
        let (drawing, owner) = inFlight.withLock { inFlight -> (Drawing, Bool) in
            if let running = inFlight[key] { return (running, false) }
            let drawing = Drawing()
            drawing.group.enter()
            inFlight[key] = drawing
            return (drawing, true)
        }
        guard owner else {
            guard drawing.group.wait(timeout: .now() + timeout) == .success else { return .waited(nil) }
            return .waited(drawing.tiles)
        }
        defer {
            _ = inFlight.withLock { $0.removeValue(forKey: key) }
            drawing.group.leave()
        }
        let answer = try draw()
        if case .tiles(let tiles) = answer {
            drawing.tiles = tiles
            drawn.add(1, ordering: .relaxed)
        }
        return .drew(answer)
    }

    /// The count in Prometheus' text format.
    var metricsText: String {
        "# HELP mapsnap_metatiles_drawn_total Metatiles drawn for raster tiles.\n# TYPE mapsnap_metatiles_drawn_total counter\nmapsnap_metatiles_drawn_total \(count)\n"
    }
}
