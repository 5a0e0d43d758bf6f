import Geo
import StrictJSON

/// A Swift type a style property is read into (`StylePropertyReader`): how a constant in the style's JSON and an
/// expression's result become a value, checked against the property's spec.
public protocol StyleValue: Sendable, Equatable {
    /// The value a constant stands for; errors name the JSON path and the spec's rule that refuses it.
    static func constant(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> Self
    /// The value an expression's result stands for (numbers kept within the spec's range); nil when it is none.
    static func converted(_ value: ExpressionValue, spec: StylePropertySpec) -> Self?
    /// What an expression that gives no value draws when the spec has no default.
    static var unset: Self { get }
}

/// An item of an array-valued property (`[Double]`, `[String]`, `[Color]`, `[StyleLayer.Anchor]`).
public protocol StyleValueItem: Sendable, Equatable {
    /// An item written as a constant.
    static func item(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> Self
    /// An item of an expression's result; nil when it is not one.
    static func item(_ value: ExpressionValue, spec: StylePropertySpec) -> Self?
}

/// Numbers past this are drawn at it: a line, halo or offset of a million points already reaches past any image, and
/// larger ones would overflow the drawing (`style check` names a value it limits).
public let styleDrawingLimit = 1_000_000.0

extension Double: StyleValue, StyleValueItem {
    /// A number the spec allows the property (below its `minimum` or above its `maximum` is an error), drawn within
    /// ±`styleDrawingLimit`.
    public static func constant(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> Double {
        let number = try node.double()
        if let minimum = spec.minimum, number < minimum {
            throw node.error("\(JSONValue.format(number)) is below the spec's minimum of \(JSONValue.format(minimum))")
        }
        if let maximum = spec.maximum, number > maximum {
            throw node.error("\(JSONValue.format(number)) is above the spec's maximum of \(JSONValue.format(maximum))")
        }
        return min(max(number, -styleDrawingLimit), styleDrawingLimit)
    }

    public static func converted(_ value: ExpressionValue, spec: StylePropertySpec) -> Double? {
        guard case .number(let number) = value else { return nil }
        let range = spec.range
        return min(max(min(max(number, range.lowerBound), range.upperBound), -styleDrawingLimit), styleDrawingLimit)
    }

    public static var unset: Double { 0 }
    public static func item(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> Double { try constant(node, spec: spec) }
    public static func item(_ value: ExpressionValue, spec: StylePropertySpec) -> Double? { converted(value, spec: spec) }
}

extension Color: StyleValue, StyleValueItem {
    public static func constant(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> Color { try node.color() }
    public static func converted(_ value: ExpressionValue, spec: StylePropertySpec) -> Color? { value.colorValue }
    /// Transparent.
    public static var unset: Color { .clear }
    public static func item(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> Color { try node.color() }
    public static func item(_ value: ExpressionValue, spec: StylePropertySpec) -> Color? { value.colorValue }
}

extension Bool: StyleValue {
    public static func constant(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> Bool { try node.bool() }
    public static func converted(_ value: ExpressionValue, spec: StylePropertySpec) -> Bool? {
        if case .boolean(let flag) = value { return flag }
        return nil
    }
    public static var unset: Bool { false }
}

extension String: StyleValue, StyleValueItem {
    public static func constant(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> String { try node.string() }
    public static func converted(_ value: ExpressionValue, spec: StylePropertySpec) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }
    public static var unset: String { "" }
    public static func item(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> String { try node.string() }
    public static func item(_ value: ExpressionValue, spec: StylePropertySpec) -> String? { converted(value, spec: spec) }
}

/// An enumerated property's values as a Swift enum (generated: `StyleLayer.LineCap`, `StyleLayer.Anchor` …).
public protocol StyleEnumeration: StyleValue, StyleValueItem, RawRepresentable, CaseIterable where RawValue == String {}

extension StyleEnumeration {
    /// One of the spec's values for the property, refused (listing them) otherwise.
    public static func constant(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> Self {
        guard let value = Self(rawValue: try node.oneOf(spec.values)) else { throw node.error("\(node.value.brief) is not drawn") }
        return value
    }
    public static func converted(_ value: ExpressionValue, spec: StylePropertySpec) -> Self? {
        if case .string(let text) = value { return Self(rawValue: text) }
        return nil
    }
    public static func item(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> Self { try constant(node, spec: spec) }
    public static func item(_ value: ExpressionValue, spec: StylePropertySpec) -> Self? { converted(value, spec: spec) }
}

extension Array: StyleValue where Element: StyleValueItem {
    /// The items, as many as the spec's type asks (`array<number, 2>`: two; `padding`: one to four); a property that
    /// takes one value or an array (`padding`, `numberArray`, `colorArray`) also takes a single value.
    public static func constant(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> [Element] {
        guard case .array = node.value else {
            guard ["padding", "numberArray", "colorArray"].contains(spec.type) else { throw node.typeError(expected: "an array") }
            return [try Element.item(node, spec: spec)]
        }
        let items = try node.array().map { (item) throws(JSONError) in try Element.item(item, spec: spec) }
        if case .array(_, let length?) = spec.expressionType, items.count != length {
            throw node.error("an array of \(length) values was expected, got \(items.count)")
        }
        if spec.type == "padding" || spec.type == "numberArray" || spec.type == "colorArray", !(1...4).contains(items.count) {
            throw node.error("an array of 1 to 4 values was expected, got \(items.count)")
        }
        return items
    }

    public static func converted(_ value: ExpressionValue, spec: StylePropertySpec) -> [Element]? {
        guard case .array(let values) = value else { return Element.item(value, spec: spec).map { [$0] } }
        let items = values.compactMap { Element.item($0, spec: spec) }
        guard items.count == values.count else { return nil }
        if case .array(_, let length?) = spec.expressionType, items.count != length { return nil }
        return items
    }

    /// No items.
    public static var unset: [Element] { [] }
}

extension ExpressionValue: StyleValue {
    /// A constant of a type MapSnap does not draw (`variableAnchorOffsetCollection`: anchors, each followed by its
    /// [x, y] offset in ems), checked for that shape and kept as the expression language's value.
    public static func constant(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> ExpressionValue {
        let items = try node.array()
        guard items.count % 2 == 0, !items.isEmpty else { throw node.error("anchors each followed by an [x, y] offset were expected, got \(items.count) values") }
        var values: [ExpressionValue] = []
        for pair in stride(from: 0, to: items.count, by: 2) {
            values.append(.string(try items[pair].oneOf(StyleSpecReference.textAnchor.values)))
            let offset = try items[pair + 1].array().map { (number) throws(JSONError) in ExpressionValue.number(try number.double()) }
            guard offset.count == 2 else { throw items[pair + 1].error("an offset is [x, y], got \(offset.count) values") }
            values.append(.array(offset))
        }
        return .array(values)
    }

    public static func converted(_ value: ExpressionValue, spec: StylePropertySpec) -> ExpressionValue? { value }
    public static var unset: ExpressionValue { .null }
}
