import Foundation
import Testing

/// Positron with layers at the values the spec allows and MapSnap once refused (`circle-blur` 5, `line-width` 300,
/// `line-offset` 2000, `text-size` 150, `text-max-width` 0.5, `text-letter-spacing` 20, `icon-size` 20) draws, exit 0
/// (MapLibre Native draws them too; the blurred circles fade as its shader fades them, even at the centre).
@Test func stylesAtTheSpecsRangesDraw() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let positron = "\(CLI.projectRoot)/Styles/openmaptiles/positron"
    for file in try FileManager.default.contentsOfDirectory(atPath: positron) where !file.hasPrefix(".") {
        try FileManager.default.copyItem(atPath: "\(positron)/\(file)", toPath: "\(directory)/\(file)")
    }
    var style = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/style.json"))) as? [String: Any])
    var layers = try #require(style["layers"] as? [[String: Any]])
    layers += [
        ["id": "blurred", "type": "circle", "source": "openmaptiles", "source-layer": "poi", "paint": ["circle-radius": 6, "circle-color": "#e03030", "circle-blur": 5]],
        ["id": "wide", "type": "line", "source": "openmaptiles", "source-layer": "transportation", "paint": ["line-width": 300, "line-offset": 2000, "line-color": "#00f"]],
        ["id": "huge", "type": "symbol", "source": "openmaptiles", "source-layer": "place",
         "layout": ["text-field": "{name}", "text-size": 150, "text-max-width": 0.5, "text-letter-spacing": 20, "text-font": ["Noto Sans Regular"]]],
        ["id": "icons", "type": "symbol", "source": "openmaptiles", "source-layer": "poi", "layout": ["icon-image": "circle-11", "icon-size": 20]],
    ]
    style["layers"] = layers
    try JSONSerialization.data(withJSONObject: style).write(to: URL(fileURLWithPath: "\(directory)/ranges.json"))
    let result = try CLI.run(["render", "--style", "\(directory)/ranges.json", "--source", "openmaptiles=\(CLI.projectRoot)/Data/helsinki.mbtiles",
                              "--center", "60.1699,24.944", "--span", "0.006,0.012", "--size", "400x300", "-o", "\(directory)/map.png"])
    #expect(result.status == 0 && !result.stderr.contains("error"), "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: "\(directory)/map.png"))
}
