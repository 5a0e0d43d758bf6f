import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MapSnap
import Synchronization
import Testing

/// A `mapsnap serve` process on a free loopback port, stopped (SIGTERM) by `stop()`.
private final class RunningServer: @unchecked Sendable {  // its state is set once in init
    let process = Process()
    let output = Pipe()
    let port: Int

    init(_ extra: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["serve", "--port", "0"] + extra
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line names the port.
        var text = ""
        let handle = output.fileHandleForReading
        while !text.contains("\n") {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"127\.0\.0\.1:(\d+)"#, options: .regularExpression),
              let port = Int(text[range].split(separator: ":")[1]) else {
            process.terminate()
            throw CLIError("serve did not start: \(text)")
        }
        self.port = port
    }

    /// Sends SIGTERM and waits; returns the exit status and the rest of standard output.
    func stop() -> (Int32, String) {
        process.terminate()
        process.waitUntilExit()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, rest)
    }

    struct Reply {
        let status: Int
        let headers: [String: String]
        let body: Data
        var json: Any? { try? JSONSerialization.jsonObject(with: body) }
        var errorField: String? { ((json as? [String: Any])?["error"] as? [String: Any])?["field"] as? String }
    }

    /// One HTTP request, waited for.
    func request(_ path: String, method: String = "GET", body: Data? = nil, headers: [String: String] = [:]) throws -> Reply {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)\(path)")))
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var reply: Reply?
        // A session of its own per request: requests in flight at once really are (a shared session may queue them).
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        session.dataTask(with: request) { data, response, _ in
            if let response = response as? HTTPURLResponse {
                var fields: [String: String] = [:]
                for (key, value) in response.allHeaderFields { fields[String(describing: key).lowercased()] = String(describing: value) }
                reply = Reply(status: response.statusCode, headers: fields, body: data ?? Data())
            }
            done.signal()
        }.resume()
        done.wait()
        return try #require(reply, "no reply for \(path)")
    }
}

private struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@Test func serverAnswersMapsPlacesAndRoutes() throws {
    let server = try RunningServer()
    defer { _ = server.stop() }
    #expect(try server.request("/healthz").status == 200)

    let map = try server.request("/v1/static?center=60.1699,24.9384&span=0.01,0.02&size=400x300&scale=2&style=dark"
                                 + "&marker=60.17,24.94,tint=%23007AFF,glyph=K,title=Kamppi")
    #expect(map.status == 200 && map.headers["content-type"] == "image/png")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(getpid()).png").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    try map.body.write(to: URL(fileURLWithPath: file))
    let image = try ImageFile.readPNG(file)
    #expect(image.width == 800 && image.height == 600)
    let tag = try #require(map.headers["etag"])
    #expect(map.headers["cache-control"]?.contains("max-age") == true)
    let again = try server.request("/v1/static?center=60.1699,24.9384&span=0.01,0.02&size=400x300&scale=2&style=dark"
                                   + "&marker=60.17,24.94,tint=%23007AFF,glyph=K,title=Kamppi", headers: ["If-None-Match": tag])
    #expect(again.status == 304 && again.body.isEmpty)

    // JPEG and WebP, with the media type the format asks for and the quality the request gives.
    // What the map shows, in a header, as render --alt-text says it.
    let described = try server.request("/v1/static?center=60.1699,24.9384&span=0.01,0.02&size=400x300&alt-text=true")
    #expect(described.headers["x-alt-text"]?.removingPercentEncoding?.hasPrefix("Map of Helsinki, Finland, around ") == true, "\(described.headers)")
    let lossyFormats: [(String, String, [UInt8])] = [("jpg", "image/jpeg", [0xFF, 0xD8, 0xFF]), ("webp&quality=lossless", "image/webp", Array("RIFF".utf8))]
    for (format, type, magic) in lossyFormats {
        let lossy = try server.request("/v1/static?center=60.1699,24.9384&span=0.01,0.02&size=400x300&format=\(format)")
        #expect(lossy.status == 200 && lossy.headers["content-type"] == type && [UInt8](lossy.body).starts(with: magic), "\(format)")
    }
    let scene = Data(#"{"size": {"width": 200, "height": 100}, "region": {"center": {"latitude": 60.17, "longitude": 24.94}, "span": {"latitudeDelta": 0.005, "longitudeDelta": 0.01}}}"#.utf8)
    let rendered = try server.request("/v1/render?format=svg", method: "POST", body: scene)
    #expect(rendered.status == 200 && rendered.headers["content-type"] == "image/svg+xml")
    #expect(String(decoding: rendered.body, as: UTF8.self).contains("<svg"))

    let search = try server.request("/v1/search?q=Senatstorget&limit=1")
    let first = try #require((search.json as? [[String: Any]])?.first)
    #expect(first["name"] as? String == "Senatstorget")
    let completions = try #require(try server.request("/v1/complete?q=kah").json as? [[String: Any]])
    #expect(!completions.isEmpty && completions.allSatisfy { ($0["titleHighlightRanges"] as? [Any])?.isEmpty == false })
    let reverse = try #require(try server.request("/v1/reverse?at=60.1699,24.9384").json as? [String: Any])
    #expect(reverse["street"] as? String == "Kaivokatu")
    let routes = try #require(try server.request("/v1/route?from=Kiasma&to=Kauppatori&transport=walking").json as? [[String: Any]])
    #expect(routes.first?["transportType"] as? String == "walking" && (routes.first?["distance"] as? Double ?? 0) > 500)
    let noRoute = try server.request("/v1/route?from=60.17,24.94&to=0,0")
    #expect(noRoute.status == 404 || noRoute.status == 400)

    let metrics = String(decoding: try server.request("/metrics").body, as: UTF8.self)
    #expect(metrics.contains(#"mapsnap_http_requests_total{route="/v1/static",status="200",error="false"} 4"#))
    #expect(metrics.contains(#"mapsnap_http_requests_total{route="/v1/static",status="304",error="false"} 1"#))
    #expect(metrics.contains("mapsnap_http_request_duration_seconds_count") && metrics.contains("mapsnap_http_requests_in_flight"))

    let (status, output) = server.stop()
    #expect(status == 0 && output.contains("mapsnap serve: stopped"), "graceful stop on SIGTERM: \(status) \(output)")
}

@Test func badRequestsGetTheirStatusAndAJSONErrorNamingTheParameter() throws {
    let server = try RunningServer(["--max-body", "10000"])
    defer { _ = server.stop() }
    let cases: [(String, String, Data?, Int, String)] = [
        ("/v1/static?center=91,24.94", "GET", nil, 400, "center"),
        ("/v1/static?center=60.17,24.94&size=9000x9000&scale=2", "GET", nil, 400, "size"),
        ("/v1/static?center=60.17,24.94&marker=60.17,24.94,tint=%23ZZZ", "GET", nil, 400, "marker"),
        ("/v1/static?center=60.17,24.94&style=neon", "GET", nil, 400, "style"),
        ("/v1/static?center=60.17,24.94&format=gif", "GET", nil, 400, "format"),
        ("/v1/static?center=60.17,24.94&format=webp&quality=0", "GET", nil, 400, "quality"),
        ("/v1/static?center=60.17,24.94&format=jpeg&quality=lossless", "GET", nil, 400, "quality"),
        ("/v1/static?center=60.17,24.94&geojson=/etc/passwd", "GET", nil, 400, "geojson"),
        ("/v1/static?zoom=3", "GET", nil, 400, ""),
        ("/v1/render", "POST", Data("{not json".utf8), 400, "scene"),
        ("/v1/render", "POST", Data(#"{"size": "x"}"#.utf8), 400, "size"),
        ("/v1/render", "POST", Data(repeating: 32, count: 20_000), 413, "body"),
        ("/v1/search", "GET", nil, 400, "q"),
        ("/v1/search?q=cafe&limit=0", "GET", nil, 400, "limit"),
        ("/v1/reverse?at=x", "GET", nil, 400, "at"),
        ("/v1/route?from=Kiasma&to=Kauppatori&transport=rocket", "GET", nil, 400, "transport"),
        ("/v1/nothing", "GET", nil, 404, "path"),
        ("/v1/static?center=60.17,24.94", "POST", Data(), 405, "method"),
    ]
    for (path, method, body, status, field) in cases {
        let reply = try server.request(path, method: method, body: body)
        #expect(reply.status == status, "\(method) \(path): \(reply.status) \(String(decoding: reply.body, as: UTF8.self))")
        #expect(reply.headers["content-type"] == "application/json", "\(path)")
        if !field.isEmpty { #expect(reply.errorField?.hasPrefix(field) == true, "\(path): \(String(decoding: reply.body, as: UTF8.self))") }
    }
    #expect(try server.request("/v1/static?center=60.17,24.94", method: "POST", body: Data()).headers["allow"] == "GET")
}

@Test func aSaturatedServerSaysBusyWithRetryAfter() throws {
    let server = try RunningServer(["--max-renders", "1", "--render-wait", "0", "--max-pixels", "70000000"])
    defer { _ = server.stop() }
    // A request reaches the server on one of its threads; one taken by the thread drawing the large map waits until
    // that map is done, and then the moment has passed. Such a round is tried again, up to three times.
    var busy: (status: Int, retryAfter: String?, field: String?)?
    for _ in 0..<3 where busy == nil {
        busy = try busyReplyWhileALargeMapDraws(server)
    }
    #expect(busy?.status == 503, "no request was turned away while the large map was drawn")
    #expect(busy?.retryAfter == "1" && busy?.field == "server")
}

/// Asks `server` for a large map and, while it draws, for small ones three at a time: the first 503 among them, or
/// nil when the large map was done before one came. Places are answered meanwhile and the large map succeeds.
private func busyReplyWhileALargeMapDraws(_ server: RunningServer) throws -> (status: Int, retryAfter: String?, field: String?)? {
    // A large map holds the only drawing slot for a while…
    let slowDone = DispatchSemaphore(value: 0)
    let slowStatus = Mutex<Int>(0)
    DispatchQueue.global().async {
        let reply = try? server.request("/v1/static?center=60.17,24.94&span=0.05,0.1&size=4000x4000&scale=2")
        slowStatus.withLock { $0 = reply?.status ?? -1 }
        slowDone.signal()
    }
    // …(seen in flight beside these metrics requests)…
    let started = Date().addingTimeInterval(20)
    while Date() < started, slowStatus.withLock({ $0 }) == 0 {
        let counts = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            guard let reply = try? server.request("/metrics") else { return }
            let metrics = String(decoding: reply.body, as: UTF8.self)
            if let line = metrics.split(separator: "\n").first(where: { $0.hasPrefix("mapsnap_http_requests_in_flight ") }),
               let count = Int(line.split(separator: " ")[1]) { counts.withLock { $0.append(count) } }
        }
        if counts.withLock({ $0.contains { $0 >= 2 } }) { break }
        usleep(20_000)
    }
    // …so another map, asked for while it draws, is turned away at once, with a hint when to retry.
    var busy: (status: Int, retryAfter: String?, field: String?)?
    let deadline = Date().addingTimeInterval(30)
    while busy == nil, Date() < deadline, slowStatus.withLock({ $0 }) == 0 {
        // Three at once: a connection the server's busy thread happens to accept waits for it, and then the slot is
        // free; the others are taken by idle threads and meet the held slot.
        let replies = Mutex<[RunningServer.Reply]>([])
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            if let reply = try? server.request("/v1/static?center=60.17,24.94&size=200x200") { replies.withLock { $0.append(reply) } }
        }
        if let reply = replies.withLock({ $0.first { $0.status == 503 } }) { busy = (reply.status, reply.headers["retry-after"], reply.errorField) }
        usleep(20_000)
    }
    // Places are not drawing: they are answered meanwhile.
    #expect(try server.request("/v1/search?q=Kamppi&limit=1").status == 200)
    slowDone.wait()
    #expect(slowStatus.withLock { $0 } == 200)
    return busy
}

/// `serve --style NAME=FILE` entries that cannot be served stop the server before it starts, exit 2, naming the entry.
@Test(arguments: [
    (["--style", "bright"], "--style: \"bright\" is not NAME=FILE"),
    (["--style", "dark=x.json"], "--style: \"dark\" is already a style name; give each style its own"),
    (["--style", "a b=x.json"], "--style: \"a b\" is not a style name (letters, digits, - and _)"),
    (["--style", "mine=/nonexistent/style.json"], "style"),
    (["--tile-cache-mb", "0"], "--tile-cache-mb: \"0\" is not a whole number in 1...1000000"),
])
func badServedStylesExitTwo(arguments: [String], message: String) throws {
    let result = try CLI.run(["serve", "--port", "0"] + arguments)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("mapsnap: error: \(message)"), "\(result.stderr)")
}

/// `serve --config` reads tileserver-gl's config.json: a style whose source is `mbtiles://{id}` draws from that data
/// set (the second, a PMTiles file, here: the map equals the same style drawn over `--tiles` of that file), the first
/// data set draws the base maps of the others, both are served at /data and listed in /index.json, and `maxSize` and
/// `maxScaleFactor` bound images and tiles (400 naming size and scale). A config naming data it lacks exits 2.
@Test func tileserverConfigIsServed() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // OSM Bright, its source written as tileserver-gl writes it.
    let original = try String(contentsOfFile: "\(CLI.projectRoot)/Styles/openmaptiles/osm-bright/style.json", encoding: .utf8)
    let style = original.replacingOccurrences(of: "https://api.maptiler.com/tiles/v3/tiles.json?key={key}", with: "mbtiles://{second}")
    #expect(style != original)
    try FileManager.default.createDirectory(atPath: "\(directory)/styles", withIntermediateDirectories: true)
    try style.write(toFile: "\(directory)/styles/bright.json", atomically: true, encoding: .utf8)
    let config = """
    {"options": {"paths": {"root": "", "styles": "styles", "mbtiles": "\(CLI.projectRoot)/Data", "pmtiles": "\(CLI.projectRoot)/Data"},
                 "maxSize": 1024, "maxScaleFactor": 2, "watermark": "not drawn"},
     "styles": {"bright": {"style": "bright.json"}},
     "data": {"first": {"mbtiles": "helsinki.mbtiles"}, "second": {"pmtiles": "helsinki.pmtiles"}}}
    """
    try config.write(toFile: "\(directory)/config.json", atomically: true, encoding: .utf8)
    let server = try RunningServer(["--config", "\(directory)/config.json"])
    let plain = try RunningServer(["--tiles", "\(CLI.projectRoot)/Data/helsinki.pmtiles", "--style", "bright=\(directory)/styles/bright.json"])
    defer {
        _ = server.stop()
        _ = plain.stop()
    }
    let path = "/styles/bright/static/24.944,60.1699,15/400x300.png"
    let mapped = try server.request(path), expected = try plain.request(path)
    #expect(mapped.status == 200 && mapped.body == expected.body, "\(String(decoding: mapped.body.prefix(300), as: UTF8.self))")
    let index = try #require(try server.request("/index.json").json as? [[String: Any]])
    let listed = index.compactMap { ($0["tiles"] as? [String])?.first }
    #expect(listed.count == 2 && listed.contains { $0.contains("/data/first/") } && listed.contains { $0.contains("/data/second/") }, "\(listed)")
    #expect(try server.request("/data/second.json").status == 200 && server.request("/data/first/14/9327/4742.pbf").status == 200)
    #expect(try server.request("/styles/bright/static/24.944,60.1699,15/1200x300.png").errorField == "size")
    #expect(try server.request("/styles/bright/16/37309/18967@3x.png").errorField == "scale")
    #expect(try server.request("/styles/bright/16/37309/18967@2x.png").status == 200)

    try config.replacingOccurrences(of: #""second": {"pmtiles""#, with: #""third": {"pmtiles""#).write(toFile: "\(directory)/bad.json", atomically: true, encoding: .utf8)
    let bad = try CLI.run(["serve", "--port", "0", "--config", "\(directory)/bad.json"])
    #expect(bad.status == 2 && bad.stderr == "mapsnap: error: --config: \(directory)/bad.json: styles.bright: source openmaptiles reads data \"second\", which the config's data does not name\n",
            "\(bad.stderr)")
    // Names that cannot be URL path segments are refused, naming the key.
    for name in ["", "a b", "a/b", "../x"] {
        let named = config.replacingOccurrences(of: #""first": {"mbtiles""#, with: "\"\(name)\": {\"mbtiles\"")
            .replacingOccurrences(of: #""bright": {"style""#, with: "\"\(name)x\": {\"style\"")
        try named.write(toFile: "\(directory)/named.json", atomically: true, encoding: .utf8)
        let refused = try CLI.run(["serve", "--port", "0", "--config", "\(directory)/named.json"])
        #expect(refused.status == 2 && refused.stderr.contains(": data: \"\(name)\" is not a data id (letters, digits, - and _)"), "\(name): \(refused.stderr)")
    }
}

/// The data file rewritten under a running server, as people update data (`cp new live`, `truncate`): the server
/// survives whatever happens to the file meanwhile (requests in flight while it is cut short read zeros, not a bus
/// error), answers 503 with Retry-After while the file cannot be opened, and maps from the new file once it is whole.
@Test func aDataFileRewrittenUnderTheServerIsReadAgain() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let whole = try Data(contentsOf: URL(fileURLWithPath: "\(CLI.projectRoot)/Sources/MapSnap/Data/Helsinki.mapsnap"))
    let live = "\(directory)/live.mapsnap"
    try whole.write(to: URL(fileURLWithPath: live))
    let server = try RunningServer(["--data", live])
    let map = "/v1/static?center=60.1699,24.9384&zoom=15&size=300x200"
    #expect(try server.request(map).status == 200)
    // Cut short: nothing can be opened, so 503 (the health check still answers).
    #expect(truncate(live, 100_000) == 0)
    let cut = try server.request(map)
    #expect(cut.status == 503 && cut.headers["retry-after"] == "1" && cut.errorField == "server", "\(cut.status)")
    #expect(try server.request("/healthz").status == 200)
    // Rewritten in place while maps are asked for on four threads: every answer is a map or a 503.
    let statuses = Mutex<[Int]>([])
    let done = Atomic<Bool>(false)
    let group = DispatchGroup()
    for _ in 0..<4 {
        DispatchQueue.global().async(group: group) {
            while !done.load(ordering: .relaxed) {
                let status = (try? server.request(map).status) ?? -1
                statuses.withLock { $0.append(status) }
            }
        }
    }
    var generator = SystemRandomNumberGenerator()
    for round in 0..<30 {
        if round % 3 == 2 {
            #expect(truncate(live, off_t(Int.random(in: 0..<whole.count, using: &generator))) == 0)
        } else {
            // What cp does: the same file, emptied and written again.
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: live))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: whole)
            try handle.close()
        }
        usleep(UInt32.random(in: 20_000...120_000, using: &generator))
    }
    done.store(true, ordering: .relaxed)
    group.wait()
    let seen = statuses.withLock { $0 }
    #expect(!seen.isEmpty && seen.allSatisfy { $0 == 200 || $0 == 503 }, "\(Set(seen))")
    // Whole again: maps as before, from the same process.
    try whole.write(to: URL(fileURLWithPath: live))
    let again = try server.request(map)
    #expect(again.status == 200 && again.headers["content-type"] == "image/png")
    let (status, output) = server.stop()
    #expect(status == 0, "the server did not survive: \(status) \(output)")
}
