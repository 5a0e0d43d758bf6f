import Foundation
import Geo

/// Zoom stops: at least one `(zoom, value)` pair, in increasing zoom, with an exponential base (1 is linear).
public struct ZoomStops<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The first stop (there is always one).
    public let first: (zoom: Double, value: Value)
    /// The later stops.
    public let rest: [(zoom: Double, value: Value)]
    /// Interpolation base.
    public let base: Double
    /// Whether values between stops are blended (the spec's `interpolated` for the property); otherwise they step.
    public let interpolates: Bool

    /// Creates stops; nil when the list is empty.
    public init?(_ stops: [(Double, Value)], base: Double = 1, interpolates: Bool = true) {
        guard let head = stops.first else { return nil }
        first = head
        rest = Array(stops.dropFirst())
        self.base = base
        self.interpolates = interpolates
    }

    public static func == (a: ZoomStops, b: ZoomStops) -> Bool {
        a.base == b.base && a.interpolates == b.interpolates && a.first == b.first && a.rest.count == b.rest.count && zip(a.rest, b.rest).allSatisfy { $0 == $1 }
    }
}

/// A style value that may change with zoom: a constant, or MapLibre `stops`.
public enum ZoomValue<Value: Sendable & Equatable>: Sendable, Equatable {
    case constant(Value)
    case stops(ZoomStops<Value>)
    /// An expression (or a legacy function over a property), evaluated at the zoom.
    case expression(ExpressionValued<Value>)
}

/// Values that can be interpolated between stops.
public protocol Interpolatable {
    /// The value a fraction `t` of the way from `self` to `other`.
    func interpolated(to other: Self, fraction t: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, fraction t: Double) -> Double { self + (other - self) * t }
}

extension Array: Interpolatable where Element: Interpolatable {
    /// Element by element (offsets such as `fill-translate`, a light's colours); the shorter length when they differ.
    public func interpolated(to other: [Element], fraction t: Double) -> [Element] {
        zip(self, other).map { $0.interpolated(to: $1, fraction: t) }
    }
}

extension Color: Interpolatable {
    public func interpolated(to other: Color, fraction t: Double) -> Color { mixed(with: other, fraction: t) }
}

extension ZoomValue where Value: Interpolatable {
    /// The value at a (fractional) zoom: clamped outside the stops, interpolated between them.
    public func value(at zoom: Double) -> Value {
        switch self {
        case .constant(let value): return value
        case .expression(let expression): return expression.value(at: zoom)
        case .stops(let stops) where !stops.interpolates:
            return steppedValue(at: zoom)
        case .stops(let stops):
            var previous = stops.first
            if zoom <= previous.zoom { return previous.value }
            for stop in stops.rest {
                if zoom <= stop.zoom {
                    let span = stop.zoom - previous.zoom, progress = zoom - previous.zoom
                    let t: Double
                    if span <= 0 {
                        t = 1
                    } else if stops.base == 1 {
                        t = progress / span
                    } else {
                        t = (pow(stops.base, progress) - 1) / (pow(stops.base, span) - 1)
                    }
                    return previous.value.interpolated(to: stop.value, fraction: t)
                }
                previous = stop
            }
            return previous.value
        }
    }
}

extension ZoomValue {
    /// The value at `zoom` without interpolating (enumerations, strings): a legacy function's last stop at or below the
    /// zoom (the first stop below all of them), an expression evaluated at the zoom.
    public func steppedValue(at zoom: Double) -> Value {
        switch self {
        case .constant(let value): return value
        case .expression(let expression): return expression.value(at: zoom)
        case .stops(let stops): return stops.rest.last(where: { zoom >= $0.zoom })?.value ?? stops.first.value
        }
    }

}

extension ZoomValue {
    /// Whether the value depends on the feature (an expression reading its properties, id or geometry type).
    public var isDataDriven: Bool {
        if case .expression(let expression) = self { return expression.isDataDriven }
        return false
    }

    /// The feature attributes it reads (`StyleExpression.featureReads`; none for a constant or zoom stops).
    public var featureReads: Set<String> {
        if case .expression(let expression) = self { return expression.featureReads }
        return []
    }
}

extension ZoomValue where Value: Interpolatable {
    /// The value at `zoom` for a feature with `attributes` and `geometryType` ("Point", "LineString", "Polygon").
    public func value(at zoom: Double, attributes: [String: String], geometryType: String?) -> Value {
        if case .expression(let expression) = self { return expression.value(at: zoom, attributes: attributes, geometryType: geometryType) }
        return value(at: zoom)
    }
}
