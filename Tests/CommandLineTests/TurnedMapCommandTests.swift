import Foundation
import Testing
import TestSupport

/// A turned map is the level map turned: `render --bearing B` of central Helsinki (400 x 400 points) against the
/// bearing-0 map twice as wide (same centre and scale) turned by Pillow and cut to the middle: at bearings 30, 90
/// and 200 at least 95% of the pixels away from labels are within 40 in every channel (measured 99.7–99.9%), and the
/// layout report states the bearing.
@Test(arguments: [30.0, 90.0, 200.0])
func turnedMapsAreTheLevelMapTurned(bearing: Double) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let center = ["--center", "60.1699,24.944", "--attribution", ""]
    let level = try CLI.run(["render"] + center + ["--span", "0.008,0.016", "--size", "800x800", "-o", "\(directory)/level.png",
                                                    "--layout-json", "\(directory)/level.json"])
    #expect(level.status == 0, "\(level.stderr)")
    let turned = try CLI.run(["render"] + center + ["--span", "0.004,0.008", "--size", "400x400", "--bearing", "\(bearing)",
                                                     "-o", "\(directory)/turned.png", "--layout-json", "\(directory)/turned.json"])
    #expect(turned.status == 0, "\(turned.stderr)")
    let compared = try CLI.run(["\(CLI.fixtures)/turn-compare.py", "\(directory)/level.png", "\(directory)/level.json",
                                "\(directory)/turned.png", "\(directory)/turned.json", "\(bearing)"], executable: "/usr/bin/python3")
    let counts = try #require(try JSONSerialization.jsonObject(with: Data(compared.stdout.utf8)) as? [String: Int], "\(compared.stderr)")
    let share = Double(counts["within"] ?? 0) / Double(max(1, counts["compared"] ?? 0))
    #expect((counts["compared"] ?? 0) > 60_000 && share >= 0.95, "bearing \(bearing): \(counts)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/turned.json"))) as? [String: Any])
    #expect(report["bearing"] as? Double == bearing)
    #expect(!((report["labels"] as? [Any]) ?? []).isEmpty)
}

/// A bearing or camera that cannot be used is one error naming it, exit 2, and no file.
@Test func badBearingsAndCamerasAreOneError() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var scenes = 0
    func scene(_ json: String) throws -> String {
        scenes += 1
        let path = "\(directory)/scene-\(scenes).json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
    let region = "\"region\": {\"center\": [60.17, 24.94], \"span\": {\"latitudeDelta\": 0.01, \"longitudeDelta\": 0.02}}"
    let camera = "\"camera\": {\"center\": [60.17, 24.94], \"distance\": 1500, \"heading\": 30}"
    let cases: [([String], String)] = [
        (["--center", "60.17,24.94", "--bearing", "north"], "--bearing: \"north\" is not a number"),
        (["--center", "60.17,24.94", "--bearing", "inf"], "--bearing: \"inf\" is not a number"),
        ([try scene("{\(region), \"bearing\": \"north\"}")], "bearing"),
        ([try scene("{\(region), \(camera)}")], "camera: give either region or camera, not both"),
        ([try scene("{\(camera), \"bearing\": 10}")], "bearing: the camera's heading turns the map"),
        ([try scene("{\"camera\": {\"center\": [60.17, 24.94], \"distance\": 0}}")], "camera.distance: 0 is outside 1...100000000"),
        ([try scene("{\"camera\": {\"center\": [60.17, 24.94]}}")], "camera: needs distance (metres) or span"),
        ([try scene("{\"camera\": {\"center\": [60.17, 24.94], \"distance\": 900, \"tilt\": 3}}")], "camera.tilt"),
    ]
    for (arguments, message) in cases {
        let output = "\(directory)/map.png"
        let result = try CLI.run(["render"] + arguments + ["-o", output])
        #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

/// A scene's camera (centre, distance, heading) draws the map it describes: the layout report has its heading, and
/// the image's height shows distance ÷ 1.5 of ground (measured from the scale bar the map draws); `--bearing` given
/// as well turns it further than the scene said.
@Test func aSceneCameraTurnsAndScalesTheMap() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = "\(directory)/scene.json"
    try Data("""
    {"size": "300x600", "camera": {"center": [60.17, 24.94], "distance": 1500, "heading": 45}, "scaleBar": {"units": "metric"}}
    """.utf8).write(to: URL(fileURLWithPath: path))
    for (extra, bearing) in [([String](), 45.0), (["--bearing", "-10"], 350.0)] {
        let result = try CLI.run(["render", path, "-o", "\(directory)/map.png", "--layout-json", "\(directory)/map.json"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/map.json"))) as? [String: Any])
        #expect(report["bearing"] as? Double == bearing)
        let furniture = try #require(report["furniture"] as? [[String: Any]])
        let bar = try #require((furniture.first { $0["kind"] as? String == "scaleBar" }?["bars"] as? [[String: Any]])?.first)
        let start = try #require(bar["start"] as? [String: Double]), end = try #require(bar["end"] as? [String: Double])
        let metresPerPixel = try #require(bar["metres"] as? Double) / abs((end["x"] ?? 0) - (start["x"] ?? 0))
        // 600 points at scale 1 show 1000 m, within the scale bar's 1%.
        #expect(abs(metresPerPixel * 600 - 1_000) < 10, "\(metresPerPixel * 600) m down the image")
    }
}
