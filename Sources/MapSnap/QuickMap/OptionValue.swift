import Foundation
import Geo
import MapStyle

/// Parsing of option values, each error naming the option and the value.
public enum OptionValue {
    /// A finite number.
    public static func double(_ text: String, option: String) throws(MapSnapError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw MapSnapError(field: option, message: "\"\(text)\" is not a number")
        }
        return value
    }

    /// Two numbers separated by a comma.
    public static func pair(_ text: String, option: String, shape: String) throws(MapSnapError) -> (Double, Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let first = Double(parts[0]), let second = Double(parts[1]), first.isFinite, second.isFinite else {
            throw MapSnapError(field: option, message: "\"\(text)\" is not \(shape)")
        }
        return (first, second)
    }

    /// A valid LAT,LON.
    public static func coordinate(_ text: String, option: String) throws(MapSnapError) -> Coordinate {
        let (latitude, longitude) = try pair(text, option: option, shape: "latitude,longitude")
        do {
            return try Coordinate.validated(latitude: latitude, longitude: longitude)
        } catch {
            throw MapSnapError(field: option, message: "\(error.field) \(error.message)")
        }
    }

    /// A colour (#RRGGBB, CSS name, system colour).
    public static func color(_ text: String, option: String) throws(MapSnapError) -> Color {
        guard let color = Color(parsing: text) else {
            throw MapSnapError(field: option, message: "\"\(text)\" is not a colour (use #RRGGBB or a CSS name)")
        }
        return color
    }
}
