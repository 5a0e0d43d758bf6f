/// Which relations to keep when reading an extract, by their `type` tag: a prepared file's products read only
/// multipolygons, boundaries and turn restrictions, while route relations alone can hold most of an extract's
/// members (82% of the Helsinki sample's). Each reader of relations says the types it reads.
public struct RelationFilter: Sendable {
    /// The types kept, or nil for every relation.
    let types: Set<String>?

    /// Every relation.
    public static let all = RelationFilter(types: nil)

    /// The relations whose `type` is one of `types`.
    public init(types: Set<String>?) {
        self.types = types
    }

    /// Whether a relation with these tags is kept.
    func keeps(_ tags: Tags) -> Bool {
        guard let types else { return true }
        return tags["type"].map(types.contains) ?? false
    }
}
