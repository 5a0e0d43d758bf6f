import CCairo
import Geo
import MapRender

/// Checks images when a scene is read, so that a missing or corrupt file is an input error, not a render failure.
public enum ImageInspector {
    /// Loads the image and returns its natural size and whether it looks like a template (one colour on transparency).
    public static func inspect(_ source: ImageSource) throws(CanvasError) -> ImageAsset {
        let image = try LoadedImage.load(source)
        return ImageAsset(source: source, naturalSize: image.naturalSize, isTemplate: isMonochrome(image))
    }

    /// Whether every visible pixel has (nearly) the same colour: such an image is meant as a mask.
    static func isMonochrome(_ image: LoadedImage) -> Bool {
        let width = Int32(max(1, min(256, image.naturalSize.width.rounded(.up))))
        let height = Int32(max(1, min(256, image.naturalSize.height.rounded(.up))))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return false }
        image.draw(on: context, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let pixels = RasterSurface.rgbaImage(of: surface).pixels
        var reference: (Int, Int, Int)?
        for offset in stride(from: 0, to: pixels.count, by: 4) where pixels[offset + 3] > 64 {
            let color = (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
            guard let first = reference else {
                reference = color
                continue
            }
            if abs(color.0 - first.0) > 40 || abs(color.1 - first.1) > 40 || abs(color.2 - first.2) > 40 { return false }
        }
        return reference != nil
    }
}
