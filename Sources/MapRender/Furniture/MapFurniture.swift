import Foundation
import Geo
import MapStyle

/// What a report map carries besides the map itself: a scale bar, a north arrow and a title, each placed where it
/// collides with nothing (corners, stacked with the attribution; the title in a band at the top or bottom).
public struct MapFurniture: Hashable, Sendable {
    /// The scale bar; nil draws none.
    public var scaleBar: ScaleBar?
    /// The north arrow; nil draws none.
    public var northArrow: NorthArrow?
    /// The title block; nil draws none.
    public var title: MapTitle?
    /// A blank paper margin around the page, in points (a printed map's); the other pieces sit inside it.
    public var pageMargin: Double = 0
    /// The legend; nil draws none.
    public var legend: Legend?

    /// No furniture.
    public init(scaleBar: ScaleBar? = nil, northArrow: NorthArrow? = nil, title: MapTitle? = nil) {
        self.scaleBar = scaleBar
        self.northArrow = northArrow
        self.title = title
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool { scaleBar == nil && northArrow == nil && title == nil && legend == nil && pageMargin == 0 }
}

/// The colours furniture is drawn in, chosen for the map under it: dark ink on a pale box over a light map, light ink
/// on a dark box over a dark one (the dark style, Dark Matter).
public struct FurnitureScheme: Hashable, Sendable {
    /// Text and strokes.
    public var ink: Color
    /// Secondary text (a subtitle).
    public var secondaryInk: Color
    /// The box behind each piece.
    public var box: Color

    /// The box's colour, opaque (the open half of the north arrow).
    public var paper: Color { Color(red: box.red, green: box.green, blue: box.blue) }
    /// The title band's colour: the box's, nearly opaque.
    public var band: Color { Color(red: box.red, green: box.green, blue: box.blue, alpha: 0.92) }

    /// For a light map.
    public static let light = FurnitureScheme(ink: Color(rgb: 0x1C1C1E), secondaryInk: Color(rgb: 0x48484A), box: Color.white.withOpacity(0.8))
    /// For a dark map.
    public static let dark = FurnitureScheme(ink: Color(rgb: 0xF2F2F7), secondaryInk: Color(rgb: 0xC7C7CC), box: Color(rgb: 0x1C1C1E).withOpacity(0.8))

    /// The scheme for a map whose background (the style's background layer, else the content's) is `background`:
    /// dark when its relative luminance is below 0.2.
    public static func forBackground(_ background: Color) -> FurnitureScheme {
        func linear(_ channel: Double) -> Double { channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4) }
        let luminance = 0.2126 * linear(background.red) + 0.7152 * linear(background.green) + 0.0722 * linear(background.blue)
        return background.alpha > 0.5 && luminance < 0.2 ? .dark : .light
    }
}
