import Foundation
import Testing

/// pdfinfo's page count and each page's size in points.
private func pdfPages(_ path: String) throws -> [(width: Double, height: Double)] {
    let info = try CLI.run(["-f", "1", "-l", "999", path], executable: "/usr/bin/pdfinfo")
    return info.stdout.split(separator: "\n").filter { $0.hasPrefix("Page ") && $0.contains(" size:") }.map { line in
        let numbers = line.split(separator: ":")[1].split(separator: " ").compactMap { Double($0) }
        return (numbers[0], numbers[1])
    }
}

/// A scene's pages make one PDF, a page each at its own size (the top level's keys under each page's own), with
/// an alt-text line per page.
@Test func aSceneWithPagesIsOnePDF() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = """
        {"scaleBar": true, "print": {"scale": 5000, "paper": "A5"},
         "region": {"center": {"latitude": 60.1716, "longitude": 24.9443}, "span": {"latitudeDelta": 0.01, "longitudeDelta": 0.01}},
         "pages": [
           {"title": "Kluuvi"},
           {"title": "Kaartinkaupunki", "print": {"scale": 5000, "paper": "A5", "orientation": "landscape"},
            "region": {"center": {"latitude": 60.1665, "longitude": 24.947}, "span": {"latitudeDelta": 0.01, "longitudeDelta": 0.01}}},
           {"print": null, "size": {"width": 400, "height": 300}}
         ]}
        """
    try scene.write(toFile: "\(directory)/atlas.json", atomically: true, encoding: .utf8)
    let result = try CLI.run(["render", "\(directory)/atlas.json", "-o", "\(directory)/atlas.pdf", "--alt-text", "\(directory)/atlas.txt"])
    try #require(result.status == 0, "\(result.stderr)")
    let pages = try pdfPages("\(directory)/atlas.pdf")
    #expect(pages.count == 3)
    let a5 = (148 / 25.4 * 72, 210 / 25.4 * 72)
    let expected = [a5, (a5.1, a5.0), (400.0, 300.0)]
    for (page, size) in zip(pages, expected) { #expect(abs(page.width - size.0) < 0.01 && abs(page.height - size.1) < 0.01, "\(page) against \(size)") }
    let lines = try String(contentsOfFile: "\(directory)/atlas.txt", encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3 && lines[0].hasPrefix("Page 1: Map of Helsinki, Finland") && lines[0].contains("printed at 1:5000"), "\(lines)")
    // Bad atlases: one error each, naming the page or flag, and no file.
    for (text, arguments, message) in [
        (#"{"pages": []}"#, [] as [String], "pages: must be a list of 1 to 200 scenes"),
        (#"{"pages": [{"size": "x"}]}"#, [], "pages[0].size"),
        (#"{"pages": [3]}"#, [], "pages[0]: expected an object (a scene)"),
        (scene, ["--layout-json", "\(directory)/layout.json"], "--layout-json: is for one map; an atlas has a page each (leave it out)"),
    ] {
        try text.write(toFile: "\(directory)/bad.json", atomically: true, encoding: .utf8)
        let bad = try CLI.run(["render", "\(directory)/bad.json", "-o", "\(directory)/bad.pdf"] + arguments)
        #expect(bad.status == 2 && bad.stderr.hasPrefix("mapsnap: error: \(message)"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/bad.pdf"))
    }
    let png = try CLI.run(["render", "\(directory)/atlas.json", "-o", "\(directory)/atlas.png"])
    #expect(png.status == 2 && png.stderr == "mapsnap: error: -o: a scene with pages is an atlas, written as PDF; name a .pdf output\n")
}

/// A route atlas: an overview and the strips, each strip on the paper at the stated scale (its scale bar says so).
@Test func aRouteAtlasHasAnOverviewAndStrips() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = #"{"route": {"from": "Kiasma", "to": "Kauppatori", "transport": "walking"}, "title": "Kiasma to Kauppatori", "atlas": {"along": "route", "scale": 4000}, "print": {"scale": 4000, "paper": "A5", "orientation": "landscape"}}"#
    try scene.write(toFile: "\(directory)/route.json", atomically: true, encoding: .utf8)
    let result = try CLI.run(["render", "\(directory)/route.json", "-o", "\(directory)/route.pdf", "--alt-text", "\(directory)/route.txt"])
    try #require(result.status == 0, "\(result.stderr)")
    let pages = try pdfPages("\(directory)/route.pdf")
    #expect(pages.count == 3, "an overview and two strips of the 1.3 km walk at 1:4000 on A5: \(pages)")
    #expect(pages.allSatisfy { abs($0.width - 210 / 25.4 * 72) < 0.01 && abs($0.height - 148 / 25.4 * 72) < 0.01 })
    let lines = try String(contentsOfFile: "\(directory)/route.txt", encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3 && !lines[0].contains("printed at") && lines.dropFirst().allSatisfy { $0.contains("printed at 1:4000") }, "\(lines)")
    let text = try CLI.run(["-f", "2", "-l", "3", "\(directory)/route.pdf", "-"], executable: "/usr/bin/pdftotext").stdout
    #expect(text.contains("1 of 2") && text.contains("2 of 2"), "\(text)")
}

/// A batch job whose scene has pages writes one PDF of them; one asked for as PNG fails alone with the same error.
@Test func batchJobsWriteAtlases() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pages = #""region": {"center": {"latitude": 60.17, "longitude": 24.94}, "span": {"latitudeDelta": 0.005, "longitudeDelta": 0.01}}, "size": "300x200", "pages": [{"title": "One"}, {"title": "Two"}, {"title": "Three"}]"#
    try """
        {"output": "atlas.pdf", "scene": {\(pages)}}
        {"output": "atlas.png", "scene": {\(pages)}}
        """.write(toFile: "\(directory)/jobs.jsonl", atomically: true, encoding: .utf8)
    let result = try CLI.run(["batch", "\(directory)/jobs.jsonl", "--out-dir", "\(directory)/out"])
    #expect(result.status == 1 && result.stdout.contains("batch: 2 jobs: 1 drawn, 1 failed"), "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("line 2 (atlas.png): output: a scene with pages is an atlas, written as PDF; name a .pdf output"), "\(result.stderr)")
    #expect(try pdfPages("\(directory)/out/atlas.pdf").count == 3)
}

/// Manifest lines naming the same `pdf` are the pages of that one PDF, in manifest order, one job in the report;
/// other lines draw as before. A `pdf` without .pdf, or with `output` too, refuses the manifest naming the line.
@Test func manifestLinesMakeOnePDF() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func scene(_ latitude: Double, _ title: String) -> String {
        #"{"size": "300x200", "title": "\#(title)", "region": {"center": {"latitude": \#(latitude), "longitude": 24.944}, "span": {"latitudeDelta": 0.004, "longitudeDelta": 0.006}}}"#
    }
    try """
        {"pdf": "book/atlas.pdf", "scene": \(scene(60.172, "North"))}
        {"output": "single.png", "scene": \(scene(60.170, "Single"))}
        {"pdf": "book/atlas.pdf", "scene": \(scene(60.170, "Middle"))}
        {"pdf": "book/atlas.pdf", "scene": \(scene(60.167, "South"))}
        """.write(toFile: "\(directory)/jobs.jsonl", atomically: true, encoding: .utf8)
    let result = try CLI.run(["batch", "\(directory)/jobs.jsonl", "--out-dir", "\(directory)/out"])
    #expect(result.status == 0 && result.stdout.contains("batch: 2 jobs: 2 drawn, 0 failed"), "\(result.stdout)\(result.stderr)")
    #expect(try pdfPages("\(directory)/out/book/atlas.pdf").count == 3)
    let text = try CLI.run(["-raw", "\(directory)/out/book/atlas.pdf", "-"], executable: "/usr/bin/pdftotext").stdout
    let order = ["North", "Middle", "South"].compactMap { text.range(of: $0)?.lowerBound }
    #expect(order.count == 3 && order == order.sorted(), "pages in manifest order: \(text)")
    #expect(FileManager.default.fileExists(atPath: "\(directory)/out/single.png"))
    for (line, message) in [(#"{"pdf": "atlas.png", "scene": {}}"#, "line 1: pdf \"atlas.png\" has no .pdf extension"),
                            (#"{"pdf": "a.pdf", "output": "a.pdf", "scene": {}}"#, "line 1: give output or pdf, not both")] {
        try line.write(toFile: "\(directory)/bad.jsonl", atomically: true, encoding: .utf8)
        let bad = try CLI.run(["batch", "\(directory)/bad.jsonl", "--out-dir", "\(directory)/bad"])
        #expect(bad.status == 2 && bad.stderr.contains(message), "\(bad.stderr)")
    }
}
