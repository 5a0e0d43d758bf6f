extension StyleSpecReference {
    /// The spec's default of number property `key` (in whichever group has it), when that default is a number.
    static func defaultNumber(_ key: String) -> Double? {
        for group in properties.values {
            if let entry = group[key], let value = Double(entry.defaultJSON) { return value }
        }
        return nil
    }
}
