import CCairo
import Foundation
import MapRender

/// Reading and writing image files through Cairo.
enum ImageFiles {
    /// Loads a PNG file as a Cairo image surface; the caller destroys it.
    static func loadSurface(path: String) throws(CanvasError) -> OpaquePointer {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CanvasError(message: "image \(path): no such file")
        }
        guard path.lowercased().hasSuffix(".png") else {
            throw CanvasError(message: "image \(path): only PNG images are supported")
        }
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw CanvasError(message: "image \(path): not a readable PNG file")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CanvasError(message: "image \(path): not a readable PNG file")
        }
        return surface
    }
}
