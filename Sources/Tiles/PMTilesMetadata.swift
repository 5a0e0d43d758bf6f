import StrictJSON

/// The fields MapSnap reads from a PMTiles file's JSON metadata (which MBTiles-derived files fill with the MBTiles
/// metadata rows: zooms may be numbers or strings).
struct PMTilesMetadata {
    /// The metadata object; empty when there is none.
    let fields: JSONObject

    init(fields: JSONObject) {
        self.fields = fields
    }

    /// A string field.
    func text(_ key: String) -> String? {
        if case .string(let value)? = fields[key] { return value }
        return nil
    }

    /// A zoom field, written as a whole number or a string holding one.
    func zoom(_ key: String) -> Int? {
        switch fields[key] {
        case .number(let value)?: return value.rounded() == value && (0...30).contains(value) ? Int(value) : nil
        case .string(let value)?: return Int(value).flatMap { (0...30).contains($0) ? $0 : nil }
        default: return nil
        }
    }
}
