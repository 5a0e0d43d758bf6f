import CCairo
import Geo
import MapRender

extension CairoCanvas {
    /// A hillshade tile: its elevations and its neighbours' decoded (each image once per canvas, as up to nine tiles
    /// read it) into slopes, shaded (`ReliefTile`) and drawn into `rect`. On an image surface each device pixel in view
    /// is shaded from the slopes at its centre, as MapLibre Native's shader shades each fragment; elsewhere (PDF, SVG,
    /// and a turned map) each DEM pixel is shaded once and the image drawn as a raster tile is.
    func drawRelief(_ image: EncodedImage, _ relief: ReliefTile, in rect: Rect) throws {
        let center = try demPixels(id: image.id, bytes: image.bytes)
        guard center.width == center.height else {
            throw CanvasError(message: "image \(image.id): a DEM tile must be square, got \(center.width)x\(center.height) pixels")
        }
        // A neighbour that cannot be read leaves its side to the tile's own edge pixels.
        let neighbours = relief.neighbours.map { tile in tile.flatMap { try? demPixels(id: $0.id, bytes: $0.image) } }
        let slopes = relief.slopes(center: center, neighbours: neighbours)
        let size = center.width
        var left = rect.minX, top = rect.minY, right = rect.maxX, bottom = rect.maxY
        cairo_user_to_device(context, &left, &top)
        cairo_user_to_device(context, &right, &bottom)
        guard cairo_surface_get_type(cairo_get_group_target(context)) == CAIRO_SURFACE_TYPE_IMAGE, !LoadedImage.isTurned(context) else {
            let shaded = relief.shaded(slopes: slopes, size: size, across: Double(size), down: Double(size), columns: 0..<size, rows: 0..<size)
            try paint(shaded, width: size, height: size) { surface in
                // The image owns a reference of its own.
                LoadedImage(content: .raster(cairo_surface_reference(surface)), naturalSize: Size(width: Double(size), height: Double(size)))
                    .draw(on: context, in: rect, padsEdges: true)
            }
            return
        }
        var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0
        cairo_clip_extents(context, &clipLeft, &clipTop, &clipRight, &clipBottom)
        cairo_user_to_device(context, &clipLeft, &clipTop)
        cairo_user_to_device(context, &clipRight, &clipBottom)
        // The device pixels whose centres are on the tile (neighbouring tiles share none and leave none out), read at
        // their exact place on it.
        let columns = max(Int((left - 0.5).rounded(.up)), Int(clipLeft.rounded(.down)))..<min(Int((right - 0.5).rounded(.up)), Int(clipRight.rounded(.up)))
        let rows = max(Int((top - 0.5).rounded(.up)), Int(clipTop.rounded(.down)))..<min(Int((bottom - 0.5).rounded(.up)), Int(clipBottom.rounded(.up)))
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let shaded = relief.shaded(slopes: slopes, size: size, left: left, top: top, across: right - left, down: bottom - top, columns: columns, rows: rows)
        try paint(shaded, width: columns.count, height: rows.count) { surface in
            cairo_save(context)
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, surface, Double(columns.lowerBound), Double(rows.lowerBound))
            cairo_paint(context)
            cairo_restore(context)
        }
    }

    /// `pixels` (premultiplied, Cairo's memory order) as an image surface, for `draw` to use.
    private func paint(_ pixels: [UInt8], width: Int, height: Int, _ draw: (OpaquePointer) -> Void) throws(CanvasError) {
        guard let surface = RasterSurface.create(width: width, height: height, premultiplied: pixels) else {
            throw CanvasError(message: "Cairo could not create a \(width)x\(height) image")
        }
        defer { cairo_surface_destroy(surface) }
        draw(surface)
    }

    /// The decoded pixels of a DEM image, from this canvas's cache when read before.
    private func demPixels(id: String, bytes: [UInt8]) throws(CanvasError) -> ReliefTile.Pixels {
        if let known = decodedElevationImages[id] { return known }
        let surface = try EncodedImageDecoder.surface(bytes, name: id)
        defer { cairo_surface_destroy(surface) }
        let pixels = ReliefTile.Pixels(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
                                       bytes: RasterSurface.packedBytes(of: surface))
        decodedElevationImages[id] = pixels
        return pixels
    }
}
