import Foundation
import Testing

@Test func iconsListsNamesAndDrawsTheContactSheet() throws {
    let list = try CLI.run(["icons", "--list"])
    #expect(list.status == 0)
    #expect(list.stdout.split(separator: "\n").count >= 30)
    #expect(list.stdout.contains("charging-station"))
    // The contact sheet goes to output/ so people can look at it.
    let output = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("output/icons.png").path
    let sheet = try CLI.run(["icons", "-o", output, "--scale", "2"])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let data = try #require(FileManager.default.contents(atPath: output))
    #expect(data.count > 10_000)
}
