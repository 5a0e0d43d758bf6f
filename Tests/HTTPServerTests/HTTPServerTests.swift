import Foundation
import HTTPServer
import Synchronization
import Testing

/// One HTTP/1.1 exchange over a real TCP connection to 127.0.0.1:`port` (`Connection: close`): the status, the
/// headers (lower-cased names) and the body.
private func exchange(port: UInt16, _ request: String, body: [UInt8] = []) throws -> (status: Int, headers: [String: String], body: [UInt8]) {
    let socket = try #require(connectedSocket(port: port), "cannot connect to port \(port)")
    defer { close(socket) }
    let bytes = Array(request.utf8) + body
    var sent = 0
    while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        try #require(count > 0)
        sent += count
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        received += buffer[..<count]
    }
    let separator = Array("\r\n\r\n".utf8)
    let end = try #require((0...(received.count - separator.count)).first { Array(received[$0..<($0 + 4)]) == separator })
    let head = String(decoding: received[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let status = try #require(Int(head[0].split(separator: " ")[1]))
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return (status, headers, Array(received[(end + 4)...]))
}

/// A request reaches the handler with its method, path, query (in order, decoded), headers (lower-cased) and body,
/// and the handler's status, headers and body reach the client.
@Test func aRequestAndItsAnswerPassWhole() throws {
    let server = try HTTPServer(host: "127.0.0.1", port: 0, threads: 2, maximumBodyBytes: 1_000) { request in
        let seen = "\(request.method) \(request.path) \(request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")) "
            + "\(request.headers["x-test"] ?? "-") \(request.body.count)"
        return HTTPResponse(status: 201, headers: [("Content-Type", "text/plain"), ("X-Answer", "yes")], body: Array(seen.utf8))
    }
    defer { server.stop() }
    #expect(server.port > 0)
    let get = try exchange(port: server.port, "GET /v1/thing?b=two%20words&a=1 HTTP/1.1\r\nHost: x\r\nX-Test: here\r\nConnection: close\r\n\r\n")
    #expect(get.status == 201 && get.headers["x-answer"] == "yes" && get.headers["content-type"] == "text/plain")
    #expect(String(decoding: get.body, as: UTF8.self) == "GET /v1/thing b=two words&a=1 here 0")
    let post = try exchange(port: server.port, "POST /up HTTP/1.1\r\nHost: x\r\nContent-Length: 600\r\nConnection: close\r\n\r\n",
                            body: [UInt8](repeating: 65, count: 600))
    #expect(String(decoding: post.body, as: UTF8.self) == "POST /up  - 600")
}

/// A body larger than the limit gets 413 with a JSON error naming the body, and never reaches the handler.
@Test func aBodyOverTheLimitIsRefusedBeforeTheHandler() throws {
    let calls = Atomic<Int>(0)
    let server = try HTTPServer(host: "127.0.0.1", port: 0, threads: 1, maximumBodyBytes: 100) { _ in
        calls.add(1, ordering: .relaxed)
        return HTTPResponse(status: 200)
    }
    defer { server.stop() }
    let answer = try exchange(port: server.port, "POST /up HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n",
                              body: [UInt8](repeating: 0, count: 5000))
    #expect(answer.status == 413 && String(decoding: answer.body, as: UTF8.self).contains(#""field":"body""#))
    #expect(calls.load(ordering: .relaxed) == 0)
}

/// Requests with many parameters (400 markers in 7.6 KB, the most a request may have) reach the handler whole; a
/// longer query or more parameters, up to megabytes of them, get a 414 with a JSON error naming the limit at once,
/// never an empty reply after the connection timeout (libmicrohttpd's per-connection memory running out).
@Test func longQueriesAreAnsweredAtOnce() throws {
    let server = try HTTPServer(host: "127.0.0.1", port: 0, threads: 2, maximumBodyBytes: 1_000, connectionTimeout: 30) { request in
        HTTPResponse(status: 200, body: Array("\(request.query.count)".utf8))
    }
    defer { server.stop() }
    func ask(_ query: String) throws -> (status: Int, body: String, seconds: Double) {
        let start = Date()
        let answer = try exchange(port: server.port, "GET /v1/static?\(query) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        return (answer.status, String(decoding: answer.body, as: UTF8.self), Date().timeIntervalSince(start))
    }
    let markers = (0..<400).map { _ in "marker=60.17,24.94" }.joined(separator: "&")
    let many = try ask("center=60.17,24.94&" + markers)
    #expect(many.status == 200 && many.body == "401")
    let most = try ask((0..<HTTPServer.maximumQueryParameters).map { "a\($0 % 10)" }.joined(separator: "&"))
    #expect(most.status == 200 && most.body == "\(HTTPServer.maximumQueryParameters)")
    let refusals: [(query: String, says: String)] = [
        ((0...HTTPServer.maximumQueryParameters).map { _ in "a" }.joined(separator: "&"), "parameters, more than the \(HTTPServer.maximumQueryParameters)"),
        ("q=" + String(repeating: "x", count: HTTPServer.maximumQueryBytes), "bytes, longer than the \(HTTPServer.maximumQueryBytes)"),
        (String(repeating: "&a", count: 300_000), "parameters"),
        (String(repeating: "&marker=60.17,24.94", count: 150_000), "parameters"),
    ]
    for (query, says) in refusals {
        let answer = try ask(query)
        #expect(answer.status == 414 && answer.body.contains(#""field":"query""#) && answer.body.contains(says), "\(query.count) bytes: \(answer.status) \(answer.body.prefix(120))")
        #expect(answer.seconds < 5, "\(query.count) bytes answered after \(answer.seconds) s")
    }
}

/// Many clients at once each get their own answer (the handler runs on the pool's threads).
@Test func concurrentClientsEachGetTheirOwnAnswer() throws {
    let server = try HTTPServer(host: "127.0.0.1", port: 0, threads: 4, maximumBodyBytes: 0) { request in
        HTTPResponse(status: 200, body: Array(request.path.utf8))
    }
    defer { server.stop() }
    let answers = Mutex<[Int: String]>([:])
    DispatchQueue.concurrentPerform(iterations: 64) { index in
        let answer = try? exchange(port: server.port, "GET /item/\(index) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        answers.withLock { $0[index] = answer.map { String(decoding: $0.body, as: UTF8.self) } }
    }
    let got = answers.withLock { $0 }
    #expect(got.count == 64 && got.allSatisfy { $0.value == "/item/\($0.key)" }, "\(got.filter { $0.value != "/item/\($0.key)" })")
}

/// A host that is not an IPv4 address and a port already taken are each one error naming the option; a stopped
/// server no longer accepts connections.
@Test func badAddressesNameTheOptionAndStopCloses() throws {
    #expect(throws: HTTPServerError.self) { try HTTPServer(host: "localhost", port: 0, threads: 1, maximumBodyBytes: 0) { _ in HTTPResponse(status: 200) } }
    do {
        _ = try HTTPServer(host: "localhost", port: 0, threads: 1, maximumBodyBytes: 0) { _ in HTTPResponse(status: 200) }
    } catch {
        #expect(error.field == "--host" && error.message.contains("\"localhost\""))
    }
    let first = try HTTPServer(host: "127.0.0.1", port: 0, threads: 1, maximumBodyBytes: 0) { _ in HTTPResponse(status: 204) }
    do {
        _ = try HTTPServer(host: "127.0.0.1", port: first.port, threads: 1, maximumBodyBytes: 0) { _ in HTTPResponse(status: 200) }
        Issue.record("a second server on port \(first.port) started")
    } catch {
        #expect(error.field == "--port" && error.message.contains("\(first.port)"))
    }
    #expect(try exchange(port: first.port, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status == 204)
    let port = first.port
    #expect(accepts(port: port))
    first.stop()
    #expect(!accepts(port: port), "port \(port) still accepts connections after stop()")
}

/// Whether something accepts TCP connections on 127.0.0.1:`port`.
private func accepts(port: UInt16) -> Bool {
    guard let socket = connectedSocket(port: port) else { return false }
    close(socket)
    return true
}

/// A TCP socket connected to 127.0.0.1:`port`, or nil when nothing accepts there.
private func connectedSocket(port: UInt16) -> Int32? {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
        close(socket)
        return nil
    }
    return socket
}
