import Geo
import StrictJSON

extension JSONNode {
    /// A coordinate as `{"latitude": …, "longitude": …}` or `[latitude, longitude]`.
    func coordinate() throws(JSONError) -> Coordinate {
        if case .array = value {
            let items = try array()
            guard items.count == 2 else {
                throw error("expected [latitude, longitude], got an array of \(items.count)")
            }
            return Coordinate(latitude: try items[0].double(in: -90...90), longitude: try items[1].double(in: -180...180))
        }
        var object = try object()
        let coordinate = Coordinate(latitude: try object.required("latitude").double(in: -90...90),
                                    longitude: try object.required("longitude").double(in: -180...180))
        try object.finish()
        return coordinate
    }

    /// A list of coordinates (each as `coordinate()` reads it).
    func coordinates(minimum: Int) throws(JSONError) -> [Coordinate] {
        let items = try array()
        guard items.count >= minimum else { throw error("needs at least \(minimum) coordinates, got \(items.count)") }
        return try items.map { (item) throws(JSONError) in try item.coordinate() }
    }

    /// A region: `{"center": coordinate, "span": {"latitudeDelta": …, "longitudeDelta": …}}`.
    func region() throws(JSONError) -> CoordinateRegion {
        var object = try object()
        let center = try object.required("center").coordinate()
        let span = try object.required("span").span()
        try object.finish()
        return CoordinateRegion(center: center, span: span)
    }

    /// A span: `{"latitudeDelta": …, "longitudeDelta": …}`.
    func span() throws(JSONError) -> CoordinateSpan {
        var span = try object()
        let latitudeDelta = try span.required("latitudeDelta").positiveDouble(atMost: 180)
        let longitudeDelta = try span.required("longitudeDelta").positiveDouble(atMost: 360)
        try span.finish()
        return CoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
    }

    /// A camera: `{"center": coordinate, "distance": metres or "span": {…}, "heading": degrees}` (heading optional).
    func camera() throws(JSONError) -> MapCamera {
        var object = try object()
        let center = try object.required("center").coordinate()
        let heading = try object.optional("heading")?.double() ?? 0
        let distance = object.optional("distance"), spanNode = object.optional("span")
        let camera: MapCamera
        switch (distance, spanNode) {
        case (let distance?, nil):
            camera = MapCamera(center: center, distance: try distance.double(in: 1...100_000_000), heading: heading)
        case (nil, let spanNode?):
            camera = MapCamera(center: center, span: try spanNode.span(), heading: heading)
        case (_?, _?):
            throw error("give either distance or span, not both")
        case (nil, nil):
            throw error("needs distance (metres) or span")
        }
        try object.finish()
        return camera
    }

    /// An image size: `{"width": …, "height": …}` or `"800x600"`.
    func size() throws(JSONError) -> Size {
        if case .string(let text) = value {
            guard let size = Size(parsing: text) else { throw error("\"\(text)\" is not a size like \"800x600\"") }
            return size
        }
        var object = try object()
        let size = Size(width: try object.required("width").double(), height: try object.required("height").double())
        try object.finish()
        return size
    }

    /// Insets: one number for all sides, or `{"top", "left", "bottom", "right"}` (missing sides are 0).
    func edgeInsets() throws(JSONError) -> EdgeInsets {
        if case .number = value { return EdgeInsets(all: try double(in: 0...10_000)) }
        var object = try object()
        var insets = EdgeInsets.zero
        if let top = object.optional("top") { insets.top = try top.double(in: 0...10_000) }
        if let left = object.optional("left") { insets.left = try left.double(in: 0...10_000) }
        if let bottom = object.optional("bottom") { insets.bottom = try bottom.double(in: 0...10_000) }
        if let right = object.optional("right") { insets.right = try right.double(in: 0...10_000) }
        try object.finish()
        return insets
    }
}

extension Size {
    /// Parses "WIDTHxHEIGHT" (e.g. "800x600"); nil when the text is not of that shape.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }
}
