import BinaryData
import CommandLineKit
import Features
import Foundation
import Geo
import HTTPServer
import MapSnap
import MapSnapServer
import Tiles

/// `mapsnap serve`: the static-map and places API over HTTP until SIGTERM, SIGINT or SIGHUP, then a graceful stop.
enum ServeCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        let host = try arguments.option("--host") ?? "127.0.0.1"
        let port = try arguments.integer("--port", in: 0...65535) ?? 8080
        let cores = ProcessInfo.processInfo.activeProcessorCount
        // Decoded features kept between requests are made on every request thread: one heap per core, not glibc's
        // eight, lets the memory a cache frees be used again (Allocator).
        Allocator.limitHeaps(to: cores)
        let threads = try arguments.integer("--threads", in: 1...256) ?? max(4, cores * 2)
        var limits = MapServer.Limits()
        limits.renders = try arguments.integer("--max-renders", in: 1...256) ?? cores
        if let text = try arguments.option("--render-wait") {
            guard let seconds = Double(text), seconds >= 0, seconds <= 600 else {
                throw MapSnapError(field: "--render-wait", message: "\"\(text.prefix(20))\" is not a number of seconds in 0...600")
            }
            limits.renderWait = seconds
        }
        limits.pixels = try arguments.integer("--max-pixels", in: 1...100_000_000) ?? limits.pixels
        let maximumScale = try arguments.integer("--max-scale", in: 1...4)
        let maximumBody = try arguments.integer("--max-body", in: 1...100_000_000) ?? 1 << 20
        let cacheMegabytes = try arguments.integer("--cache-mb", in: 0...1_000_000) ?? RenderResources.defaultDecodedTileBytes >> 20
        limits.tileCacheBytes = (try arguments.integer("--tile-cache-mb", in: 1...1_000_000)).map { $0 << 20 } ?? limits.tileCacheBytes
        let config = try arguments.option("--config").map { (path) throws(MapSnapError) in try ServeConfig.read(path) }
        if let side = config?.maxSize { limits.side = side }
        if let scale = maximumScale ?? config?.maxScaleFactor { limits.scale = scale }
        let dataText = try arguments.option("--data")
        // A config's first data set draws the base maps unless the command line says what does.
        let tilesText = try arguments.option("--tiles") ?? (dataText == nil ? config?.data.first?.file : nil)
        let styles = try ServedStyles.parse(try arguments.options("--style"), more: config?.styles ?? [])
        _ = try arguments.positionals().first.map { (extra: String) throws(MapSnapError) in
            throw MapSnapError(field: extra, message: "unexpected argument (see mapsnap serve --help)")
        }
        let configData = config?.data ?? [], styleSources = config?.styleSources ?? [:], frozenLimits = limits
        let resources = RenderResources(decodedTileBytes: cacheMegabytes << 20), metrics = ServeMetrics()
        // A page of a data file cut short under a request is read as zeros, not a bus error (ReloadingServer).
        MappedFileFaults.survive()
        // The data is opened now, and again whenever its files change on disk.
        let service = try ReloadingServer { () throws(MapSnapError) -> MapServer in
            let data = try DataOption.resolve(dataText, tiles: tilesText).keepingDecodedTiles(cacheMegabytes << 20)
            var dataSets: [String: any TileArchive] = [:]
            for (id, file) in configData {
                // The set that draws the base maps is open already.
                dataSets[id] = file == tilesText ? data.tiles?.archive : try data.drawingTiles(from: file, field: "--config").tiles?.archive
            }
            // Load what every request needs before accepting any.
            // (A prepared file without places, `prepare --only render`, answers searches with its error instead.)
            if data.preparedInfo?.products.contains(.search) ?? true { _ = try data.placeIndex() }
            return MapServer(data: data, limits: frozenLimits, styles: styles, styleSources: styleSources, dataSets: dataSets,
                             resources: resources, metrics: metrics)
        }
        let dataPath = service.dataPath
        let server: HTTPServer
        do {
            server = try HTTPServer(host: host, port: UInt16(port), threads: threads, maximumBodyBytes: maximumBody) { service.handle($0) }
        } catch {
            throw MapSnapError(field: error.field, message: error.message)
        }
        let stopSignals = StopSignals()
        // Written straight to the descriptor: a script waiting for this line gets it at once.
        FileHandle.standardOutput.write(Data("mapsnap serve: listening on http://\(host):\(server.port)/ (\(threads) threads, data \(dataPath))\n".utf8))
        if let unused = config?.unused, !unused.isEmpty {
            FileHandle.standardError.write(Data("mapsnap serve: --config: not used: \(unused.joined(separator: ", "))\n".utf8))
        }

        // Until SIGTERM, SIGINT or SIGHUP; then stop accepting, let requests in flight finish, and exit 0.
        stopSignals.wait()
        server.quiesce()
        let deadline = Date().addingTimeInterval(30)
        while metrics.inFlight > 0, Date() < deadline { usleep(10_000) }
        server.stop()
        FileHandle.standardOutput.write(Data("mapsnap serve: stopped\n".utf8))
        return .success
    }
}
