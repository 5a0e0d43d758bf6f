import Foundation
import Testing

@Test func diffExitCodes() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let a = "\(directory)/a.png", b = "\(directory)/b.png", c = "\(directory)/c.png"
    #expect(try CLI.run(["render", "\(CLI.fixtures)/small.json", "-o", a]).status == 0)
    #expect(try CLI.run(["render", "\(CLI.fixtures)/small.json", "-o", b]).status == 0)
    #expect(try CLI.run(["render", "\(CLI.fixtures)/small.json", "--line-color", "red", "--polyline", "60.168,24.93 60.17,24.94", "-o", c]).status == 0)

    let same = try CLI.run(["diff", a, b])
    #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    #expect(same.stdout.hasPrefix("same: 0 of 30000 pixels differ"))

    let different = try CLI.run(["diff", a, c, "--diff-out", "\(directory)/d.png"])
    #expect(different.status == 1)
    #expect(different.stdout.hasPrefix("different: "))
    #expect(FileManager.default.fileExists(atPath: "\(directory)/d.png"))
    #expect(try CLI.run(["diff", a, c, "--tolerance", "255"]).status == 0)
    #expect(try CLI.run(["diff", a, c, "--max-differing", "1"]).status == 0)

    let missing = try CLI.run(["diff", a, "\(directory)/none.png"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "mapsnap: error: image: \(directory)/none.png: no such file\n")
    let notPNG = try CLI.run(["diff", a, "\(CLI.fixtures)/small.json"])
    #expect(notPNG.status == 2)
    #expect(notPNG.stderr == "mapsnap: error: image: \(CLI.fixtures)/small.json: not a PNG file (no PNG signature)\n")
    #expect(try CLI.run(["diff", a, b, "--tolerance", "300"]).stderr == "mapsnap: error: --tolerance: \"300\" is not a whole number in 0...255\n")
    #expect(try CLI.run(["diff", a]).status == 2)
}
