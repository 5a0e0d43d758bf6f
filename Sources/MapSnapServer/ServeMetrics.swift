import Foundation
import Synchronization

/// Counters for `GET /metrics` in the Prometheus text format: requests by route and status, render rejections,
/// a latency histogram and the requests in flight.
public final class ServeMetrics: Sendable {
    /// Histogram bucket bounds, seconds.
    static let buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

    private struct State {
        var requests: [String: Int] = [:]  // "route status" → count
        var bucketCounts = [Int](repeating: 0, count: ServeMetrics.buckets.count)
        var latencyCount = 0
        var latencySum = 0.0
    }
    private let state = Mutex(State())
    private let inFlightCount = Atomic<Int>(0)

    /// No requests yet.
    public init() {}

    /// Requests being served now.
    public var inFlight: Int { inFlightCount.load(ordering: .relaxed) }

    func started() { inFlightCount.add(1, ordering: .relaxed) }

    func finished(route: String, status: Int, seconds: Double) {
        inFlightCount.subtract(1, ordering: .relaxed)
        state.withLock { state in
            state.requests["\(route) \(status)", default: 0] += 1
            state.latencyCount += 1
            state.latencySum += seconds
            for (index, bound) in ServeMetrics.buckets.enumerated() where seconds <= bound { state.bucketCounts[index] += 1 }
        }
    }

    /// The metrics as Prometheus text.
    func text() -> String {
        state.withLock { state in
            var lines = ["# HELP mapsnap_http_requests_total Requests answered, by route and status.",
                         "# TYPE mapsnap_http_requests_total counter"]
            for key in state.requests.keys.sorted() {
                let parts = key.split(separator: " ")
                let errors = Int(parts[1]) ?? 0 >= 400 ? "true" : "false"
                lines.append("mapsnap_http_requests_total{route=\"\(parts[0])\",status=\"\(parts[1])\",error=\"\(errors)\"} \(state.requests[key] ?? 0)")
            }
            lines += ["# HELP mapsnap_http_request_duration_seconds Time to answer a request.",
                      "# TYPE mapsnap_http_request_duration_seconds histogram"]
            for (index, bound) in ServeMetrics.buckets.enumerated() {
                lines.append("mapsnap_http_request_duration_seconds_bucket{le=\"\(bound)\"} \(state.bucketCounts[index])")
            }
            lines += ["mapsnap_http_request_duration_seconds_bucket{le=\"+Inf\"} \(state.latencyCount)",
                      "mapsnap_http_request_duration_seconds_sum \(state.latencySum)",
                      "mapsnap_http_request_duration_seconds_count \(state.latencyCount)",
                      "# HELP mapsnap_http_requests_in_flight Requests being answered now.",
                      "# TYPE mapsnap_http_requests_in_flight gauge",
                      "mapsnap_http_requests_in_flight \(inFlight)"]
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
