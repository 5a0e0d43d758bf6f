import CairoCanvas
import Foundation
import MapStyle
import StrictJSON

/// Writes MapLibre sprite sheets from a folder of SVG icons: `BASE.json` + `BASE.png` at 1 pixel per point and
/// `BASE@2x.json` + `BASE@2x.png` at 2, the files a style's `"sprite": "BASE"` names.
public enum SpriteFiles {
    /// Builds both sheets from every `*.svg` in `directory` (the image name is the file name without `.svg`) and writes
    /// them together (none is written when one fails). Returns the number of icons.
    @discardableResult
    public static func write(iconsDirectory directory: String, base: String) throws(MapSnapError) -> Int {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.lowercased().hasSuffix(".svg") }.sorted()
        } catch {
            throw MapSnapError(field: "icons", message: "\(directory) is not a readable folder")
        }
        guard !names.isEmpty else { throw MapSnapError(field: "icons", message: "\(directory) has no .svg files") }
        var icons: [(name: String, svg: [UInt8])] = []
        var inputs: [InputFile] = []
        for file in names {
            let path = "\(directory)/\(file)"
            icons.append((String(file.dropLast(4)), try Scene.readFile(path, field: "icons")))
            inputs.append(InputFile(field: "icons", path: path))
        }
        var outputs = OutputSet(inputs: inputs)
        for (suffix, ratio) in [("", 1.0), ("@2x", 2.0)] {
            let sheet: SpriteSheetBuilder.Sheet
            do {
                sheet = try SpriteSheetBuilder.build(icons, pixelRatio: ratio)
            } catch {
                throw MapSnapError(field: "icons", message: error.message)
            }
            try outputs.add("\(base)\(suffix).png", field: "-o", bytes: sheet.png)
            try outputs.add("\(base)\(suffix).json", field: "-o", bytes: Array((indexJSON(sheet.images).serialized() + "\n").utf8))
        }
        try outputs.commit()
        return icons.count
    }

    /// The sprite index: images by name with their pixel rectangle and ratio.
    static func indexJSON(_ images: [String: SpriteImage]) -> JSONValue {
        .object(images.keys.sorted().compactMap { name in
            images[name].map { image in
                (name, JSONValue.object([("x", .number(Double(image.x))), ("y", .number(Double(image.y))),
                                         ("width", .number(Double(image.width))), ("height", .number(Double(image.height))),
                                         ("pixelRatio", .number(image.pixelRatio))]))
            }
        })
    }
}
