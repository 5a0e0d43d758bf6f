import Foundation
import Testing

/// The search page at `GET /` in headless Chromium (Tests/Browser/search_page.py, driven by Debian's
/// python3-selenium): the slippy map's tiles load, suggestions with highlighted characters, a chosen suggestion's
/// results on the map with the selected one's callout, which stays at its coordinate as the map is dragged and zoomed
/// (wheel, keys and a two-finger pinch), and directions between two results. Screenshots go to output/search-page*.png.
@Test func searchPageWorksInABrowser() throws {
    let checkout = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let result = try CLI.run([checkout + "/Tests/Browser/search_page.py", CLI.binary, checkout + "/output"], executable: "/usr/bin/python3")
    #expect(result.status == 0, "\(result.stderr.split(separator: "\n").filter { !$0.hasPrefix("#") }.suffix(8).joined(separator: "\n"))")
    #expect(result.stdout.contains("search page: suggestions"), "\(result.stdout)")
}
