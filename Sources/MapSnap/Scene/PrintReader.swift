import MapRender
import StrictJSON

/// Reads a scene's `print`: `{"scale": 25000, "paper": "A4" or [w_mm, h_mm], "orientation", "marginMm", "dpi"}`.
enum PrintReader {
    static func read(_ node: JSONNode) throws(JSONError) -> PrintSpec {
        var object = try node.object()
        guard let scale = object.optional("scale") else { throw node.error("missing \"scale\" (25000 for 1:25,000)") }
        var print = PrintSpec(scale: try scale.double(in: 100...100_000_000))
        if let paper = object.optional("paper") {
            if case .array = paper.value {
                let sides = try paper.array()
                guard sides.count == 2 else { throw paper.error("is [width, height] in millimetres") }
                print.paper = .custom(width: try sides[0].double(in: 10...2000), height: try sides[1].double(in: 10...2000))
            } else {
                let name = try paper.nonEmptyString()
                guard let named = PrintSpec.Paper(name: name), !name.lowercased().contains("x") else {
                    throw paper.error("\"\(name)\" is not A3, A4, A5, Letter, Legal or [width, height] in millimetres")
                }
                print.paper = named
            }
        }
        if let orientation = object.optional("orientation") {
            print.orientation = PrintSpec.Orientation(rawValue: try orientation.oneOf(PrintSpec.Orientation.allCases.map(\.rawValue))) ?? .portrait
        }
        if let margin = object.optional("marginMm") { print.marginMillimetres = try margin.double(in: 0...500) }
        if let dpi = object.optional("dpi") { print.dotsPerInch = try dpi.double(in: 72...432) }
        try object.finish()
        return print
    }
}
