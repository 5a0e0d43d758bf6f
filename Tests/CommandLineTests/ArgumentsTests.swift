import Foundation
import Testing

@Test func diffOfDifferentSizesSaysSo() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(try CLI.run(["render", "\(CLI.fixtures)/small.json", "-o", "\(directory)/a.png"]).status == 0)
    #expect(try CLI.run(["render", "\(CLI.fixtures)/small.json", "--size", "100x100", "-o", "\(directory)/b.png"]).status == 0)
    let result = try CLI.run(["diff", "\(directory)/a.png", "\(directory)/b.png"])
    #expect(result.status == 1)
    #expect(result.stdout == "different: sizes differ: 200x150 vs 100x100\n")
}

@Test func optionsAcceptEqualsForm() throws {
    let directory = try CLI.temporaryDirectory()
    #expect(try CLI.run(["render", "--center=60.17,24.94", "--size=100x80", "-o", "\(directory)/a.png"]).status == 0)
    let missingValue = try CLI.run(["render", "-o", "\(directory)/b.png", "--center"])
    #expect(missingValue.status == 2)
    #expect(missingValue.stderr == "mapsnap: error: --center: needs a value\n")
}
