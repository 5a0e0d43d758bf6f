import Foundation

/// A point in image space, in points (pixels = points × scale); y grows downward.
public struct Point: Hashable, Sendable {
    /// Horizontal position from the left edge.
    public var x: Double
    /// Vertical position from the top edge.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

extension Array where Element == Point {
    /// The length of the polyline through the points, in their units.
    public var polylineLength: Double {
        zip(self, dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}

/// A size in image space, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(formatted(width))x\(formatted(height))" }
}

/// An axis-aligned rectangle in image space, in points.
public struct Rect: Hashable, Sendable {
    /// Top-left corner.
    public var origin: Point
    /// Extent.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its edges' positions.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The middle, left to right and top to bottom.
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    /// The rectangle shrunk by `amount` on every side (grown when negative).
    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: size.width - 2 * amount, height: size.height - 2 * amount)
    }

    /// Whether the point lies inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether `other` lies entirely inside (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles overlap (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// Distances from each edge, CSS-style, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// Distance from the top edge.
    public var top: Double
    /// Distance from the left edge.
    public var left: Double
    /// Distance from the bottom edge.
    public var bottom: Double
    /// Distance from the right edge.
    public var right: Double

    /// Creates insets for each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = EdgeInsets(all: 0)

    /// Edge-wise sum.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
