import Foundation
import Testing

@Test func markersFromFlagsWithLayoutReport() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["render", "--center", "60.1699,24.9384", "--size", "300x200", "--scale", "2",
                              "--marker", "60.17,24.94,tint=#007AFF,glyph=K,title=Kamppi,callout=true",
                              "--marker", "60.168,24.935,icon=cafe,cluster=c,priority=defaultLow",
                              "--layout-json", "\(directory)/layout.json", "-o", "\(directory)/m.png"])
    #expect(result.status == 0, "\(result.stderr)")
    let layout = try String(contentsOfFile: "\(directory)/layout.json", encoding: .utf8)
    #expect(layout.contains("\"status\": \"drawn\""))
    #expect(layout.contains("\"calloutFrame\": {"))
}

@Test(arguments: [
    ("nan,24.94", "--marker: \"nan,24.94\" is not latitude,longitude"),
    ("60.17,inf", "--marker: \"60.17,inf\" is not latitude,longitude"),
    ("95,24.94", "--marker: latitude 95 is outside -90...90"),
    ("60.17,24.94,icon=unicorn", "--marker icon: \"unicorn\" is not a built-in icon (see mapsnap icons --list)"),
    ("60.17,24.94,cluster=", "--marker cluster: must not be empty"),
    ("60.17,24.94,shape=3", "--marker: unknown key \"shape\" (tint, glyph, icon, size, title, subtitle, selected, callout, cluster, priority)"),
    ("60.17,24.94,size=3", "--marker size: \"3\" is not small, medium or large"),
    ("60.17", "--marker: \"60.17\" needs LAT,LON first (e.g. 60.17,24.94,tint=#007AFF,glyph=K)"),
])
func badMarkerFlags(spec: String, message: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["render", "--center", "60.17,24.94", "--marker", spec, "-o", "\(directory)/m.png", "--layout-json", "\(directory)/l.json"])
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(message)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
}
