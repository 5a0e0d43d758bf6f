import Geo
import MapRender
import MapSnap

/// tileserver-gl's static image URLs, read into the quick-map grammar that `/v1/static` and `mapsnap render` share:
///
///     /styles/{id}/static/{lon},{lat},{zoom}[@{bearing}[,{pitch}]]/{width}x{height}[@2x].{png|jpg|jpeg|webp}
///     /styles/{id}/static/{minx},{miny},{maxx},{maxy}/{width}x{height}[@2x].{format}
///     /styles/{id}/static/auto/{width}x{height}[@2x].{format}
///
/// with `path` (`lng,lat|lng,lat|…`, repeatable; `enc:` and an encoded polyline), `latlng` (coordinates written
/// `lat,lng`), `stroke`, `width`, `marker` (`lng,lat|icon|…`: drawn as MapSnap's marker; the icon file is not read),
/// `padding` (a share of the image added on each side of a fitted area, default 0.1). The zoom is MapLibre's (512-point
/// tiles), as tileserver-gl takes it. A parameter tileserver-gl has that MapSnap does not draw yet (`fill`, `border`,
/// `borderwidth`, `linecap`, `linejoin`, `maxzoom`, a pitch other than 0, `raw` coordinates) is a 400 naming it,
/// never an image drawn without it.
struct TileserverStaticURL {
    /// The map, in the quick-map grammar's names and values.
    var parameters: [(name: String, value: String)] = []
    /// The image format the file extension asks for.
    var format: ImageFormat = .png

    /// Reads the URL's `view` and `image` path segments and its query; errors name the part.
    init(style: String, view: String, image: String, query: [(name: String, value: String)]) throws(MapSnapError) {
        let latLng = query.contains { $0.name == "latlng" && $0.value != "false" && $0.value != "0" }
        let padding = try query.last { $0.name == "padding" }.map { (item) throws(MapSnapError) -> Double in
            guard let share = Double(item.value), share.isFinite, (0...2).contains(share) else {
                throw MapSnapError(field: "padding", message: "\"\(item.value.prefix(20))\" is not a share of the image in 0...2 (0.1 adds a tenth on each side)")
            }
            return share
        } ?? 0.1
        let (size, scale) = try TileserverStaticURL.imageSize(image)
        parameters = [("style", style), ("size", "\(size.width)x\(size.height)"), ("scale", "\(scale)")]
        try readView(view, size: size, padding: padding)
        for (name, value) in query {
            switch name {
            case "path": parameters.append(("polyline", try TileserverStaticURL.path(value, latLng: latLng)))
            case "stroke": parameters.append(("line-color", value))
            case "width": parameters.append(("line-width", value))
            case "marker": parameters.append(("marker", try TileserverStaticURL.marker(value, latLng: latLng)))
            case "latlng", "padding": break
            case "fill", "border", "borderwidth", "linecap", "linejoin", "maxzoom":
                throw MapSnapError(field: name, message: "is not drawn yet on tileserver-gl URLs (POST a scene to /v1/render for filled areas and casings)")
            default:
                throw MapSnapError(field: name, message: "unknown (tileserver-gl's static parameters: path, latlng, stroke, width, marker, padding)")
            }
        }
        format = try TileserverStaticURL.format(image)
    }

    /// `{lon},{lat},{zoom}[@{bearing}[,{pitch}]]`, `{minx},{miny},{maxx},{maxy}` or `auto`.
    private mutating func readView(_ view: String, size: (width: Int, height: Int), padding: Double) throws(MapSnapError) {
        if view == "auto" {
            parameters += [("fit", "true"), ("padding", "\(padding * Double(min(size.width, size.height)))")]
            return
        }
        if view == "raw" { throw MapSnapError(field: "view", message: "raw (EPSG:3857) coordinates are not served; give longitudes and latitudes") }
        let (place, turn) = view.firstIndex(of: "@").map { (String(view[..<$0]), String(view[view.index(after: $0)...])) } ?? (view, "")
        let parts = place.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double($0) }.filter(\.isFinite)
        guard values.count == parts.count, values.count == 3 || values.count == 4 else {
            throw MapSnapError(field: "view", message: "\"\(view.prefix(60))\" is not LON,LAT,ZOOM[@BEARING[,PITCH]], MINX,MINY,MAXX,MAXY or auto")
        }
        if values.count == 3 {
            parameters += [("center", "\(values[1]),\(values[0])"), ("zoom", "\(values[2])")]
            if !turn.isEmpty {
                let angles = turn.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
                guard (1...2).contains(angles.count), angles.allSatisfy({ $0?.isFinite == true }) else {
                    throw MapSnapError(field: "view", message: "\"@\(turn.prefix(30))\" is not @BEARING or @BEARING,PITCH")
                }
                parameters.append(("bearing", "\(angles[0] ?? 0)"))
                if let pitch = angles.dropFirst().first ?? nil, pitch != 0 {
                    throw MapSnapError(field: "pitch", message: "\(formatted(pitch)) is not drawn; a MapSnap map is seen from straight above (pitch 0)")
                }
            }
            return
        }
        guard turn.isEmpty else { throw MapSnapError(field: "view", message: "an area (MINX,MINY,MAXX,MAXY) takes no @bearing") }
        let (west, south, east, north) = (values[0], values[1], values[2], values[3])
        guard west < east, south < north else {
            throw MapSnapError(field: "view", message: "\"\(view.prefix(60))\" is not MINX,MINY,MAXX,MAXY with MINX < MAXX and MINY < MAXY")
        }
        guard west >= -180, east <= 180, south >= -WebMercator.maxLatitude, north <= WebMercator.maxLatitude else {
            throw MapSnapError(field: "view", message: "\"\(view.prefix(60))\" reaches past the world (longitudes -180...180, latitudes ±85.0511)")
        }
        // The padding grows the area, but never past the whole world (a span is at most 180 by 360 degrees).
        let grow = 1 + 2 * padding
        parameters += [("center", "\((south + north) / 2),\((west + east) / 2)"),
                       ("span", "\(min((north - south) * grow, 180)),\(min((east - west) * grow, 360))")]
    }

    /// `{width}x{height}[@Nx].{format}`: the size in points and the pixels per point (1 to 4).
    static func imageSize(_ image: String) throws(MapSnapError) -> (size: (width: Int, height: Int), scale: Int) {
        let name = image.lastIndex(of: ".").map { String(image[..<$0]) } ?? image
        let (dimensions, ratio) = name.firstIndex(of: "@").map { (String(name[..<$0]), String(name[name.index(after: $0)...])) } ?? (name, "1x")
        let sides = dimensions.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard sides.count == 2, let width = sides[0], let height = sides[1], width > 0, height > 0 else {
            throw MapSnapError(field: "size", message: "\"\(image.prefix(40))\" is not WIDTHxHEIGHT[@2x].FORMAT (e.g. 400x300@2x.png)")
        }
        guard ratio.hasSuffix("x"), let scale = Int(ratio.dropLast()), (1...4).contains(scale) else {
            throw MapSnapError(field: "scale", message: "\"@\(ratio.prefix(10))\" is not @2x, @3x or @4x")
        }
        return ((width, height), scale)
    }

    /// The format the image segment's extension names (png, jpg, jpeg, webp).
    static func format(_ image: String) throws(MapSnapError) -> ImageFormat {
        guard let format = ImageFormat(pathExtension: image), format.isRaster else {
            throw MapSnapError(field: "format", message: "\"\(image.prefix(40))\" does not end in .png, .jpg, .jpeg or .webp")
        }
        return format
    }

    /// A `path` value as the grammar's polyline: `lng,lat|lng,lat|…` (`lat,lng` with `latlng`) as "LAT,LON LAT,LON …",
    /// or `enc:` and an encoded polyline as it is.
    static func path(_ value: String, latLng: Bool) throws(MapSnapError) -> String {
        if value.hasPrefix("enc:") { return String(value.dropFirst(4)) }
        let points = try value.split(separator: "|").map { (pair) throws(MapSnapError) -> String in try coordinate(String(pair), latLng: latLng, field: "path") }
        guard points.count >= 2 else { throw MapSnapError(field: "path", message: "needs two points or more, got \(points.count)") }
        return points.joined(separator: " ")
    }

    /// A `marker` value (`lng,lat|icon|option…`) as the grammar's marker at that place.
    static func marker(_ value: String, latLng: Bool) throws(MapSnapError) -> String {
        guard let place = value.split(separator: "|").first else { throw MapSnapError(field: "marker", message: "needs lng,lat") }
        return try coordinate(String(place), latLng: latLng, field: "marker")
    }

    /// `lng,lat` (or `lat,lng`) as the grammar's "LAT,LON".
    private static func coordinate(_ text: String, latLng: Bool, field: String) throws(MapSnapError) -> String {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
        guard numbers.count == 2, numbers.allSatisfy(\.isFinite) else {
            throw MapSnapError(field: field, message: "\"\(text.prefix(40))\" is not \(latLng ? "lat,lng" : "lng,lat")")
        }
        return latLng ? "\(numbers[0]),\(numbers[1])" : "\(numbers[1]),\(numbers[0])"
    }
}
