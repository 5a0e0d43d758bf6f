/// The types of the MapLibre style-spec expression language.
public indirect enum ExpressionType: Hashable, Sendable, CustomStringConvertible {
    case null, number, string, boolean, color, object, value, collator, formatted, resolvedImage, padding, numberArray, colorArray
    case variableAnchorOffsetCollection, projectionDefinition, error
    /// `array<itemType, length>`; `array` alone is `array<value>`.
    case array(ExpressionType, Int?)

    public var description: String {
        switch self {
        case .null: return "null"
        case .number: return "number"
        case .string: return "string"
        case .boolean: return "boolean"
        case .color: return "color"
        case .object: return "object"
        case .value: return "value"
        case .collator: return "collator"
        case .formatted: return "formatted"
        case .resolvedImage: return "resolvedImage"
        case .padding: return "padding"
        case .numberArray: return "numberArray"
        case .colorArray: return "colorArray"
        case .variableAnchorOffsetCollection: return "variableAnchorOffsetCollection"
        case .projectionDefinition: return "projectionDefinition"
        case .error: return "error"
        case .array(let item, let length):
            if let length { return "array<\(item), \(length)>" }
            return item == .value ? "array" : "array<\(item)>"
        }
    }

    /// The types a `value` may hold.
    static let valueMembers: [ExpressionType] = [.null, .number, .string, .boolean, .color, .formatted, .object, .array(.value, nil),
                                                  .padding, .numberArray, .colorArray, .resolvedImage, .variableAnchorOffsetCollection]

    /// Whether a value of type `actual` may stand where `self` is expected (the spec's `checkSubtype`).
    func accepts(_ actual: ExpressionType) -> Bool {
        if actual == .error || self == actual { return true }
        switch (self, actual) {
        case (.array(let item, let length), .array(let actualItem, let actualLength)):
            let itemsOK = (actualLength == 0 && actualItem == .value) || item.accepts(actualItem)
            return itemsOK && (length == nil || length == actualLength)
        case (.value, _):
            return ExpressionType.valueMembers.contains { $0.accepts(actual) }
        default:
            return self == actual
        }
    }

    /// The kind without parameters, for "expected … but found …".
    var kindName: String {
        if case .array = self { return "array" }
        return description
    }
}
