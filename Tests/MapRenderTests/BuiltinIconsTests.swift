import Foundation
import Testing
@testable import MapRender

private let iconsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Icons")

@Test func embeddedIconsMatchTheSVGFiles() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: iconsDirectory.path).filter { $0.hasSuffix(".svg") }
    #expect(files.count == BuiltinIcons.sources.count)
    for file in files {
        let name = String(file.dropLast(4))
        let text = try String(contentsOf: iconsDirectory.appendingPathComponent(file), encoding: .utf8)
        #expect(BuiltinIcons.sources[name] == text.trimmingCharacters(in: .whitespacesAndNewlines), "run Scripts/dev/embed-resources for \(name)")
    }
}

@Test func theIssuesIconSetIsThere() {
    let wanted = ["restaurant", "cafe", "bar", "bakery", "grocery", "shop", "hotel", "museum", "park", "beach", "hospital", "pharmacy",
                  "school", "university", "library", "bank", "atm", "fuel", "charging-station", "parking", "bus", "train", "airport",
                  "police", "post-office", "toilet", "cinema", "theatre", "star", "car", "info", "pin", "home", "work"]
    #expect(wanted.allSatisfy { BuiltinIcons.asset(named: $0) != nil })
    #expect(BuiltinIcons.asset(named: "unicorn") == nil)
}
