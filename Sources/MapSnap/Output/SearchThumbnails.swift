import Foundation
import Geo
import PlaceSearch
import StrictJSON
import Synchronization

/// One small map per search result, written in parallel, with an index.json (`mapsnap search --thumbnails`).
public enum SearchThumbnails {
    /// Writes `items` as maps of `size` at `scale` into `directory` (created when missing), `NN-name.png` each, and
    /// `index.json` listing them; every output is checked against the data's files before any map is drawn.
    public static func write(_ items: [MapItem], to directory: String, size: Size, scale: Double, data: MapData) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw MapSnapError(field: "--thumbnails", message: "cannot create \(directory): \(error.localizedDescription)")
        }
        let names = items.enumerated().map { String(format: "%02d-", $0.offset + 1) + slug($0.element.name) + ".png" }
        // Every output is checked before anything is drawn: none may replace a file the maps read.
        var planned = OutputSet(inputs: RunInputs.files(options: MapSnapshotter.Options(), data: data, dataField: "--data", tilesField: "--tiles"))
        for name in names + ["index.json"] { try planned.add("\(directory)/\(name)", field: "--thumbnails", bytes: []) }
        let failures = Mutex<[String]>([])
        // The maps share styles, tile files and decoded tiles (neighbouring results share tiles).
        let resources = RenderResources()
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            do {
                var options = MapSnapshotter.Options()
                options.size = size
                options.scale = scale
                options.region = Viewport(center: items[index].coordinate, zoom: items[index].kind == .city ? 11 : 16.5, size: size).visibleRegion
                var annotation = items[index].markerAnnotation
                annotation.subtitle = nil
                annotation.titleVisibility = .visible
                options.annotations = [annotation]
                try MapSnapshotter(options: options, data: data, resources: resources).write(to: "\(directory)/\(names[index])", format: .png, field: "--thumbnails")
            } catch {
                failures.withLock { $0.append("\(names[index]): \(error)") }
            }
        }
        if let failure = failures.withLock({ $0.first }) { throw MapSnapError(field: "--thumbnails", message: failure) }
        let entries: [JSONValue] = zip(items, names).map { item, file in
            .object([("file", .string(file)), ("item", item.json)])
        }
        var index = OutputSet(inputs: RunInputs.files(options: MapSnapshotter.Options(), data: data, dataField: "--data", tilesField: "--tiles"))
        try index.add("\(directory)/index.json", field: "--thumbnails", bytes: Array((JSONValue.array(entries).serialized() + "\n").utf8))
        try index.commit()
    }

    /// A file-name-safe form of a place name.
    static func slug(_ name: String) -> String {
        let folded = TextNormalizer.fold(name)
        let characters = folded.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let collapsed = String(characters).split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "place" : String(collapsed.prefix(40))
    }
}
