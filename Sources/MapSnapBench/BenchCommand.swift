import CairoCanvas
import CommandLineKit
import Foundation
import Geo
import MapRender
import MapSnap
import MapStyle
import OSM
import PlaceSearch
import Routing

/// `mapsnap bench`: times the performance targets of DESIGN.md and prints median and p99 for each.
public enum BenchCommand {
    /// Runs `mapsnap bench` with the tokens after `bench`.
    public static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        let runs = try arguments.option("--runs").map { (text) throws(MapSnapError) -> Int in
            guard let value = Int(text), value >= 3 else { throw MapSnapError(field: "--runs", message: "\"\(text)\" must be a whole number of at least 3") }
            return value
        } ?? 50
        let largePath = try arguments.option("--large") ?? "output/large-8x8.mapsnap"
        let only = try arguments.option("--only")
        let scenePath = try arguments.option("--scene")
        let dataPath = try arguments.option("--data")
        let asJSON = try arguments.flag("--json")
        let regionsPath = try arguments.option("--regions")
        guard only == nil || only == "large" || only == "markers" || only == "search" || only == "routing" || only == "png"
                || only == "thumbnails" else {
            throw MapSnapError(field: "--only", message: "\"\(only ?? "")\" is not large, markers, search, routing, png or thumbnails")
        }
        _ = try arguments.positionals()
        let output = FileManager.default.temporaryDirectory.path + "/mapsnap-bench-\(getpid()).png"
        defer { unlink(output) }
        if let regionsPath {
            guard let dataPath else { throw MapSnapError(field: "--regions", message: "needs --data WHOLE.mapsnap, the whole area's prepared file to compare with") }
            let agreement = try RegionAgreement.measure(whole: MapData(path: dataPath), regions: MapData(path: regionsPath),
                                                        searchCount: 200, routeCount: 200, seed: 2026_12_06)
            print(agreement.summary)
            return .success
        }
        if let scenePath {
            let (sceneRows, pngBytes, png8Bytes, tilesRead) = try sceneRows(path: scenePath, dataPath: dataPath, runs: runs)
            print(asJSON ? json(sceneRows, pngBytes: pngBytes, png8Bytes: png8Bytes, tilesRead: tilesRead)
                  : BenchRow.table(sceneRows) + "\nPNG: \(pngBytes) bytes, as png8: \(png8Bytes) bytes"
                    + (tilesRead.map { "\ntiles read: \($0)" } ?? ""))
            return .success
        }
        if only == "markers" {
            print(BenchRow.table(try markerRows(runs: runs, output: output)))
            return .success
        }
        if only == "thumbnails" {
            print(BenchRow.table([try thumbnailRow(runs: runs)]))
            return .success
        }
        if only == "large" {
            guard FileManager.default.fileExists(atPath: largePath) else {
                throw MapSnapError(field: "--large", message: "\(largePath): no such file (Scripts/fixtures/make-large-extract 8, then mapsnap prepare)")
            }
            print(BenchRow.table(try largeRows(runs: runs, path: largePath)))
            return .success
        }

        var rows: [BenchRow] = []
        guard let resources = MapResources.located else { throw MapSnapError(field: "data", message: "the built-in data was not found") }
        let extract = resources.extractPath
        if only == "search" {
            print(BenchRow.table(try searchRows(runs: runs, extract: extract)))
            return .success
        }
        if only == "routing" {
            print(BenchRow.table(try routingRows(runs: runs, extract: extract)))
            return .success
        }
        let overlays = BenchScenes.routeAndPolygon(routePoints: 500)
        var baseMapScene = BenchScenes.options(overlays: [overlays[1]], scale: 1)
        baseMapScene.style = "default"
        baseMapScene.region = CoordinateRegion(center: Coordinate(latitude: 60.1700, longitude: 24.9440),
                                               span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.018))
        baseMapScene.annotations = BenchScenes.markers(100, clustered: true)
        baseMapScene.annotations[0].isSelected = true
        baseMapScene.annotations[0].callout = Callout()
        var mapOptions = baseMapScene
        mapOptions.scale = 2
        let image = try MapSnapshotter(options: mapOptions).start().image
        if only == "png" {
            print(BenchRow.table(try pngRows(image: image, label: "1600x1200 Helsinki map", runs: runs)))
            return .success
        }
        rows.append(try time("load Helsinki extract (parse + assemble + index)", target: "< 300 ms", runs: max(3, runs / 5)) {
            _ = FeatureStore(data: try PBFReader.read(path: extract))
        })
        rows.append(try time("800x600@1x Helsinki base map + 100 clustered markers + route + callout, PNG", target: "< 30 ms", runs: runs) {
            try MapSnapshotter(options: baseMapScene).write(to: output, format: .png)
        })
        var plainBaseMap = baseMapScene
        plainBaseMap.annotations = []
        plainBaseMap.overlays = []
        let baseMapSnapshotter = try MapSnapshotter(options: plainBaseMap)
        rows.append(try time("  800x600@1x base map alone: draw into pixels", target: "-", runs: runs) {
            _ = try baseMapSnapshotter.start()
        })
        rows.append(try time("  800x600@1x base map alone: layout (display list)", target: "-", runs: runs) {
            _ = try baseMapSnapshotter.plan()
        })
        var markersScene = BenchScenes.options(overlays: overlays, scale: 1)
        markersScene.annotations = BenchScenes.markers(100, clustered: true)
        rows.append(try time("800x600@1x, 100 markers + 500-pt route + polygon, PNG written", target: "< 8 ms", runs: runs) {
            try MapSnapshotter(options: markersScene).write(to: output, format: .png)
        })
        let markersSnapshotter = try MapSnapshotter(options: markersScene)
        rows.append(try time("  of which: draw into pixels (no encoding)", target: "-", runs: runs) {
            _ = try markersSnapshotter.start()
        })
        rows.append(try time("  of which: layout (display list only)", target: "-", runs: runs) {
            _ = try markersSnapshotter.plan()
        })
        rows += try markerRows(runs: runs, output: output)
        let longRoute = BenchScenes.routeAndPolygon(routePoints: 2000, polygon: false)
        rows.append(try time("800x600@2x, 2,000-pt route, PNG written", target: "-", runs: runs) {
            try MapSnapshotter(options: BenchScenes.options(overlays: longRoute, scale: 2)).write(to: output, format: .png)
        })
        let longRouteSnapshotter = try MapSnapshotter(options: BenchScenes.options(overlays: longRoute, scale: 2))
        rows.append(try time("  of which: draw into pixels (no encoding)", target: "-", runs: runs) {
            _ = try longRouteSnapshotter.start()
        })
        rows.append(try time("  of which: layout (display list only)", target: "-", runs: runs) {
            _ = try longRouteSnapshotter.plan()
        })
        rows += try pngRows(image: image, label: "1600x1200 Helsinki map", runs: runs)
        rows += try searchRows(runs: runs, extract: extract)
        rows.append(try thumbnailRow(runs: runs))
        rows += try routingRows(runs: runs, extract: extract)
        if FileManager.default.fileExists(atPath: largePath) { rows += try largeRows(runs: max(3, runs / 5), path: largePath) }
        print(BenchRow.table(rows))
        return .success
    }

    /// Index build, and search and completion latency over the project's query set (or a built-in list).
    static func searchRows(runs: Int, extract: String) throws -> [BenchRow] {
        var rows: [BenchRow] = []
        let data = try PBFReader.read(path: extract)
        let citiesPath = URL(fileURLWithPath: extract).deletingLastPathComponent().path + "/world-cities.tsv"
        let cities = (try? String(contentsOfFile: citiesPath, encoding: .utf8)) ?? ""
        var index = PlaceIndex(items: [])
        rows.append(try time("search index build (Helsinki + 34,006 world cities)", target: "-", runs: max(3, runs / 10)) {
            index = PlaceIndex(data: data, adding: PlaceIndexBuilder.cities(tsv: cities))
        })
        let queries = BenchScenes.searchQueries
        let region = CoordinateRegion(center: Coordinate(latitude: 60.1699, longitude: 24.9410), span: CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
        let search = LocalSearch(index: index)
        var searchSamples: [Double] = []
        var completeSamples: [Double] = []
        let completer = LocalSearchCompleter(index: index, region: region)
        var languageSamples: [Double] = []
        for _ in 0..<max(1, runs / 10) {
            for query in BenchScenes.languageQueries {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try? search.start(LocalSearch.Request(naturalLanguageQuery: query, region: region))
                languageSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            for query in queries {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try? search.start(LocalSearch.Request(naturalLanguageQuery: query, region: region))
                searchSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                let fragment = String(query.prefix(max(3, query.count * 2 / 3)))
                let start2 = DispatchTime.now().uptimeNanoseconds
                _ = completer.completions(for: fragment)
                completeSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start2) / 1e6)
            }
        }
        rows.append(BenchRow(name: "search, \(queries.count) queries (names, categories, addresses, typos, cities)", target: "p50 < 0.3, p99 < 2", samples: searchSamples))
        rows.append(BenchRow(name: "completer, the same queries cut to 2/3 as typed", target: "p50 < 0.3, p99 < 2", samples: completeSamples))
        rows.append(BenchRow(name: "search, \(BenchScenes.languageQueries.count) queries (translations, phrasing, new kinds, districts)",
                             target: "p50 < 0.3, p99 < 2", samples: languageSamples))
        return rows
    }

    /// Graph build, and 1,000 random car routes across the extract by A* and by plain Dijkstra, in the same run.
    static func routingRows(runs: Int, extract: String) throws -> [BenchRow] {
        let data = try PBFReader.read(path: extract)
        var graph = RoadGraph(data: data, transport: .automobile)
        let build = try time("car road graph build (Helsinki)", target: "-", runs: max(3, runs / 10)) {
            graph = RoadGraph(data: data, transport: .automobile)
        }
        var state: UInt64 = 77
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var pairs: [(Coordinate, Coordinate)] = []
        while pairs.count < 1000 {
            let a = Coordinate(latitude: 60.1645 + random() * 0.014, longitude: 24.9355 + random() * 0.0175)
            let b = Coordinate(latitude: 60.1645 + random() * 0.014, longitude: 24.9355 + random() * 0.0175)
            pairs.append((a, b))
        }
        var astar: [Double] = [], dijkstra: [Double] = []
        for (a, b) in pairs {
            let start = DispatchTime.now().uptimeNanoseconds
            let found = graph.benchmarkRoute(from: a, to: b, heuristic: true)
            astar.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            let start2 = DispatchTime.now().uptimeNanoseconds
            _ = graph.benchmarkRoute(from: a, to: b, heuristic: false)
            dijkstra.append(Double(DispatchTime.now().uptimeNanoseconds - start2) / 1e6)
            _ = found
        }
        return [build,
                BenchRow(name: "car route across Helsinki, 1,000 random pairs, A* (snap + search)", target: "p50 <= 0.2, p99 <= 1", samples: astar),
                BenchRow(name: "  the same pairs, plain Dijkstra", target: "-", samples: dijkstra)]
    }

    /// Search-result thumbnails (256x256@2x, base map + one marker) rendered on all cores: time per image.
    static func thumbnailRow(runs: Int) throws -> BenchRow {
        let items = try LocalSearch(data: .builtIn).run(LocalSearch.Request(naturalLanguageQuery: "cafe", region: CoordinateRegion(
            center: Coordinate(latitude: 60.1699, longitude: 24.9410), span: CoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)))).mapItems
        let batch = 40
        func render() {
            DispatchQueue.concurrentPerform(iterations: batch) { index in
                let item = items[index % items.count]
                var options = MapSnapshotter.Options()
                options.size = Size(width: 256, height: 256)
                options.scale = 2
                options.region = Viewport(center: item.coordinate, zoom: 16.5, size: options.size).visibleRegion
                options.annotations = [item.markerAnnotation]
                _ = try? MapSnapshotter(options: options).encoded(as: .png)
            }
        }
        render()
        var samples: [Double] = []
        for _ in 0..<max(5, runs / 4) {  // batches of 40 images: enough samples for a stable median
            let start = DispatchTime.now().uptimeNanoseconds
            render()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(batch))
        }
        let perSecond = Int((1000 / (samples.sorted()[samples.count / 2])).rounded())
        return BenchRow(name: "256x256@2x search thumbnails, all cores: ms per image (\(perSecond)/s)", target: "> 200 images/s", samples: samples)
    }

    static func time(_ name: String, target: String, runs: Int, _ body: () throws -> Void) throws -> BenchRow {
        try withoutActuallyEscaping(body) { body in try timeInTurns([(name, target, body)], runs: runs)[0] }
    }

    /// Times several bodies taking turns, one run of each per round, so that a machine whose speed drifts during
    /// the benchmark (this one's does, by up to 1.5× within a minute) slows all of them alike and their ratios hold.
    static func timeInTurns(_ bodies: [(name: String, target: String, body: () throws -> Void)], runs: Int) throws -> [BenchRow] {
        for entry in bodies { try entry.body() }  // warm-up: fonts, caches
        var samples = [[Double]](repeating: [], count: bodies.count)
        for _ in 0..<runs {
            for (index, entry) in bodies.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                try entry.body()
                samples[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
        }
        return zip(bodies, samples).map { BenchRow(name: $0.name, target: $0.target, samples: $1) }
    }
}

/// One benchmark result: timings in milliseconds.
struct BenchRow {
    let name: String
    let target: String
    let samples: [Double]

    /// The value below which `fraction` of the samples lie (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[max(0, min(sorted.count - 1, rank))]
    }

    static func table(_ rows: [BenchRow]) -> String {
        let width = rows.map(\.name.count).max() ?? 10
        var lines = ["benchmark".padding(toLength: width, withPad: " ", startingAt: 0) + " | runs | median ms |  p99 ms | target"]
        lines.append(String(repeating: "-", count: width + 45))
        for row in rows {
            let median = String(format: "%9.3f", row.percentile(0.5))
            let p99 = String(format: "%7.3f", row.percentile(0.99))
            lines.append("\(row.name.padding(toLength: width, withPad: " ", startingAt: 0)) | \(String(format: "%4d", row.samples.count)) | \(median) | \(p99) | \(row.target)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Deterministic synthetic scenes for benchmarks.
enum BenchScenes {
    /// Queries like those of Tests/PlaceSearchTests/Fixtures/queries.tsv.
    static let searchQueries = [
        "Ateneum", "Stockmann", "Hotel Kämp", "Helsingin tuomiokirkko", "Kappeli", "Svenska Teatern", "Esplanadinpuisto",
        "Tuomiokirkko", "Oodi", "Atene", "Stockm", "Musiikki", "Stokmann", "Kiazma", "Musikkitalo", "hotel kamp", "pharmacy",
        "cafe", "coffee", "atm", "pizza", "bar", "apteekki", "kahvila", "ravintola", "cafe near Stockmann", "kahvila Kluuvi",
        "Aleksanterinkatu 52", "Mannerheimintie 20", "Aleksanterinkatu 24", "Mannerheimintie", "Tokyo", "Paris", "New York",
        "Kaisaniemi", "Kaartinkaupunki",
    ]

    /// Queries of the classes the language-aware search added (translations, phrasing, new kinds, districts).
    static let languageQueries = [
        "Domkyrkan", "Senatstorget", "Järnvägstorget", "Helsinki Cathedral", "Railway Square", "Senate Square",
        "coffee near the railway station", "where can I buy alcohol", "public toilet", "church", "embassy", "taxi", "bookshop",
        "mexican", "vietnamese", "Svenska T", "Hotel Kä", "Kamppi", "Kampen", "stokm", "Hard Rock Cafe Helsinki", "kafé",
        "var finns närmaste apotek", "52 Aleksanterinkatu",
    ]

    static func options(overlays: [Overlay], scale: Double) -> MapSnapshotter.Options {
        var options = MapSnapshotter.Options()
        options.style = nil
        options.size = Size(width: 800, height: 600)
        options.scale = scale
        options.region = CoordinateRegion(center: Coordinate(latitude: 60.1699, longitude: 24.9384),
                                          span: CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
        options.overlays = overlays
        return options
    }

    /// Markers spread over central Helsinki (fixed seed), tinted by category, with titles.
    static func markers(_ count: Int, clustered: Bool) -> [Annotation] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let categories: [(String, Color)] = [("cafe", Color(rgb: 0xA2845E)), ("restaurant", Color(rgb: 0xFF9500)),
                                             ("shop", Color(rgb: 0xFF2D55)), ("museum", Color(rgb: 0xAF52DE))]
        return (0..<count).map { index in
            let (icon, tint) = categories[index % categories.count]
            var style = MarkerStyle()
            style.markerTintColor = tint
            style.glyphImage = BuiltinIcons.asset(named: icon)
            var annotation = Annotation(coordinate: Coordinate(latitude: 60.150 + random() * 0.04, longitude: 24.91 + random() * 0.06),
                                        kind: .marker(style), title: "Place \(index)")
            annotation.displayPriority = DisplayPriority.defaultHigh
            if clustered { annotation.clusteringIdentifier = icon }
            return annotation
        }
    }

    /// A random walk through central Helsinki (fixed seed) and, optionally, a polygon with a hole.
    static func routeAndPolygon(routePoints: Int, polygon: Bool = true) -> [Overlay] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var coordinate = Coordinate(latitude: 60.155, longitude: 24.915)
        var route: [Coordinate] = []
        for _ in 0..<routePoints {
            route.append(coordinate)
            coordinate.latitude = min(60.19, max(60.15, coordinate.latitude + (random() - 0.45) * 0.0012))
            coordinate.longitude = min(24.97, max(24.90, coordinate.longitude + (random() - 0.4) * 0.0015))
        }
        var style = LineStyle()
        style.casingColor = .white
        style.casingWidth = 1.5
        var overlays: [Overlay] = [.polyline(PolylineOverlay(coordinates: route, style: style))]
        if polygon {
            let ring = Distance.circle(center: Coordinate(latitude: 60.172, longitude: 24.93), radius: 800, count: 200)
            let hole = Distance.circle(center: Coordinate(latitude: 60.172, longitude: 24.93), radius: 300, count: 60)
            overlays.insert(.polygon(PolygonOverlay(exterior: ring, holes: [hole])), at: 0)
        }
        return overlays
    }
}
