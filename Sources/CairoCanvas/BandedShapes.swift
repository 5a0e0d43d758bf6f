import CCairo
import Dispatch
import Foundation
import MapRender

/// The plain shapes at the start of a raster display list (the base map's fills and strokes, before its first label
/// or image) drawn in horizontal bands at once, one thread and Cairo surface per band, its rows then copied into the one
/// surface. Cairo's fill and stroke skip the edges outside a band's rows, so two bands draw a street map's shapes
/// in a little over half the time; the pixels are the same bytes as drawing them in one go, so images do not depend
/// on the number of cores.
enum BandedShapes {
    /// How many of the first commands are shapes the bands can draw (fills, pattern fills, strokes, antialiasing).
    static func leadingCount(_ commands: [DrawCommand]) -> Int {
        commands.firstIndex { command in
            switch command {
            case .fill, .stroke, .strokeGradient, .patternFill, .patternStroke, .antialiasing: return false
            default: return true
            }
        } ?? commands.count
    }

    /// The fewest pixel rows a band gets: thinner bands cost more in setup than they save.
    static let minimumRows = 64

    /// Rows a band draws beyond the ones it keeps, above and below.
    static let overlap = 16

    /// Draws `commands` (shapes only, see `leadingCount`) on the cleared ARGB32 `surface` (each band's rows replace
    /// the surface's: they are the first thing drawn) in up to `bands` bands; false (nothing drawn) when the image is
    /// too small for two bands.
    static func draw(_ commands: ArraySlice<DrawCommand>, on surface: OpaquePointer, scale: Double, bands requested: Int,
                     fonts: FontLibrary) throws -> Bool {
        let width = cairo_image_surface_get_width(surface), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bands = min(requested, height / minimumRows)
        guard bands > 1, !commands.isEmpty else { return false }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let pixels = BandPixels(data: data)
        let shapes = Array(commands)
        let failures = BandFailures()
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let top = height * band / bands, bottom = height * (band + 1) / bands
            // The band draws `overlap` rows more on each side than it keeps: Cairo's edges can differ in the last
            // row before a clip, so the kept rows are the ones drawing the whole image in one go gives.
            let first = max(0, top - overlap), last = min(height, bottom + overlap)
            guard let rows = RasterSurface.create(width: width, height: Int32(last - first)) else {
                failures.add(CanvasError(message: "Cairo could not make a band of \(last - first) rows"))
                return
            }
            defer { cairo_surface_destroy(rows) }
            // The band's first row is the image's row `first`: user space stays the whole image's.
            cairo_surface_set_device_offset(rows, 0, -Double(first))
            do {
                let canvas = try CairoCanvas(surface: rows, scale: scale, fonts: fonts)
                try canvas.replay(shapes)
            } catch {
                failures.add(error)
                return
            }
            cairo_surface_flush(rows)
            guard let drawn = cairo_image_surface_get_data(rows) else { return }
            let bandStride = Int(cairo_image_surface_get_stride(rows))
            for row in top..<bottom {
                (pixels.data + row * stride).update(from: drawn + (row - first) * bandStride, count: Int(width) * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        if let failure = failures.first { throw failure }
        return true
    }

    /// The antialiasing the last of `commands` that sets one sets, if any (what the context drawing on after the
    /// bands must start with).
    static func lastAntialiasing(in commands: ArraySlice<DrawCommand>) -> Antialiasing? {
        commands.lazy.compactMap { command -> Antialiasing? in
            if case .antialiasing(let quality) = command { return quality }
            return nil
        }.last
    }
}

/// The surface's pixel memory, shared by the bands (each writes its own rows only).
private struct BandPixels: @unchecked Sendable {
    let data: UnsafeMutablePointer<UInt8>
}

/// The first error any band met (bands run on several threads).
private final class BandFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?

    func add(_ error: Error) {
        lock.lock()
        if self.error == nil { self.error = error }
        lock.unlock()
    }

    var first: Error? {
        lock.lock()
        defer { lock.unlock() }
        return error
    }
}
