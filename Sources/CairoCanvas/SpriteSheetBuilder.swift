import CCairo
import Geo
import Foundation
import MapStyle

/// Builds a MapLibre sprite sheet (the PNG and its index) from SVG icons, as the ecosystem's sprite tools do: every
/// icon at its intrinsic size times the pixel ratio, packed in shelves with a pixel between neighbours.
public enum SpriteSheetBuilder {
    /// The sheet's PNG bytes and its images (positions in pixels).
    public struct Sheet {
        public let png: [UInt8]
        public let images: [String: SpriteImage]
    }

    /// Draws `icons` (name and SVG bytes) at `pixelRatio` pixels per point. Throws naming an icon that is not a
    /// readable SVG.
    public static func build(_ icons: [(name: String, svg: [UInt8])], pixelRatio: Double) throws(CanvasError) -> Sheet {
        let loaded = try icons.map { (icon) throws(CanvasError) -> (String, LoadedImage, Int, Int) in
            let image = try LoadedImage.load(.svg(name: icon.name, data: String(decoding: icon.svg, as: UTF8.self)))
            let width = max(1, Int((image.naturalSize.width * pixelRatio).rounded(.up)))
            let height = max(1, Int((image.naturalSize.height * pixelRatio).rounded(.up)))
            return (icon.name, image, width, height)
        }
        // Tallest first, then by name: shelves waste little and the layout does not depend on the file order.
        let order = loaded.indices.sorted { (loaded[$0].3, loaded[$1].0) > (loaded[$1].3, loaded[$0].0) }
        let area = loaded.reduce(0) { $0 + ($1.2 + 1) * ($1.3 + 1) }
        let sheetWidth = max(loaded.map(\.2).max() ?? 1, Int(Double(area).squareRoot() * 1.1))
        var placed: [String: SpriteImage] = [:]
        var x = 0, y = 0, shelf = 0
        for index in order {
            let (name, _, width, height) = loaded[index]
            if x + width > sheetWidth { x = 0; y += shelf + 1; shelf = 0 }
            placed[name] = SpriteImage(x: x, y: y, width: width, height: height, pixelRatio: pixelRatio)
            x += width + 1
            shelf = max(shelf, height)
        }
        let sheetHeight = max(1, y + shelf)
        guard let surface = RasterSurface.create(width: Int32(sheetWidth), height: Int32(sheetHeight)) else {
            throw CanvasError(message: "Cairo could not create a \(sheetWidth)x\(sheetHeight) sprite sheet")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw CanvasError(message: "Cairo could not draw the sprite sheet") }
        for (name, image, width, height) in loaded {
            guard let spot = placed[name] else { continue }
            image.draw(on: context, in: Rect(x: Double(spot.x), y: Double(spot.y), width: Double(width), height: Double(height)))
        }
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return Sheet(png: try PNGCodec.encode(surface: surface), images: placed)
    }
}
