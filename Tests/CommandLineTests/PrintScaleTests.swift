import Foundation
import MapSnap
import Testing

/// Runs `/usr/bin/python3 -c script` (Debian's Python, with geographiclib) and returns what it prints.
private func python(_ script: String) throws -> String {
    let result = try CLI.run(["-c", script], executable: "/usr/bin/python3")
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
}

/// The page size pdfinfo reads, in millimetres.
private func pdfPageMillimetres(_ path: String) throws -> (width: Double, height: Double) {
    let info = try CLI.run([path], executable: "/usr/bin/pdfinfo")
    let line = try #require(info.stdout.split(separator: "\n").first { $0.hasPrefix("Page size:") }, "\(info.stdout)")
    let numbers = line.split(separator: " ").compactMap { Double($0) }
    try #require(numbers.count >= 2, "\(line)")
    return (numbers[0] / 72 * 25.4, numbers[1] / 72 * 25.4)
}

/// The centre, in pixels, of the pixels of `image` within 40 of `rgb` in every channel.
private func centroid(_ image: RGBAImage, _ rgb: (Int, Int, Int)) -> (x: Double, y: Double)? {
    var sumX = 0.0, sumY = 0.0, count = 0.0
    for y in 0..<image.height {
        for x in 0..<image.width {
            let (red, green, blue, _) = image.pixel(x: x, y: y)
            if abs(Int(red) - rgb.0) < 40, abs(Int(green) - rgb.1) < 40, abs(Int(blue) - rgb.2) < 40 {
                sumX += Double(x) + 0.5
                sumY += Double(y) + 0.5
                count += 1
            }
        }
    }
    return count > 0 ? (sumX / count, sumY / count) : nil
}

/// A map printed at 1:25,000 (A4 portrait, Letter landscape, A3) at latitudes 0, 45 and 60: pdfinfo reads the
/// paper's size, and two dots a geodesic kilometre apart (geographiclib's direct problem, east and north of the
/// centre) measure 40 mm apart on the page rasterised by pdftoppm at 10 pixels a millimetre (± 0.5 mm).
@Test(arguments: [("A4", "portrait", 0.0, 210.0, 297.0), ("Letter", "landscape", 45.0, 279.4, 215.9), ("A3", "portrait", 60.0, 297.0, 420.0)])
func printedMapsAreAtTheirScale(paper: String, orientation: String, latitude: Double, width: Double, height: Double) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let longitude = 24.94
    // Two pairs: a kilometre east and a kilometre north of a point near the centre.
    let ends = try python("""
        from geographiclib.geodesic import Geodesic
        for azimuth in (90, 0):
            g = Geodesic.WGS84.Direct(\(latitude) - 0.002, \(longitude) - 0.004, azimuth, 1000)
            print(g['lat2'], g['lon2'])
        """).split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
    try #require(ends.count == 2 && ends.allSatisfy { $0.count == 2 })
    func dot(_ latitude: Double, _ longitude: Double, _ colour: String) -> String {
        #"{"type": "circle", "center": [\#(latitude), \#(longitude)], "radius": 15, "fillColor": "\#(colour)", "strokeColor": "\#(colour)"}"#
    }
    let scene = """
        {"region": {"center": {"latitude": \(latitude), "longitude": \(longitude)}, "span": {"latitudeDelta": 0.01, "longitudeDelta": 0.01}},
         "style": "none", "background": "#FFFFFF", "attribution": false,
         "print": {"scale": 25000, "paper": "\(paper)", "orientation": "\(orientation)"},
         "overlays": [\(dot(latitude - 0.002, longitude - 0.004, "#FF00FF")), \(dot(ends[0][0], ends[0][1], "#00C000")), \(dot(ends[1][0], ends[1][1], "#0000FF"))]}
        """
    try scene.write(toFile: "\(directory)/print.json", atomically: true, encoding: .utf8)
    let result = try CLI.run(["render", "\(directory)/print.json", "-o", "\(directory)/map.pdf"])
    try #require(result.status == 0, "\(result.stderr)")
    let page = try pdfPageMillimetres("\(directory)/map.pdf")
    #expect(abs(page.width - width) < 0.1 && abs(page.height - height) < 0.1, "\(paper) \(orientation): \(page)")
    let raster = try CLI.run(["-r", "254", "-png", "-singlefile", "\(directory)/map.pdf", "\(directory)/page"], executable: "/usr/bin/pdftoppm")
    try #require(raster.status == 0, "\(raster.stderr)")
    let image = try ImageFile.readPNG("\(directory)/page.png")
    let origin = try #require(centroid(image, (255, 0, 255))), east = try #require(centroid(image, (0, 192, 0))), north = try #require(centroid(image, (0, 0, 255)))
    for (name, end) in [("east", east), ("north", north)] {
        let millimetres = ((end.x - origin.x) * (end.x - origin.x) + (end.y - origin.y) * (end.y - origin.y)).squareRoot() / 10
        #expect(abs(millimetres - 40) <= 0.5, "\(paper) at latitude \(latitude): a kilometre \(name) is \(millimetres) mm on the page")
    }
}

/// A printed PNG is the page at its resolution and says so (pHYs), as a JPEG does (JFIF density); the scale bar
/// states the scale and its bar is as long on the paper as its distance at that scale.
@Test func printedRasterStatesItsResolutionAndScale() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let print = ["--center", "60.1716,24.9443", "--print-scale", "1:5000", "--paper", "A5", "--dpi", "150", "--scale-bar", "metric"]
    for name in ["page.png", "page.jpg"] {
        let result = try CLI.run(["render"] + print + ["-o", "\(directory)/\(name)", "--layout-json", "\(directory)/\(name).json"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }
    let read = try python("""
        from PIL import Image
        for name in ('page.png', 'page.jpg'):
            image = Image.open('\(directory)/' + name)
            print(image.size[0], image.size[1], round(image.info['dpi'][0]))
        """)
    // A5 is 148 x 210 mm: 874 x 1240 pixels at 150 dpi.
    #expect(read == "874 1240 150\n874 1240 150\n", "\(read)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/page.png.json"))) as? [String: Any])
    let bar = try #require((report["furniture"] as? [[String: Any]])?.first)
    #expect((bar["text"] as? String)?.hasPrefix("100 m") == true || (bar["text"] as? String)?.hasPrefix("200 m") == true, "\(bar)")
    let placed = try #require((bar["bars"] as? [[String: Any]])?.first)
    let metres = try #require(placed["metres"] as? Double)
    let start = try #require((placed["start"] as? [String: Double])?["x"]), end = try #require((placed["end"] as? [String: Double])?["x"])
    // Pixels at 150 dpi to millimetres on the paper, against the distance at 1:5000.
    let onPaper = (end - start) / 150 * 25.4
    #expect(abs(onPaper - metres * 1000 / 5000) / (metres * 1000 / 5000) < 0.01, "a \(metres) m bar is \(onPaper) mm on the paper")
}

/// Each bad print value: exit 2, one line naming the flag (or the scene's key) and the value, no file.
@Test(arguments: [
    (["--paper", "A4"], "--paper: needs --print-scale as well"),
    (["--print-scale", "1:25000", "--paper", "B7"], "--paper: \"B7\" is not A3, A4, A5, Letter, Legal or WxH in millimetres (e.g. 300x200)"),
    (["--print-scale", "1:5"], "--print-scale: 1:5 is outside 1:100 to 1:100000000"),
    (["--print-scale", "big"], "--print-scale: \"big\" is not a scale such as 1:25000"),
    (["--print-scale", "1:25000", "--dpi", "900"], "--dpi: 900 is outside 72...432 for this page (at most 10000 pixels a side)"),
    (["--print-scale", "1:25000", "--margin-mm", "120"], "--margin-mm: 120 mm leaves less than 10 mm of map on the 210x297 mm page"),
    (["--print-scale", "1:25000", "--orientation", "sideways"], "--orientation: \"sideways\" is not portrait or landscape"),
])
func badPrintValuesAreOneError(arguments: [String], message: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["render", "--center", "60.17,24.94"] + arguments + ["-o", "\(directory)/map.pdf"])
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(message)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
}

/// A scene's `print`: each bad value is one error naming its JSON path.
@Test func badScenePrintValuesNameTheirPath() throws {
    let base = #""region": {"center": {"latitude": 60.17, "longitude": 24.94}, "span": {"latitudeDelta": 0.01, "longitudeDelta": 0.01}}"#
    for (print, field) in [(#"{"paper": "A4"}"#, "print"), (#"{"scale": 5}"#, "print.scale"), (#"{"scale": 25000, "paper": "B7"}"#, "print.paper"),
                           (#"{"scale": 25000, "paper": [100]}"#, "print.paper"), (#"{"scale": 25000, "dpi": 1000}"#, "print.dpi"),
                           (#"{"scale": 25000, "colour": "red"}"#, "print.colour"), (#"{"scale": 25000, "marginMm": 200}"#, "print.marginMm")] {
        do {
            _ = try Scene.decode(Array("{\(base), \"print\": \(print)}".utf8), access: .none)
            Issue.record("\(print) was accepted")
        } catch {
            #expect(error.field == field, "\(print): \(error)")
        }
    }
}
