import Foundation
import Geo
import PlaceSearch

/// Places as a table for people (`mapsnap search`, `geocode` and `complete` without `--json`).
public enum PlaceTable {
    /// The items as aligned columns (number, name, kind, distance from `center`, address, coordinate), header first.
    public static func lines(_ items: [MapItem], near center: Coordinate?) -> [String] {
        var rows = [["#", "name", "kind", "distance", "address", "coordinate"]]
        for (index, item) in items.enumerated() {
            let distance = center.map { formatDistance(Distance.haversine($0, item.coordinate)) } ?? "-"
            let kind = item.typeDescription
            let address = (item.placemark.formattedAddress ?? item.placemark.countryCode ?? "") + (item.isInterpolated ? " (interpolated)" : "")
            rows.append([String(index + 1), item.name, kind, distance, address,
                         String(format: "%.5f,%.5f", item.coordinate.latitude, item.coordinate.longitude)])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
    }

    /// `850 m`, `1.2 km`.
    public static func formatDistance(_ metres: Double) -> String {
        metres < 1000 ? "\(Int(metres.rounded())) m" : String(format: "%.1f km", metres / 1000)
    }
}

