import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP request as the handler sees it: method, path, query parameters in order (names may repeat), headers
/// (lower-case names) and the whole body.
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`, …
    public var method: String
    /// The path without the query, e.g. `/v1/static`.
    public var path: String
    /// Decoded query parameters in their order.
    public var query: [(name: String, value: String)]
    /// Request headers by lower-case name.
    public var headers: [String: String]
    /// The body (empty for GET).
    public var body: [UInt8]

    /// A request (as the server makes them, and as tests do to call a handler in-process).
    public init(method: String, path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The last value of a query parameter.
    public func parameter(_ name: String) -> String? {
        query.last { $0.name == name }?.value
    }
}

/// An HTTP response.
public struct HTTPResponse: Sendable {
    /// Status code.
    public var status: Int
    /// Headers in order.
    public var headers: [(name: String, value: String)]
    /// Body bytes.
    public var body: [UInt8]

    /// A response.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// An HTTP/1.1 server on Debian's libmicrohttpd: a pool of threads accepts connections and calls `handler` for
/// each complete request (bodies above `maximumBodyBytes` get 413 without reaching it). The handler runs on the
/// pool's threads, so it must be thread-safe.
public final class HTTPServer: Sendable {
    /// What the server does with a request.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private let context: ServerContext
    private let library: MicroHTTPD
    private let daemon: Mutex<OpaquePointer?>
    /// The port the server listens on.
    public let port: UInt16

    /// The longest query (the URL after `?`, as parameter names and values) and the most parameters a request may
    /// have: more is a 414 with a JSON error naming the limit, at once.
    public static let maximumQueryBytes = 65_536, maximumQueryParameters = 4_096
    /// Bytes libmicrohttpd may use for one connection's request line, headers and parsed parameters (its default,
    /// 32 KB, ran out at about 400 parameters and left the request unanswered for the connection timeout). Mapped
    /// lazily: a connection touches only what its request needs.
    static let connectionMemory = 4 << 20

    /// Starts listening on `host` (an IPv4 address) and `port` (0: any free port) with `threads` worker threads.
    public init(host: String, port: UInt16, threads: Int, maximumBodyBytes: Int, connectionTimeout: Int = 30,
                handler: @escaping Handler) throws(HTTPServerError) {
        let library = try MicroHTTPD.shared.get()
        self.library = library
        context = ServerContext(handler: handler, maximumBodyBytes: maximumBodyBytes, library: library)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw HTTPServerError(field: "--host", message: "\"\(host)\" is not an IPv4 address such as 127.0.0.1")
        }
        let contextPointer = Unmanaged.passUnretained(context).toOpaque()
        let started: OpaquePointer? = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                mapsnap_mhd_start(&library.functions, socketAddress, UInt32(max(1, threads)), UInt32(connectionTimeout), 1024,
                                  UInt32(HTTPServer.connectionMemory), accessHandler,
                                  contextPointer, requestCompleted, uriReceived)
            }
        }
        guard let started else {
            throw HTTPServerError(field: "--port", message: "cannot listen on \(host):\(port) (in use, or not allowed)")
        }
        self.port = mapsnap_mhd_port(&library.functions, started)
        daemon = Mutex(started)
    }

    /// Stops accepting new connections; requests already being served finish.
    public func quiesce() {
        daemon.withLock { daemon in
            if let daemon { mapsnap_mhd_quiesce(&library.functions, daemon) }
        }
    }

    /// Stops the server (waiting for the worker threads).
    public func stop() {
        let stopped = daemon.withLock { daemon -> OpaquePointer? in
            defer { daemon = nil }
            return daemon
        }
        if let stopped { mapsnap_mhd_stop(&library.functions, stopped) }
    }

    deinit {
        stop()
    }
}

/// An error starting the server, naming the option.
public struct HTTPServerError: Error, Sendable {
    /// The option at fault.
    public var field: String
    /// What went wrong.
    public var message: String
}

/// What the C callbacks need: the handler and the body limit (kept alive by the server).
final class ServerContext: Sendable {
    let handler: HTTPServer.Handler
    let maximumBodyBytes: Int
    let library: MicroHTTPD

    init(handler: @escaping HTTPServer.Handler, maximumBodyBytes: Int, library: MicroHTTPD) {
        self.handler = handler
        self.maximumBodyBytes = maximumBodyBytes
        self.library = library
    }
}

/// libmicrohttpd's functions, looked up when the first server starts (see `CMicroHTTPD/shim.h`).
final class MicroHTTPD: @unchecked Sendable {
    /// Written once by `mapsnap_mhd_open`, then only read.
    var functions = mapsnap_mhd()

    private init() {}

    /// The library, opened on first use.
    static let shared: Result<MicroHTTPD, HTTPServerError> = {
        let library = MicroHTTPD()
        guard mapsnap_mhd_open(&library.functions) != 0 else {
            return .failure(HTTPServerError(field: "serve", message: "needs libmicrohttpd (libmicrohttpd.so.12, Debian package libmicrohttpd12)"))
        }
        return .success(library)
    }()
}

/// A request being received: its body so far.
final class RequestState {
    var body: [UInt8] = []
    var tooLarge = false
    /// Set once the headers have arrived (the access handler's first call).
    var started = false
    /// Why the query was refused before it was parsed (too long, or too many parameters), if it was.
    var refusedQuery: String?

    init(started: Bool = false) {
        self.started = started
    }
}

/// Sees each request's whole URI before libmicrohttpd parses its query, and makes the request's state. A query over
/// the limits is refused here: parsing it could use more than the connection's memory, which libmicrohttpd answers
/// with nothing until the connection times out. Its first byte is ended so that nothing of it is parsed, and the
/// access handler answers 414.
private let uriReceived: mapsnap_uri_logger = { _, uri, _ in
    let state = RequestState()
    if let uri, let mark = strchr(uri, Int32(UInt8(ascii: "?"))) {
        let query = mark + 1
        let bytes = strlen(query)
        var parameters = bytes > 0 ? 1 : 0
        var position = query
        while let next = strchr(position, Int32(UInt8(ascii: "&"))) {
            parameters += 1
            position = next + 1
        }
        if bytes > HTTPServer.maximumQueryBytes || parameters > HTTPServer.maximumQueryParameters {
            state.refusedQuery = parameters > HTTPServer.maximumQueryParameters
                ? "\(parameters) parameters, more than the \(HTTPServer.maximumQueryParameters) a request may have"
                : "\(bytes) bytes, longer than the \(HTTPServer.maximumQueryBytes) a request may have"
            UnsafeMutablePointer(mutating: query).pointee = 0
        }
    }
    return Unmanaged.passRetained(state).toOpaque()
}

/// libmicrohttpd's request callback: called once when the headers arrive, then per piece of body, then once more
/// with no data, when the response is made.
private let accessHandler: MHD_AccessHandlerCallback = { serverContext, connection, url, method, _, uploadData, uploadSize, requestContext in
    guard let serverContext, let connection, let requestContext, let uploadSize else { return .NO }
    guard let stateRaw = requestContext.pointee else {
        requestContext.pointee = Unmanaged.passRetained(RequestState(started: true)).toOpaque()
        return .YES
    }
    let state = Unmanaged<RequestState>.fromOpaque(stateRaw).takeUnretainedValue()
    guard state.started else {
        state.started = true
        return .YES
    }
    let server = Unmanaged<ServerContext>.fromOpaque(serverContext).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        if let uploadData, !state.tooLarge {
            if state.body.count + uploadSize.pointee > server.maximumBodyBytes {
                state.tooLarge = true
                state.body = []
            } else {
                state.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
            }
        }
        uploadSize.pointee = 0
        return .YES
    }
    let response: HTTPResponse
    if state.tooLarge {
        response = jsonError(413, field: "body", message: "larger than \(server.maximumBodyBytes) bytes")
    } else if let refusal = state.refusedQuery {
        response = jsonError(414, field: "query", message: refusal)
    } else {
        let target = url.map { String(cString: $0) } ?? "/"
        let request = HTTPRequest(method: method.map { String(cString: $0) } ?? "GET", path: target,
                                  query: values(of: connection, kind: .GET_ARGUMENT_KIND, library: server.library).map { (name: $0.0, value: $0.1) },
                                  headers: Dictionary(values(of: connection, kind: .HEADER_KIND, library: server.library).map { ($0.0.lowercased(), $0.1) },
                                                      uniquingKeysWith: { _, last in last }),
                                  body: state.body)
        response = server.handler(request)
    }
    return queue(response, on: connection, library: server.library)
}

/// A JSON error response, as the server's handler writes them.
private func jsonError(_ status: Int, field: String, message: String) -> HTTPResponse {
    HTTPResponse(status: status, headers: [("Content-Type", "application/json")],
                 body: Array("{\"error\":{\"field\":\"\(field)\",\"message\":\"\(message)\"}}\n".utf8))
}

/// Frees a request's state when libmicrohttpd is done with it (answered, or the client went away).
private let requestCompleted: MHD_RequestCompletedCallback = { _, _, requestContext, _ in
    guard let requestContext, let state = requestContext.pointee else { return }
    Unmanaged<RequestState>.fromOpaque(state).release()
    requestContext.pointee = nil
}

/// Collects name–value pairs of one kind (query arguments or headers), in order.
private func values(of connection: OpaquePointer, kind: MHD_ValueKind, library: MicroHTTPD) -> [(String, String)] {
    final class Box { var pairs: [(String, String)] = [] }
    let box = Box()
    _ = mapsnap_mhd_connection_values(&library.functions, connection, kind, { context, _, key, value in
        guard let context, let key else { return .YES }
        Unmanaged<Box>.fromOpaque(context).takeUnretainedValue().pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
        return .YES
    }, Unmanaged.passUnretained(box).toOpaque())
    return box.pairs
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer, library: MicroHTTPD) -> MHD_Result {
    let made = response.body.withUnsafeBytes { bytes in
        mapsnap_mhd_copied_response(&library.functions, bytes.count, bytes.baseAddress)
    }
    guard let made else { return .NO }
    defer { mapsnap_mhd_destroy_response(&library.functions, made) }
    for (name, value) in response.headers { _ = mapsnap_mhd_add_header(&library.functions, made, name, value) }
    return mapsnap_mhd_queue(&library.functions, connection, UInt32(response.status), made)
}
