import HTTPServer

/// Finds the endpoint of a request in the table: the first whose pattern matches the path and that answers the
/// method; a path some endpoint matches under another method is "method not allowed" with the methods it has.
struct Router: Sendable {
    enum Outcome {
        case found(Endpoint, [String: String])
        case methodNotAllowed(allowed: [String], pattern: String)
        case notFound
    }

    let endpoints: [Endpoint]

    func route(_ request: HTTPRequest) -> Outcome {
        var allowed: [String] = []
        var pattern = ""
        for endpoint in endpoints {
            guard let parameters = endpoint.pattern.match(request.path) else { continue }
            if endpoint.accepts(request.method) { return .found(endpoint, parameters) }
            if allowed.isEmpty { pattern = endpoint.path }
            if !allowed.contains(endpoint.method) { allowed.append(endpoint.method) }
        }
        return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed, pattern: pattern)
    }
}
