import Foundation
import MapRender

extension QuickMapSpec {
    /// Reads one of `--print-scale`, `--paper`, `--orientation`, `--margin-mm`, `--dpi` (in any order: the settings
    /// apply to the one print spec).
    mutating func readPrint(_ name: String, _ value: String, option: String) throws(MapSnapError) {
        var spec = print ?? PrintSpec(scale: 0)
        switch name {
        case "print-scale":
            let digits = value.hasPrefix("1:") ? String(value.dropFirst(2)) : value
            guard let scale = Double(digits.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: "")), scale.isFinite else {
                throw MapSnapError(field: option, message: "\"\(value)\" is not a scale such as 1:25000")
            }
            spec.scale = scale
        case "paper":
            guard let paper = PrintSpec.Paper(name: value) else {
                throw MapSnapError(field: option, message: "\"\(value)\" is not A3, A4, A5, Letter, Legal or WxH in millimetres (e.g. 300x200)")
            }
            spec.paper = paper
        case "orientation":
            guard let orientation = PrintSpec.Orientation(rawValue: value.lowercased()) else {
                throw MapSnapError(field: option, message: "\"\(value)\" is not portrait or landscape")
            }
            spec.orientation = orientation
        case "margin-mm": spec.marginMillimetres = try OptionValue.double(value, option: option)
        default: spec.dotsPerInch = try OptionValue.double(value, option: option)
        }
        printSettings.append(name)
        // Settings given before the scale wait in a spec of scale 0 until it comes (validate() requires it).
        print = spec
    }
}
