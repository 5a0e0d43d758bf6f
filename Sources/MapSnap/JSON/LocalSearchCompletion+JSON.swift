import PlaceSearch
import StrictJSON

extension LocalSearchCompletion {
    /// A completion as JSON (the shape of `complete --json` and `GET /v1/complete`): highlight ranges as character
    /// offsets.
    public var json: JSONValue {
        func ranges(_ list: [Range<String.Index>], _ text: String) -> JSONValue {
            .array(offsets(list, in: text).map { .object([("start", .number(Double($0.start))), ("length", .number(Double($0.length)))]) })
        }
        return .object([("title", .string(title)), ("subtitle", .string(subtitle)),
                        ("kind", .string(kind.rawValue)),
                        ("titleHighlightRanges", ranges(titleHighlightRanges, title)),
                        ("subtitleHighlightRanges", ranges(subtitleHighlightRanges, subtitle)),
                        ("mapItem", mapItem?.json ?? .null)])
    }
}
