import BinaryData
import CCairo
import Foundation
import Geo
import MapRender

/// A loaded image: a Cairo surface (PNG) or a librsvg handle (SVG), owned and released here.
final class LoadedImage {
    enum Content {
        case raster(OpaquePointer)
        case vector(OpaquePointer, Librsvg)
    }

    let content: Content
    /// Natural size in points (PNG: pixels; SVG: its intrinsic size, or 20×20 when it has none).
    let naturalSize: Size

    init(content: Content, naturalSize: Size) {
        self.content = content
        self.naturalSize = naturalSize
    }

    deinit {
        switch content {
        case .raster(let surface): cairo_surface_destroy(surface)
        case .vector(let handle, _): g_object_unref(UnsafeMutableRawPointer(handle))
        }
    }

    /// Loads an image, with errors naming the file and what is wrong with it.
    static func load(_ source: ImageSource) throws(CanvasError) -> LoadedImage {
        switch source {
        case .file(let path):
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw CanvasError(message: "image \(path): no such file")
            }
            if source.isSVG {
                let data: [UInt8]
                do { data = try RegularFile.bytes(path) } catch { throw CanvasError(message: "image \(path): cannot be read: \(error.message)") }
                return try loadSVG(data, name: path)
            }
            guard path.lowercased().hasSuffix(".png") else {
                throw CanvasError(message: "image \(path): only PNG and SVG images are supported")
            }
            return try loadPNG(path)
        case .svg(let name, let data):
            return try loadSVG(Array(data.utf8), name: "built-in icon \"\(name)\"")
        case .spriteRegion(let sheet, let x, let y, let width, let height):
            return try load(.file(sheet)).cropped(x: x, y: y, width: width, height: height, name: source.description)
        case .encoded(let image):
            let surface = try EncodedImageDecoder.surface(image.bytes, name: image.id)
            let size = Size(width: Double(cairo_image_surface_get_width(surface)), height: Double(cairo_image_surface_get_height(surface)))
            return LoadedImage(content: .raster(surface), naturalSize: size)
        }
    }

    /// The largest decoded image, in pixels per side (a glyph or marker image needs far less).
    public static let maximumPixels = 4096

    private static func loadPNG(_ path: String) throws(CanvasError) -> LoadedImage {
        // Read the size from the header before decoding, so a small file cannot claim gigabytes of pixels.
        // Refused unless a regular file: cairo's own open would wait for ever on a FIFO.
        let bytes: [UInt8]
        do { bytes = try RegularFile.bytes(path, limit: 24) } catch { throw CanvasError(message: "image \(path): cannot be read: \(error.message)") }
        if bytes.count == 24, bytes[12...15].elementsEqual(Array("IHDR".utf8)) {
            func number(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            let width = number(16), height = number(20)
            guard width <= maximumPixels, height <= maximumPixels else {
                throw CanvasError(message: "image \(path): \(width)x\(height) pixels, above the \(maximumPixels)x\(maximumPixels) limit")
            }
        }
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw CanvasError(message: "image \(path): not a readable PNG file")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CanvasError(message: "image \(path): not a readable PNG file")
        }
        let size = Size(width: Double(cairo_image_surface_get_width(surface)), height: Double(cairo_image_surface_get_height(surface)))
        return LoadedImage(content: .raster(surface), naturalSize: size)
    }

    private static func loadSVG(_ bytes: [UInt8], name: String) throws(CanvasError) -> LoadedImage {
        let rsvg = try Librsvg.shared.get()
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBufferPointer { buffer in
            rsvg.newFromData(buffer.baseAddress, buffer.count, &error)
        }
        guard let handle else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw CanvasError(message: "image \(name): not a readable SVG file (\(reason.trimmingCharacters(in: .whitespacesAndNewlines)))")
        }
        var width = 0.0, height = 0.0
        let hasSize = rsvg.intrinsicSize(handle, &width, &height) != 0
        let size = hasSize && width > 0 && height > 0 ? Size(width: width, height: height) : Size(width: 20, height: 20)
        return LoadedImage(content: .vector(handle, rsvg), naturalSize: size)
    }

    /// A copy of the pixels `x`, `y`, `width`, `height` of a PNG image (a sprite sheet's image); throws when the
    /// rectangle is not inside it.
    func cropped(x: Int, y: Int, width: Int, height: Int, name: String) throws(CanvasError) -> LoadedImage {
        guard case .raster(let sheet) = content else { throw CanvasError(message: "image \(name): the sheet is not a PNG image") }
        guard x + width <= Int(naturalSize.width), y + height <= Int(naturalSize.height) else {
            throw CanvasError(message: "image \(name): outside the \(Int(naturalSize.width))x\(Int(naturalSize.height)) sheet")
        }
        guard let surface = RasterSurface.create(width: Int32(width), height: Int32(height)), let context = cairo_create(surface) else {
            throw CanvasError(message: "Cairo could not create a \(width)x\(height) image")
        }
        cairo_set_source_surface(context, sheet, Double(-x), Double(-y))
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return LoadedImage(content: .raster(surface), naturalSize: Size(width: Double(width), height: Double(height)))
    }

    /// Changes a raster image's colours in place (`RasterAdjustment`); vector images are left as they are.
    func adjust(_ adjustment: RasterAdjustment) {
        guard !adjustment.keepsColors, case .raster(let surface) = content else { return }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let rowBytes = Int(cairo_image_surface_get_stride(surface)), height = Int(cairo_image_surface_get_height(surface))
        let width = Int(cairo_image_surface_get_width(surface))
        let opaque = format == CAIRO_FORMAT_RGB24
        for row in 0..<height {
            let pixels = UnsafeMutableBufferPointer(start: data + row * rowBytes, count: width * 4)
            // An RGB24 surface's fourth byte is unused: the pixel is opaque.
            if opaque { for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 } }
            adjustment.apply(toPremultiplied: pixels)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Draws the image into `rect` on `context` at `opacity`, magnified without smoothing when `nearest`. With
    /// `padsEdges` (tiles laid edge to edge) the edge pixels are repeated outward while resampling and the image fills
    /// `rect` exactly, so neighbours meet without a seam.
    func draw(on context: OpaquePointer, in rect: Rect, opacity: Double = 1, padsEdges: Bool = false, nearest: Bool = false) {
        switch content {
        case .raster(let surface):
            cairo_save(context)
            cairo_translate(context, rect.minX, rect.minY)
            cairo_scale(context, rect.size.width / naturalSize.width, rect.size.height / naturalSize.height)
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            if padsEdges {
                cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
                // Turned, the edges are cut on pixel centres instead of blended: neighbouring tiles then share no
                // pixel and leave none out (blended edges would let what is under them show through as a seam).
                if LoadedImage.isTurned(context) { cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE) }
                cairo_rectangle(context, 0, 0, naturalSize.width, naturalSize.height)
                cairo_clip(context)
            }
            if opacity < 1 { cairo_paint_with_alpha(context, opacity) } else { cairo_paint(context) }
            cairo_restore(context)
        case .vector(let handle, let rsvg):
            let viewport = [rect.minX, rect.minY, rect.size.width, rect.size.height]
            guard opacity < 1 else {
                _ = viewport.withUnsafeBufferPointer { rsvg.renderDocument(handle, context, $0.baseAddress, nil) }
                return
            }
            // A group only as large as the image (a group spans the clip, else the whole surface).
            cairo_save(context)
            cairo_rectangle(context, rect.minX, rect.minY, rect.size.width, rect.size.height)
            cairo_clip(context)
            cairo_push_group(context)
            _ = viewport.withUnsafeBufferPointer { rsvg.renderDocument(handle, context, $0.baseAddress, nil) }
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
            cairo_restore(context)
        }
    }
}

extension LoadedImage {
    /// Whether the context's transform turns what is drawn (not only scales and moves it).
    static func isTurned(_ context: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return matrix.xy != 0 || matrix.yx != 0
    }
}
