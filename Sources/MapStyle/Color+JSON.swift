import Geo
import StrictJSON

extension JSONNode {
    /// Reads a colour string (see `Color(parsing:)`), naming the path and value when it is not one.
    public func color() throws(JSONError) -> Color {
        let text = try string()
        guard let color = Color(parsing: text) else {
            throw error("\"\(text)\" is not a colour (use #RRGGBB, #RRGGBBAA, rgb(), rgba() or a CSS name)")
        }
        return color
    }
}
