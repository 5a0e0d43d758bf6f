import CommandLineKit
import Features
import Foundation
import Geo
import MapRender
import MapSnap
import Tiles

/// `mapsnap tiles`: a pyramid of raster tiles over an area into MBTiles or a folder, resumable.
enum TilesCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        guard let bboxText = try arguments.option("--bbox") else {
            throw MapSnapError(field: "--bbox", message: "missing area (e.g. --bbox 24.93,60.16,24.96,60.18)")
        }
        guard let zoomsText = try arguments.option("--zooms") else { throw MapSnapError(field: "--zooms", message: "missing zooms (e.g. --zooms 12-16)") }
        guard let output = try arguments.option("-o", "--output") else { throw MapSnapError(field: "-o", message: "missing output (e.g. -o tiles.mbtiles)") }
        let style = try arguments.option("--style") ?? "default"
        let sourceFiles = Dictionary(try NamedFiles.parse(try arguments.options("--source"), option: "--source", kind: "source"), uniquingKeysWith: { _, last in last })
        let formatText = try arguments.option("--format")
        let scale = try arguments.integer("--scale", in: 1...4) ?? 1
        let workers = try arguments.integer("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let resume = try arguments.flag("--resume")
        let dataText = try arguments.option("--data"), tilesText = try arguments.option("--tiles")
        let cacheMegabytes = try arguments.integer("--cache-mb", in: 0...1_000_000) ?? RenderResources.defaultDecodedTileBytes >> 20
        let positionals = try arguments.positionals()
        guard positionals.isEmpty else { throw MapSnapError(field: "argument", message: "unexpected \"\(positionals[0].prefix(60))\"") }

        let (west, south, east, north) = try BoundingBoxOption.numbers(bboxText)
        var pyramid = try TilePyramid(west: west, south: south, east: east, north: north, zooms: try zooms(zoomsText))
        pyramid.scale = scale
        pyramid.style = style
        pyramid.styleSources = sourceFiles
        if let formatText {
            guard let format = ImageFormat(name: formatText), [.png, .jpeg, .webp].contains(format) else {
                throw MapSnapError(field: "--format", message: "\"\(formatText.prefix(20))\" is not png, jpg or webp")
            }
            pyramid.format = format
        }
        // Everything is checked before anything is written: the style reads, the data opens, the output is new (or
        // resumed).
        let data = try DataOption.resolve(dataText, tiles: tilesText).keepingDecodedTiles(cacheMegabytes << 20)
        let resources = RenderResources(decodedTileBytes: cacheMegabytes << 20)
        // A small map's layout at the area's centre reads the style and its sources as the blocks will.
        var probe = MapSnapshotter.Options()
        probe.style = style
        probe.styleSources = sourceFiles
        probe.size = Size(width: 16, height: 16)
        probe.region = Viewport(center: Coordinate(latitude: (south + north) / 2, longitude: (west + east) / 2), zoom: Double(pyramid.zooms.upperBound),
                                size: probe.size).visibleRegion
        _ = try MapSnapshotter(options: probe, data: data, resources: resources).plan()
        let isMBTiles = output.lowercased().hasSuffix(".mbtiles")
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        if exists, !resume {
            throw MapSnapError(field: "-o", message: "\(output) exists; --resume continues it, or name a new one")
        }
        if exists, isDirectory.boolValue == isMBTiles {
            throw MapSnapError(field: "-o", message: "\(output) is \(isDirectory.boolValue ? "a folder" : "a file"); \(isMBTiles ? "an .mbtiles output is a file" : "tiles go into a folder unless OUT ends in .mbtiles")")
        }
        // What the tiles are drawn from, as absolute paths, so a run resumed from another folder compares alike.
        if style.hasSuffix(".json") || style.contains("/") { pyramid.style = URL(fileURLWithPath: style).standardized.path }
        let dataName = dataText == nil && tilesText == nil ? "built-in" : URL(fileURLWithPath: data.tiles?.archive.path ?? data.path).standardized.path
        let name = URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
        let earlier = exists ? try earlierMetadata(output, isMBTiles: isMBTiles) : nil
        let metadata = try earlier.map { (earlier) throws(MapSnapError) in
            try pyramid.resumedMetadata(earlier, name: name, attribution: Attribution.openStreetMapText, dataName: dataName, output: output)
        } ?? pyramid.metadata(name: name, attribution: Attribution.openStreetMapText, dataName: dataName)
        let sink: any TileSink
        if isMBTiles {
            sink = try MBTilesTileSink(path: output, metadata: metadata)
        } else {
            sink = try TileFolder(path: output, format: pyramid.format, metadata: metadata)
        }
        let started = DispatchTime.now().uptimeNanoseconds
        let isTerminal = isatty(STDERR_FILENO) == 1
        let blocks = pyramid.metatiles.count
        FileHandle.standardError.write(Data("tiles: \(pyramid.tileCount) tiles in \(blocks) blocks of zooms \(pyramid.zooms.lowerBound)-\(pyramid.zooms.upperBound)\n".utf8))
        let summary = try pyramid.render(into: sink, data: data, resources: resources, workers: workers) { done in
            guard isTerminal else { return }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            FileHandle.standardError.write(Data("\rtiles: \(done.drawn + done.kept)/\(done.total) blocks\(TilesCommand.timeLeft(done, seconds: seconds))".utf8))
        }
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        print("tiles: \(summary.tiles) tiles in \(summary.drawn) blocks drawn, \(summary.kept) blocks kept from an earlier run, into \(output); "
              + "\(String(format: "%.1f", seconds)) s, \(String(format: "%.0f", seconds > 0 ? Double(summary.tiles) / seconds : 0)) tiles/s")
        return .success
    }

    /// ", about 2 h 5 min left" from the blocks drawn so far (those kept from an earlier run cost nothing), padded to
    /// cover a longer line before it.
    static func timeLeft(_ done: TilePyramid.Summary, seconds: Double) -> String {
        guard done.drawn > 0, seconds > 1 else { return "          " }
        let left = seconds / Double(done.drawn) * Double(done.total - done.drawn - done.kept)
        let text = left >= 3600 ? "\(Int(left / 3600)) h \(Int(left.truncatingRemainder(dividingBy: 3600) / 60)) min"
            : left >= 60 ? "\(Int(left / 60)) min \(Int(left.truncatingRemainder(dividingBy: 60))) s" : "\(Int(left.rounded())) s"
        return ", about \(text) left    "
    }

    /// The metadata of an output to resume: an MBTiles file's rows, or a folder's `metadata.json` (empty for a folder
    /// an older run wrote without one).
    static func earlierMetadata(_ path: String, isMBTiles: Bool) throws(MapSnapError) -> [String: String] {
        if isMBTiles {
            do { return try MBTilesArchive(path: path).metadata } catch { throw MapSnapError(field: "-o", message: error.message) }
        }
        return try TileFolder.metadata(in: path)
    }

    /// `A-B` or `Z` as a range of zooms; errors name `--zooms`.
    static func zooms(_ text: String) throws(MapSnapError) -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(parts.count), let first = parts[0], let last = parts.last ?? nil, first <= last else {
            throw MapSnapError(field: "--zooms", message: "\"\(text.prefix(20))\" is not a zoom or a range such as 0-16")
        }
        return first...last
    }
}
