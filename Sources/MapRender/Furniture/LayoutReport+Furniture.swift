import Geo

extension LayoutReport {
    /// One piece of furniture the map was asked for and where it went.
    public struct FurnitureEntry: Hashable, Sendable {
        /// Which piece.
        public enum Kind: String, Hashable, Sendable {
            case title, scaleBar, northArrow, legend
        }

        /// Which piece.
        public var kind: Kind
        /// Its box, in points.
        public var frame: Rect
        /// Its text: the title, the scale bar's labels ("500 m / 2000 ft"), "N", the legend's title (or "").
        public var text: String
        /// The scale bar's bars: what each stands for and where its ends are.
        public var bars: [PlacedBar] = []
        /// The north arrow's direction, degrees clockwise from straight up the image.
        public var angle: Double?
        /// The legend's rows, top to bottom.
        public var rows: [String] = []

        /// An entry.
        public init(kind: Kind, frame: Rect, text: String, bars: [PlacedBar] = []) {
            self.kind = kind
            self.frame = frame
            self.text = text
            self.bars = bars
        }
    }

    /// One bar of a scale bar as drawn.
    public struct PlacedBar: Hashable, Sendable {
        /// "500 m", "2000 ft".
        public var label: String
        /// The ground distance it stands for, metres.
        public var metres: Double
        /// The bar's left end (the centre of its tick on the line), in points.
        public var start: Point
        /// The bar's right end, in points.
        public var end: Point

        /// A placed bar.
        public init(label: String, metres: Double, start: Point, end: Point) {
            self.label = label
            self.metres = metres
            self.start = start
            self.end = end
        }
    }
}
