import CairoCanvas
import Foundation
import Testing
import TestSupport
@testable import MapSnap

/// A raster image's base-map shapes drawn in bands on several threads (`CairoRenderer.drawingThreads`) are the same
/// pixels as drawn on one thread, for generated views in the built-in and MapLibre styles: any centre over the
/// tiles (and beyond them), zoom, size (odd heights, heights below two bands' worth), scale and bearing.
@Test func shapesDrawnInBandsAreThePixelsOfOneThread() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let data = try MapData(path: "\(root)/Data/helsinki.mbtiles")
    let styles = ["default", "dark", "\(root)/Styles/openmaptiles/positron/style.json", "\(root)/Styles/openmaptiles/osm-bright/style.json"]
    let fonts = try FontLibrary.shared.get()
    var generator = SeededGenerator(seed: 2812)
    for index in 0..<16 {
        var options = MapSnapshotter.Options()
        options.style = styles[index % styles.count]
        options.size = Size(width: Double(Int.random(in: 60...700, using: &generator)), height: Double(Int.random(in: 60...601, using: &generator)))
        options.scale = [1.0, 2.0, 1.5][index % 3]
        let center = Coordinate(latitude: Double.random(in: 60.14...60.21, using: &generator), longitude: Double.random(in: 24.88...25.02, using: &generator))
        options.region = Viewport(center: center, zoom: Double.random(in: 12...18, using: &generator), size: options.size).visibleRegion
        // Every other map turned (pattern fills then draw turned in the level frame).
        if index % 2 == 1 { options.bearing = Double.random(in: 0..<360, using: &generator) }
        let list = try MapSnapshotter(options: options, data: data).plan().displayList
        let one = try CairoRenderer(fonts: fonts, drawingThreads: 1).rasterize(list)
        for threads in [2, 3] {
            let banded = try CairoRenderer(fonts: fonts, drawingThreads: threads).rasterize(list)
            let same = banded == one  // compared outside #expect, which would print every pixel
            #expect(same, "view \(index) (\(options.style ?? ""), \(options.size), scale \(options.scale)) on \(threads) threads")
        }
    }
}

/// A map laid out on two threads (its base-map shapes beside its annotations and labels, as a map drawn on several
/// cores is) has the same display list and layout report as one laid out on one thread, for generated views with
/// markers in the built-in and MapLibre styles.
@Test func layoutOnTwoThreadsIsTheLayoutOnOne() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let data = try MapData(path: "\(root)/Data/helsinki.mbtiles")
    let styles = ["default", "\(root)/Styles/openmaptiles/positron/style.json", "\(root)/Styles/openmaptiles/osm-bright/style.json",
                  "\(root)/Styles/openmaptiles/dark-matter/style.json"]
    var generator = SeededGenerator(seed: 2813)
    var viewsWithLabels = 0
    for index in 0..<12 {
        var options = MapSnapshotter.Options()
        options.style = styles[index % styles.count]
        options.size = Size(width: Double(Int.random(in: 100...800, using: &generator)), height: Double(Int.random(in: 100...600, using: &generator)))
        // Over the tiles (60.164–60.179 N, 24.935–24.953 E).
        let center = Coordinate(latitude: Double.random(in: 60.166...60.177, using: &generator), longitude: Double.random(in: 24.938...24.951, using: &generator))
        options.region = Viewport(center: center, zoom: Double.random(in: 14...17, using: &generator), size: options.size).visibleRegion
        options.annotations = (0..<5).map { marker in
            Annotation(coordinate: Coordinate(latitude: center.latitude + Double(marker - 2) * 0.001, longitude: center.longitude),
                       kind: .pin(tint: .systemRed), title: "Marker \(marker)")
        }
        options.drawsOnSeveralCores = false
        let one = try MapSnapshotter(options: options, data: data).plan()
        options.drawsOnSeveralCores = true
        let two = try MapSnapshotter(options: options, data: data).plan()
        let same = one.displayList == two.displayList  // compared outside #expect, which would print every command
        #expect(same, "view \(index) (\(options.style ?? ""), \(options.size))")
        #expect(one.report == two.report)
        if !one.report.labels.isEmpty { viewsWithLabels += 1 }
    }
    // Labels are compared too: nearly every view has some (a 104 x 100 view among its five pins and titles may not).
    #expect(viewsWithLabels >= 10, "only \(viewsWithLabels) of 12 views have base-map labels")
}
