import Foundation
import MapRender

/// `--marker 'LAT,LON,key=value,...'`: a marker from the command line.
///
/// Keys: `tint` (marker colour), `glyph` (glyph text), `icon` (built-in icon name), `size` (small, medium, large), `title`, `subtitle`,
/// `selected` (true/false), `callout` (true/false), `cluster` (clustering identifier), `priority`
/// (number or required/defaultHigh/defaultLow). Values cannot contain commas.
public enum QuickMarker {
    /// The marker a spec describes; errors name the key and the value (as `FIELD key`, e.g. `--marker tint` on the
    /// command line, `marker tint` in a URL).
    public static func parse(_ spec: String, field: String = "--marker") throws(MapSnapError) -> Annotation {
        let parts = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else {
            throw MapSnapError(field: field, message: "\"\(spec)\" needs LAT,LON first (e.g. 60.17,24.94,tint=#007AFF,glyph=K)")
        }
        let coordinate = try OptionValue.coordinate("\(parts[0]),\(parts[1])", option: field)
        var style = MarkerStyle()
        var annotation = Annotation(coordinate: coordinate)
        for part in parts.dropFirst(2) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard pair.count == 2 else { throw MapSnapError(field: field, message: "\"\(part)\" is not key=value") }
            let (key, value) = (pair[0], pair[1])
            switch key {
            case "tint": style.markerTintColor = try OptionValue.color(value, option: "\(field) tint")
            case "glyph": style.glyphText = value
            case "size":
                guard let size = MarkerSize(rawValue: value) else {
                    throw MapSnapError(field: "\(field) size", message: "\"\(value)\" is not small, medium or large")
                }
                style.size = size
            case "icon":
                guard let icon = BuiltinIcons.asset(named: value) else {
                    throw MapSnapError(field: "\(field) icon", message: "\"\(value)\" is not a built-in icon (see mapsnap icons --list)")
                }
                style.glyphImage = icon
            case "title": annotation.title = value
            case "subtitle": annotation.subtitle = value
            case "selected": annotation.isSelected = try flag(value, key: key, field: field)
            case "callout": annotation.callout = try flag(value, key: key, field: field) ? Callout() : nil
            case "cluster":
                guard !value.isEmpty else { throw MapSnapError(field: "\(field) cluster", message: "must not be empty") }
                annotation.clusteringIdentifier = value
            case "priority":
                let named = ["required": DisplayPriority.required, "defaultHigh": DisplayPriority.defaultHigh, "defaultLow": DisplayPriority.defaultLow]
                guard let priority = named[value] ?? Double(value), (0...1000).contains(priority) else {
                    throw MapSnapError(field: "\(field) priority", message: "\"\(value)\" is not 0...1000 nor required/defaultHigh/defaultLow")
                }
                annotation.displayPriority = priority
            default:
                throw MapSnapError(field: field, message: "unknown key \"\(key)\" (tint, glyph, icon, size, title, subtitle, selected, callout, cluster, priority)")
            }
        }
        annotation.kind = .marker(style)
        return annotation
    }

    private static func flag(_ value: String, key: String, field: String) throws(MapSnapError) -> Bool {
        switch value {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw MapSnapError(field: "\(field) \(key)", message: "\"\(value)\" is not true or false")
        }
    }
}
