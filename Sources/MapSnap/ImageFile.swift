import CairoCanvas
import MapRender

/// PNG files as pixels, for comparisons and diff images.
public enum ImageFile {
    /// Reads and decodes a PNG file; errors name the path.
    public static func readPNG(_ path: String) throws(MapSnapError) -> RGBAImage {
        let bytes = try Scene.readFile(path, field: "image")
        do {
            return try PNGCodec.decode(bytes)
        } catch {
            throw MapSnapError(field: "image", message: "\(path): \(error.message)")
        }
    }

    /// Encodes pixels as PNG and writes them atomically.
    public static func writePNG(_ image: RGBAImage, to path: String) throws(MapSnapError) {
        let bytes: [UInt8]
        do {
            bytes = try PNGCodec.encode(image)
        } catch {
            throw MapSnapError(error)
        }
        try AtomicFile.write(bytes, to: path)
    }

    /// Loads a PNG or SVG file as an image asset (for glyphs, image annotations and accessories);
    /// one-colour images are templates.
    public static func asset(path: String) throws(MapSnapError) -> ImageAsset {
        do {
            return try ImageInspector.inspect(.file(path))
        } catch {
            throw MapSnapError(field: "image", message: error.message)
        }
    }
}
