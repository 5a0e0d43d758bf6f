import Features
import Foundation
import Geo
import MapRender
import PlaceSearch

/// One or two sentences that say what a map shows, for a screen reader, an `alt` attribute or a PDF's title: where it
/// is (the nearest city of the world layer and its country, the nearest named place of the data), how much ground it
/// covers (and the print scale), and what is drawn on it (routes with their ends, clusters, markers, areas and lines).
struct AltText {
    /// The options as given (their route's ends and search query name what was drawn).
    let requested: MapSnapshotter.Options
    /// The options resolved (the route and search results as overlays and markers).
    let drawn: MapSnapshotter.Options
    let viewport: Viewport
    let report: LayoutReport
    let data: MapData

    var text: String {
        var first = "Map of \(whereItIs()), about \(distance(viewport.size.width * viewport.groundMetresPerPoint)) across"
        if viewport.isTurned { first += ", " + AltText.turn(viewport.bearing) }
        if let print = requested.print { first += ", printed at 1:\(Int(print.scale.rounded()))" }
        let parts = whatIsDrawn()
        return first + "." + (parts.isEmpty ? "" : " It shows " + AltText.list(parts) + ".")
    }

    /// How a map at `bearing` is turned: "turned 30° anticlockwise, with north-north-east at the top" (the compass
    /// point left out when it is still north).
    static func turn(_ bearing: Double) -> String {
        let degrees = bearing <= 180 ? bearing : 360 - bearing
        let amount = degrees.rounded() == degrees ? String(Int(degrees)) : String(format: "%.1f", degrees)
        var text = "turned \(amount)°" + (degrees == 180 ? "" : bearing < 180 ? " anticlockwise" : " clockwise")
        let top = compassPoint(bearing)
        if top != "north" { text += ", with \(top) at the top" }
        return text
    }

    /// The sixteen-point compass name of a bearing ("north-north-east").
    static func compassPoint(_ bearing: Double) -> String {
        let names = ["north", "north-north-east", "north-east", "east-north-east", "east", "east-south-east", "south-east", "south-south-east",
                     "south", "south-south-west", "south-west", "west-south-west", "west", "west-north-west", "north-west", "north-north-west"]
        let index = Int((bearing / 22.5).rounded()) % 16
        return names[(index + 16) % 16]
    }

    /// "Helsinki, Finland, around Rautatientori", "the area near Porvoo, Finland", or the centre's coordinates.
    private func whereItIs() -> String {
        let center = viewport.center.coordinate
        var description = String(format: "%.3f° %@, %.3f° %@", abs(center.latitude), center.latitude < 0 ? "S" : "N",
                                 abs(center.longitude), center.longitude < 0 ? "W" : "E")
        // The largest city on or near the map (within a third of its width, at least 10 km), else the nearest one.
        let width = viewport.size.width * viewport.groundMetresPerPoint
        let cities = self.cities(near: center, within: 150_000)
        let onMap = cities.filter { $0.distance <= max(10_000, width / 3) }.max { $0.population < $1.population }
        if let city = onMap ?? cities.min(by: { $0.distance < $1.distance }) {
            let country = city.country.flatMap { Locale(identifier: "en").localizedString(forRegionCode: $0) }
            let name = country.map { "\(city.name), \($0)" } ?? city.name
            description = onMap != nil ? name : "the area near \(name)"
        }
        // The data's nearest named place, on a street map (under 5 km across).
        if width < 5000, let geocoder = try? Geocoder(data: data), let place = geocoder.reverse(center).place, !description.hasPrefix(place.name) {
            description += ", around \(place.name)"
        }
        return description
    }

    /// The world layer's cities (50,000 people or more) within `radius` metres of `center`.
    private func cities(near center: Coordinate, within radius: Double) -> [(name: String, country: String?, population: Int, distance: Double)] {
        guard let world = data.worldFeatures() else { return [] }
        let degrees = radius / 111_000, across = degrees / max(0.05, cos(center.latitude * .pi / 180))
        let box = GeoBounds(south: max(-85, center.latitude - degrees), north: min(85, center.latitude + degrees),
                            west: center.longitude - across, east: center.longitude + across).mapRect
        return world.features(layer: "world_place", in: box).compactMap { feature in
            guard case .point(let point) = feature.geometry, let name = feature.attributes["name"] else { return nil }
            let distance = Distance.haversine(center, point.coordinate)
            guard distance <= radius else { return nil }
            return (name, feature.attributes["country"], Int(feature.attributes["population"] ?? "") ?? 0, distance)
        }
    }

    /// The things on the map, most telling first.
    private func whatIsDrawn() -> [String] {
        var parts: [String] = []
        var lines = 0, areas = 0, namedOverlays: [String] = []
        for overlay in drawn.overlays {
            switch overlay {
            case .polyline(let line):
                if let title = line.legendTitle, title.hasSuffix(" km") || title.hasSuffix(" m"), title.contains("route"), let route = routeDescription(title) {
                    parts.append(route)
                } else if let title = line.legendTitle { namedOverlays.append(title) } else { lines += 1 }
            case .polygon(let polygon): if let title = polygon.legendTitle { namedOverlays.append(title) } else { areas += 1 }
            case .circle(let circle): if let title = circle.legendTitle { namedOverlays.append(title) } else { areas += 1 }
            }
        }
        for summary in report.identifiers where summary.inside > 0 {
            let clusters = report.clusters.filter { $0.clusteringIdentifier == summary.clusteringIdentifier && $0.count > 1 }.count
            let name = summary.clusteringIdentifier == "search" ? requested.search.map { "results for “\($0.naturalLanguageQuery)”" } ?? "search results"
                : summary.clusteringIdentifier
            parts.append("\(summary.inside) \(name)" + (clusters > 0 ? " in \(clusters) cluster\(clusters == 1 ? "" : "s")" : ""))
        }
        let alone = report.annotations.filter { $0.status == .drawn && $0.clusterID == nil && drawn.annotations[$0.index].clusteringIdentifier == nil }
        let titles = alone.compactMap(\.title)
        if titles.count == 1 {
            parts.append("a marker for \(titles[0])")
        } else if titles.count > 1, titles.count <= 6 {
            parts.append("markers for " + AltText.list(titles))
        } else if titles.count > 6 {
            parts.append("\(titles.count) markers, among them " + AltText.list(Array(titles.prefix(3))))
        }
        // Untitled ones are counted by what they are: "12 shop markers", "a pin".
        var kinds: [(name: String, count: Int)] = []
        for annotation in alone where annotation.title == nil {
            guard let name = AltText.kindName(drawn.annotations[annotation.index].kind) else { continue }
            if let index = kinds.firstIndex(where: { $0.name == name }) { kinds[index].count += 1 } else { kinds.append((name, 1)) }
        }
        for (name, count) in kinds {
            let article = "aeiou".contains(name.first ?? "x") ? "an" : "a"
            parts.append(count == 1 ? "\(article) \(name)" : "\(count) \(name)s")
        }
        var seen = Set<String>()
        let named = namedOverlays.filter { seen.insert($0).inserted }.map { "“\($0)”" }
        if !named.isEmpty { parts.append((named.count == 1 ? "a line or area labelled " : "lines and areas labelled ") + AltText.list(named)) }
        if areas > 0 { parts.append(areas == 1 ? "an outlined area" : "\(areas) outlined areas") }
        if lines > 0 { parts.append(lines == 1 ? "a line" : "\(lines) lines") }
        return parts
    }

    /// What an untitled annotation is, in words: a marker by its built-in glyph ("shop marker"), a pin, a dot, an
    /// image (nil for the user's location, which the map says otherwise).
    static func kindName(_ kind: AnnotationKind) -> String? {
        switch kind {
        case .marker(let style):
            if case .svg(let name, _)? = style.glyphImage?.source { return name.replacingOccurrences(of: "_", with: " ") + " marker" }
            return "marker"
        case .pin: return "pin"
        case .dot: return "dot"
        case .image: return "image"
        case .userLocation: return nil
        }
    }

    /// "a 1.3 km walking route from Kiasma to Kauppatori" from the route line's legend title and the request.
    private func routeDescription(_ legendTitle: String) -> String? {
        let pieces = legendTitle.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.count == 2 else { return nil }
        var text = "a \(pieces[1]) \(pieces[0].lowercased())"
        if let route = requested.route {
            func name(_ endpoint: RouteLibrary.Endpoint) -> String {
                switch endpoint {
                case .place(let text): text
                case .coordinate(let coordinate): String(format: "%.4f, %.4f", coordinate.latitude, coordinate.longitude)
                }
            }
            text += " from \(name(route.from)) to \(name(route.to))"
        }
        return text
    }

    /// "600 m", "1.2 km", "35 km".
    private func distance(_ metres: Double) -> String {
        if metres < 1000 { return "\(Int((metres / 10).rounded() * 10)) m" }
        if metres < 10_000 { return String(format: "%.1f km", metres / 1000) }
        return "\(Int((metres / 1000).rounded())) km"
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}
