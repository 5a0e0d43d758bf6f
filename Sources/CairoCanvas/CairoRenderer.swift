import CCairo
import Foundation
import Geo
import ImageEncoding
import MapRender

/// Replays display lists on Cairo surfaces: raster images, PNG, PDF and SVG bytes.
public struct CairoRenderer: Sendable {
    /// The fonts text is drawn with.
    public let fonts: FontLibrary
    /// Threads a raster image's base-map shapes are drawn on at once (`BandedShapes`); 1 draws on the calling thread
    /// alone (where every core already draws its own map: a server, a batch).
    public let drawingThreads: Int

    /// The threads one image's shapes are best drawn on: this machine's cores, at most four (more bands than that
    /// save less than they cost on map-sized images); asked once per process.
    public static let coresForOneImage = min(4, ProcessInfo.processInfo.activeProcessorCount)

    /// Creates a renderer on a font library, drawing shapes on `drawingThreads` threads at once.
    public init(fonts: FontLibrary, drawingThreads: Int = 1) {
        self.fonts = fonts
        self.drawingThreads = max(1, drawingThreads)
    }

    /// Draws the list into pixels (size × scale), returned as straight-alpha RGBA.
    public func rasterize(_ list: DisplayList) throws -> RGBAImage {
        let scratch = self.scratch
        let surface = try drawRaster(list, scratch: scratch)
        defer { scratch.recycle(surface) }
        return RasterSurface.rgbaImage(of: surface)
    }

    /// Draws the list into pixels and discards them: the cost of drawing alone, without reading the pixels back
    /// (for benchmarks).
    public func drawAndDiscard(_ list: DisplayList) throws {
        let scratch = self.scratch
        scratch.recycle(try drawRaster(list, scratch: scratch))
    }

    /// Draws the list and encodes it in `format` (PNG, JPEG and WebP at size × scale pixels, encoded as `encoding`
    /// says; PDF and SVG in points). `svgText` writes an SVG's labels as `<text>` elements instead of outlines.
    public func encode(_ list: DisplayList, as format: ImageFormat, encoding: RasterEncoding = RasterEncoding(), svgText: Bool = false) throws -> [UInt8] {
        guard format.isRaster else { return try drawVector([list], format: format, svgText: svgText && format == .svg) }
        let scratch = self.scratch
        let surface = try drawRaster(list, scratch: scratch)
        defer { scratch.recycle(surface) }
        if format == .png { return try PNGCodec.encode(surface: surface, encoding: encoding.pngWithResolution, scratch: scratch) }
        guard let pixels = PixelBuffer(surface: surface) else { throw CanvasError(message: "\(format.rawValue) encoding failed: empty image") }
        do throws(ImageEncodingError) {
            return format == .jpeg ? try encoding.jpeg(pixels) : try encoding.webp(pixels)
        } catch {
            throw CanvasError(message: error.message)
        }
    }

    /// Draws the list once and encodes it cut into square tiles of `tilePixels` pixels, row by row from the top left
    /// (a metatile's raster tiles: one drawing, so labels are placed once across all of them and meet at the seams).
    /// The image's pixel size must be a whole number of tiles each way.
    public func encodeTiles(_ list: DisplayList, tilePixels: Int, as format: ImageFormat, encoding: RasterEncoding = RasterEncoding()) throws -> [[UInt8]] {
        guard format.isRaster, tilePixels > 0 else { throw CanvasError(message: "tiles are PNG, JPEG or WebP images") }
        let scratch = self.scratch
        let surface = try drawRaster(list, scratch: scratch)
        defer { scratch.recycle(surface) }
        guard let whole = PixelBuffer(surface: surface), whole.width % tilePixels == 0, whole.height % tilePixels == 0 else {
            throw CanvasError(message: "a \(Int(list.size.width))x\(Int(list.size.height)) image is not whole tiles of \(tilePixels) pixels")
        }
        var tiles: [[UInt8]] = []
        for row in 0..<(whole.height / tilePixels) {
            for column in 0..<(whole.width / tilePixels) {
                let tile = PixelBuffer(base: whole.base + row * tilePixels * whole.stride + column * tilePixels * 4,
                                       width: tilePixels, height: tilePixels, stride: whole.stride)
                do throws(ImageEncodingError) {
                    switch format {
                    case .png: tiles.append(try PNGWriter.encode(tile, encoding: encoding.pngWithResolution, scratch: scratch.encoding))
                    case .jpeg: tiles.append(try encoding.jpeg(tile))
                    default: tiles.append(try encoding.webp(tile))
                    }
                } catch {
                    throw CanvasError(message: error.message)
                }
            }
        }
        return tiles
    }

    /// This thread's reusable memory (a private one when the thread has no font state).
    private var scratch: RenderScratch { fonts.threadState()?.renderScratch ?? RenderScratch() }

    private func drawRaster(_ list: DisplayList, scratch: RenderScratch) throws -> OpaquePointer {
        let width = Int32((list.size.width * list.scale).rounded()), height = Int32((list.size.height * list.scale).rounded())
        guard let surface = scratch.surface(width: width, height: height) else {
            throw CanvasError(message: "Cairo could not create a \(width)x\(height) image (out of memory?)")
        }
        do {
            let canvas = try CairoCanvas(surface: surface, scale: list.scale, fonts: fonts)
            let shapes = drawingThreads > 1 ? BandedShapes.leadingCount(list.commands) : 0
            // The surface is new and cleared: the bands' rows replace it.
            if shapes > 0, try BandedShapes.draw(list.commands[..<shapes], on: surface, scale: list.scale, bands: drawingThreads, fonts: fonts) {
                if let antialiasing = BandedShapes.lastAntialiasing(in: list.commands[..<shapes]) { canvas.setAntialiasing(antialiasing) }
                try canvas.replay(Array(list.commands[shapes...]))
            } else {
                try list.replay(on: canvas)
            }
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        return surface
    }

    /// Draws each list on a page of its own size in one PDF (an atlas); the document's title is the first page's.
    public func encodePDF(pages: [DisplayList]) throws -> [UInt8] {
        guard !pages.isEmpty else { throw CanvasError(message: "a PDF needs at least one page") }
        return try drawVector(pages, format: .pdf)
    }

    private func drawVector(_ pages: [DisplayList], format: ImageFormat, svgText: Bool = false) throws -> [UInt8] {
        let textLayer = svgText ? SVGTextLayer() : nil
        let list = pages[0]
        var output = OutputBuffer()
        try withUnsafeMutablePointer(to: &output) { buffer in
            let closure = UnsafeMutableRawPointer(buffer)
            let surface: OpaquePointer? = format == .pdf
                ? cairo_pdf_surface_create_for_stream(OutputBuffer.write, closure, list.size.width, list.size.height)
                : cairo_svg_surface_create_for_stream(OutputBuffer.write, closure, list.size.width, list.size.height)
            guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                if let surface { cairo_surface_destroy(surface) }
                throw CanvasError(message: "Cairo could not create a \(format.rawValue.uppercased()) surface")
            }
            if format == .pdf {
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "MapSnap")
                if let title = list.title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            }
            do {
                for (index, page) in pages.enumerated() {
                    if index > 0 {
                        cairo_surface_show_page(surface)
                        cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
                    }
                    let canvas = try CairoCanvas(surface: surface, scale: 1, fonts: fonts, rasterizesImages: false, svgText: textLayer)
                    try page.replay(on: canvas)
                }
            } catch {
                cairo_surface_destroy(surface)
                throw error
            }
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw CanvasError(message: "Cairo failed writing \(format.rawValue.uppercased()): \(String(cString: cairo_status_to_string(status)))")
            }
        }
        return textLayer?.splice(into: output.bytes) ?? output.bytes
    }
}

/// Bytes collected from a Cairo stream writer.
struct OutputBuffer {
    var bytes: [UInt8] = []

    /// A `cairo_write_func_t` appending to the `OutputBuffer` that `closure` points to.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let buffer = closure.assumingMemoryBound(to: OutputBuffer.self)
        buffer.pointee.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
