import Geo
import MapRender
import Synchronization

/// Text sizes already measured with a font library, shared by every thread: maps of one city measure the same
/// street and place names over and over, and measuring takes the library's text lock (see
/// `FontLibrary.withTextLock`), so a size found here saves both the Pango work and the wait. Measuring is
/// deterministic, so a kept size is exactly what measuring again would give.
final class TextMeasurements: Sendable {
    struct Key: Hashable, Sendable {
        let text: String
        let font: FontSpec
        let wrapWidth: Double?
        let maxLines: Int
    }

    /// Most sizes kept (a few megabytes); when full, the table starts over (names of one city number a few thousand, times the text sizes the zooms use).
    static let capacity = 20_000
    private let sizes = Mutex<[Key: Size]>([:])

    /// The kept size, or the one `measure` gives (then kept).
    func size(of key: Key, measure: () -> Size) -> Size {
        if let kept = sizes.withLock({ $0[key] }) { return kept }
        let measured = measure()
        sizes.withLock { table in
            if table.count >= TextMeasurements.capacity { table.removeAll(keepingCapacity: true) }
            table[key] = measured
        }
        return measured
    }
}
