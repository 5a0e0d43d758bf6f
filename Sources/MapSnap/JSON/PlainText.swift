import PlaceSearch
import Routing

extension LocalSearchCompletion {
    /// The completion as one line for people: matched characters in [brackets], then the subtitle.
    public var textLine: String {
        var text = ""
        var index = title.startIndex
        for range in titleHighlightRanges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= index {
            text += title[index..<range.lowerBound] + "[" + title[range] + "]"
            index = range.upperBound
        }
        text += title[index...]
        return "\(text)  —  \(subtitle)"
    }
}

extension Geocoder.ReverseResult {
    /// What is at the coordinate, a line each for people: address and street with distances, place, point of interest.
    public var textLines: [String] {
        var lines: [String] = []
        if let address { lines.append("address: \(address.name) (\(PlaceTable.formatDistance(addressDistance ?? 0)))") }
        if let street { lines.append("street: \(street) (\(PlaceTable.formatDistance(streetDistance ?? 0)))") }
        if let place { lines.append("place: \(place.name)") }
        if let pointOfInterest { lines.append("point of interest: \(pointOfInterest.name)") }
        return lines
    }
}

/// Routes as text for people (`mapsnap route` without `--json`).
public enum RouteText {
    /// A line per route (name, distance, time), and the first route's steps indented under it.
    public static func lines(_ routes: [Route]) -> [String] {
        var lines: [String] = []
        for (index, route) in routes.enumerated() {
            lines.append("\(index == 0 ? "Route" : "Alternative \(index)"): \(route.name.isEmpty ? "(unnamed roads)" : route.name), "
                         + "\(PlaceTable.formatDistance(route.distance)), \(formatTime(route.expectedTravelTime))")
            guard index == 0 else { continue }
            for step in route.steps {
                lines.append("  \(step.instructions)" + (step.distance > 0 ? " (\(PlaceTable.formatDistance(step.distance)))" : ""))
            }
        }
        return lines
    }

    /// `7 min`, `1 h 5 min`.
    public static func formatTime(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        return minutes < 60 ? "\(max(minutes, 1)) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
