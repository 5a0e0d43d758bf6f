import Foundation
import Geo
import MapStyle

/// A legend: a box of entries, each a symbol as the map draws it beside its text, listed explicitly or made from
/// what the map shows (one entry per marker kind, cluster identifier and overlay style).
public struct Legend: Hashable, Sendable {
    /// Where the box goes: a corner of the map (stacked with the other pieces there), or a panel beside the map that
    /// widens the image.
    public enum Position: String, Hashable, Sendable, CaseIterable {
        /// The corner where the box covers the fewest annotations and the least of the overlays (top left first).
        case automatic
        case topLeft, topRight, bottomLeft, bottomRight
        case outsideRight = "outside-right"
    }

    /// What an entry shows beside its text.
    public enum Symbol: Hashable, Sendable {
        /// An annotation's symbol, drawn as the map draws it (a marker at small size).
        case annotation(AnnotationKind)
        /// A line in this style.
        case line(LineStyle)
        /// An area in this style.
        case area(AreaStyle)
        /// A built-in icon (`mapsnap icons --list`) in a colour.
        case icon(String, color: Color)
    }

    /// One row.
    public struct Entry: Hashable, Sendable {
        /// The symbol.
        public var symbol: Symbol
        /// The text.
        public var text: String

        /// An entry.
        public init(symbol: Symbol, text: String) {
            self.symbol = symbol
            self.text = text
        }
    }

    /// The heading; nil for none.
    public var title: String?
    /// The rows, when given; nil makes them from the map's content (`automatic(from:)`).
    public var entries: [Entry]?
    /// Where the box goes.
    public var position: Position

    /// A legend (rows from the map, in the corner it covers least of, untitled by default).
    public init(title: String? = nil, entries: [Entry]? = nil, position: Position = .automatic) {
        self.title = title
        self.entries = entries
        self.position = position
    }

    /// The rows a map of `annotations` and `overlays` calls for: one per cluster identifier (named by it, or by a
    /// member's `legendTitle`), one per other marker kind (tint and glyph) or pin, dot and image, and one per overlay
    /// style, in order of first appearance, each titled by the first `legendTitle` of its group, else its first
    /// title, else what it is ("Marker", "Line", "Area").
    public static func automatic(annotations: [Annotation], overlays: [Overlay]) -> [Entry] {
        /// What makes two things one entry.
        enum Key: Hashable {
            case cluster(String), symbol(AnnotationKind), line(LineStyle), area(AreaStyle)
        }
        var keys: [Key] = [], entries: [Key: Entry] = [:], titled: Set<Key> = []
        func add(_ key: Key, _ symbol: Symbol, legendTitle: String?, fallback: String) {
            if entries[key] == nil {
                keys.append(key)
                entries[key] = Entry(symbol: symbol, text: legendTitle ?? fallback)
                if legendTitle != nil { titled.insert(key) }
            } else if let legendTitle, !titled.contains(key) {
                entries[key]?.text = legendTitle
                titled.insert(key)
            }
        }
        for annotation in annotations {
            if case .userLocation = annotation.kind { continue }
            var kind = annotation.kind
            if case .marker(var style) = kind {
                // One row per tint and glyph, whatever size or selected glyph the map gives each marker.
                style.size = .small
                style.selectedGlyphImage = nil
                kind = .marker(style)
            }
            if let cluster = annotation.clusteringIdentifier {
                add(.cluster(cluster), .annotation(kind), legendTitle: annotation.legendTitle, fallback: cluster)
            } else {
                add(.symbol(kind), .annotation(kind), legendTitle: annotation.legendTitle, fallback: annotation.title ?? "Marker")
            }
        }
        for overlay in overlays {
            switch overlay {
            case .polyline(let line): add(.line(line.style), .line(line.style), legendTitle: line.legendTitle, fallback: "Line")
            case .polygon(let polygon): add(.area(polygon.style), .area(polygon.style), legendTitle: polygon.legendTitle, fallback: "Area")
            case .circle(let circle): add(.area(circle.style), .area(circle.style), legendTitle: circle.legendTitle, fallback: "Area")
            }
        }
        return keys.compactMap { entries[$0] }
    }
}
