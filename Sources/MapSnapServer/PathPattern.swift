import Foundation

/// A path pattern split into segments, each a run of literal text and `{name}` parameters.
struct PathPattern: Sendable {
    enum Part: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    let segments: [[Part]]

    init(_ pattern: String) {
        segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { segment in
            var parts: [Part] = []
            var rest = Substring(segment)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
                parts.append(.parameter(String(rest[rest.index(after: open)..<close])))
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty || parts.isEmpty { parts.append(.literal(String(rest))) }
            return parts
        }
    }

    /// The parameters when `path` matches; nil otherwise.
    func match(_ path: String) -> [String: String]? {
        let pieces = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard path.hasPrefix("/"), pieces.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (segment, piece) in zip(segments, pieces) {
            guard PathPattern.match(segment[...], Substring(piece), into: &values) else { return nil }
        }
        return values
    }

    /// Matches one segment: literals exactly, each parameter the shortest non-empty text before the next literal
    /// (the rest of the segment for the last part).
    private static func match(_ parts: ArraySlice<[Part].Element>, _ text: Substring, into values: inout [String: String]) -> Bool {
        guard let first = parts.first else { return text.isEmpty }
        switch first {
        case .literal(let literal):
            guard text.hasPrefix(literal) else { return false }
            return match(parts.dropFirst(), text.dropFirst(literal.count), into: &values)
        case .parameter(let name):
            guard let next = parts.dropFirst().first else {
                guard !text.isEmpty else { return false }
                values[name] = String(text)
                return true
            }
            guard case .literal(let literal) = next else { return false }
            var searchStart = text.isEmpty ? text.endIndex : text.index(after: text.startIndex)
            while searchStart < text.endIndex, let found = text[searchStart...].range(of: literal) {
                var attempt = values
                attempt[name] = String(text[..<found.lowerBound])
                if match(parts.dropFirst(), text[found.lowerBound...], into: &attempt) {
                    values = attempt
                    return true
                }
                searchStart = text.index(after: found.lowerBound)
            }
            return false
        }
    }
}
