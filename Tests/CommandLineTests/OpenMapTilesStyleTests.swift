import CairoCanvas
import Foundation
import Testing

/// The OpenMapTiles styles draw from the committed tiles: the style is read (expression filters and values, legacy
/// functions, sprite, fonts, sources), nothing is left to report, and the map has the style's colours.
/// (`Scripts/bench/compare-maplibre` compares them with MapLibre Native.)
@Test(arguments: ["positron", "osm-bright", "dark-matter"])
func openMapTilesStylesDraw(style: String) throws {
    let root = CLI.projectRoot
    let map = try InProcess.render(["--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944", "--span", "0.006,0.016",
                                    "--size", "400x300", "--style", "\(root)/Styles/openmaptiles/\(style)/style.json"])
    // Every layer and property of the three styles is drawn as written over these tiles, and the map lies inside
    // them: no warning at all.
    #expect(map.warnings.isEmpty, "\(map.warnings)")
    #expect(try InProcess.notDrawn(style: "\(root)/Styles/openmaptiles/\(style)/style.json", tiles: "\(root)/Data/helsinki.mbtiles").isEmpty)
    let image = map.image
    var colours = Set<UInt32>()
    for index in stride(from: 0, to: image.pixels.count, by: 4 * 7) {
        colours.insert(UInt32(image.pixels[index]) << 16 | UInt32(image.pixels[index + 1]) << 8 | UInt32(image.pixels[index + 2]))
    }
    #expect(colours.count > 50, "a drawn map has many colours, found \(colours.count)")
}

/// The layout report lists the style's placed labels (layer id, text, icon, frame), every one on the image (street
/// names at least partly) and clear of the annotations, which keep priority over the style's symbols in the one collision grid.
@Test func theLayoutReportListsTheStylesLabels() throws {
    let root = CLI.projectRoot
    let report = try InProcess.render(["--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944", "--span", "0.0032,0.0086",
                                       "--size", "800x600", "--style", "\(root)/Styles/openmaptiles/osm-bright/style.json",
                                       "--marker", "60.1701,24.9435,title=Kluuvi corner", "--marker", "60.1690,24.9460,tint=#34C759,title=Market"]).layout
    let labels = try #require(report["labels"] as? [[String: Any]])
    #expect(labels.count > 30)
    let layers = Set(labels.compactMap { $0["layer"] as? String })
    #expect(layers.isSuperset(of: ["poi-level-1", "highway-name-minor", "road_oneway"]), "\(layers)")
    #expect(labels.contains { $0["text"] as? String == "Aleksanterinkatu" })
    #expect(labels.contains { ($0["icon"] as? String)?.hasSuffix("_11") == true && $0["text"] is String })
    func rect(_ value: Any?) -> (Double, Double, Double, Double)? {
        guard let frame = value as? [String: Double], let x = frame["x"], let y = frame["y"], let w = frame["width"], let h = frame["height"] else { return nil }
        return (x, y, w, h)
    }
    let annotations = (report["annotations"] as? [[String: Any]] ?? []).flatMap { [rect($0["frame"]), rect($0["titleFrame"])] }.compactMap { $0 }
    #expect(annotations.count == 4)
    for label in labels {
        let frame = try #require(rect(label["frame"]), "\(label)")
        // Point labels and icons lie on the image (icons along lines are turned: their frame is the turned box's
        // bounds, which may reach a little past); street names run past its edge where MapLibre's anchor puts them.
        let alongLines: Set = ["waterway-name", "water-name-lakeline", "highway-name-path", "highway-name-minor", "highway-name-major"]
        if alongLines.contains(label["layer"] as? String ?? "") {
            #expect(frame.0 < 800 && frame.1 < 600 && frame.0 + frame.2 > 0 && frame.1 + frame.3 > 0, "\(label)")
        } else {
            let slack = label["layer"] as? String == "road_oneway" ? 8.0 : 1.0
            #expect(frame.0 >= -slack && frame.1 >= -slack && frame.0 + frame.2 <= 800 + slack && frame.1 + frame.3 <= 600 + slack, "\(label)")
        }
        for other in annotations where label["layer"] as? String != "road_oneway" {
            let overlaps = frame.0 + 2 < other.0 + other.2 && other.0 + 2 < frame.0 + frame.2 && frame.1 + 2 < other.1 + other.3 && other.1 + 2 < frame.1 + frame.3
            #expect(!overlaps, "\(label) meets an annotation at \(other)")
        }
    }
}

/// A MapLibre style's street names sit where MapLibre Native puts them (at its anchors in each tile), not at the middle
/// of what shows: in the harness's Positron thumbnail (256x256@2 at MapLibre zoom 15.5 over Kaivokatu), MapLibre Native
/// draws Kaivokatu and Ateneuminkuja whole and neither Mikonkatu nor Keskuskatu; so must MapSnap (before, it
/// labelled all four).
@Test func mapLibreStylesPlaceStreetNamesAtMapLibresAnchors() throws {
    let root = CLI.projectRoot
    let report: [String: Any]? = try InProcess.render(["--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944",
                                                       "--span", "0.0019321433,0.0038842536", "--size", "256x256", "--scale", "2",
                                                       "--style", "\(root)/Styles/openmaptiles/positron/style.json", "--attribution", ""]).layout
    let labels = try #require(report?["labels"] as? [[String: Any]])
    // Names drawn whole (MapLibre Native too draws the ends of others that run past the image's edge).
    let texts = Set(labels.compactMap { label -> String? in
        guard let frame = label["frame"] as? [String: Double], let x = frame["x"], let y = frame["y"], let width = frame["width"],
              let height = frame["height"], x >= 0, y >= 0, x + width <= 512, y + height <= 512 else { return nil }  // pixels at scale 2
        return label["text"] as? String
    })
    #expect(texts.contains("KAIVOKATU") && texts.contains("ATENEUMINKUJA"), "\(texts)")
    #expect(!texts.contains("MIKONKATU") && !texts.contains("KESKUSKATU"), "\(texts)")
}
