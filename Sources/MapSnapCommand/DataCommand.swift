import CairoCanvas
import CommandLineKit
import Foundation
import Geo
import MapSnap

/// `mapsnap data [--data FILE]`: which data the other commands would use, and where it was found.
enum DataCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        let data = try DataOption.resolve(try arguments.option("--data"), tiles: try arguments.option("--tiles"))
        let exportLayer = try arguments.option("--geojson")
        _ = try arguments.positionals().first.map { (extra: String) throws(MapSnapError) in
            throw MapSnapError(field: extra, message: "unexpected argument (see mapsnap data --help)")
        }
        if let exportLayer {
            print(try FeatureExport.geoJSON(data, layer: exportLayer).serialized(indent: 0))
            return .success
        }
        switch data.source {
        case .extract(let path): print("data: \(path.isEmpty ? "(not found)" : path) (extract)")
        case .prepared(let path): print("data: \(path) (prepared)")
        case .tiles(let path): print("data: \(path) (vector tiles)")
        case .regions(let paths): print("data: \(paths.count) prepared regions: \(paths.joined(separator: ", "))")
        }
        if let tiles = data.tiles {
            let info = tiles.archive.info
            let name = info.name.map { ", \"" + $0 + "\"" } ?? ""
            print("base map: vector tiles, zooms \(info.minZoom)–\(info.maxZoom)" + name)
        }
        print("world layer: \(data.resources?.directory ?? "(not found)")")
        print("fonts: \(FontLibrary.bundledDirectory ?? "(not found: system fonts only)")")
        if let info = data.preparedInfo { print(info.summary) }
        return .success
    }
}
