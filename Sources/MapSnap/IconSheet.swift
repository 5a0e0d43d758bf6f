import CairoCanvas
import MapRender

/// Writes the contact sheet of built-in icons.
public enum IconSheet {
    /// Draws every built-in icon (at 20 and 40 pt, with names) into a PNG at `path`.
    public static func write(to path: String, scale: Double = 2) throws(MapSnapError) {
        do {
            let fonts = try FontLibrary.shared.get()
            let list = IconContactSheet.displayList(scale: scale, measurer: try PangoTextMeasurer(fonts: fonts))
            try AtomicFile.write(try CairoRenderer(fonts: fonts).encode(list, as: .png), to: path)
        } catch let error as MapSnapError {
            throw error
        } catch let error as CanvasError {
            throw MapSnapError(error)
        } catch {
            throw MapSnapError(field: "icons", message: "\(error)")
        }
    }
}
