import Foundation
import MapSnap

/// `mapsnap prepare EXTRACT.osm.pbf -o CITY.mapsnap`, and `mapsnap prepare --info CITY.mapsnap`.
enum PrepareCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens)
        if arguments.flag("--help", "-h") {
            print(HelpText.prepare)
            return .success
        }
        let info = arguments.flag("--info")
        let output = try arguments.option("-o", "--output")
        let positionals = try arguments.positionals()
        guard positionals.count == 1 else {
            throw MapSnapError(field: "extract", message: "expected one .osm.pbf file, got \(positionals.count) (mapsnap prepare EXTRACT.osm.pbf -o CITY.mapsnap)")
        }
        let data = try DataOption.resolve(positionals[0])
        if info {
            guard let summary = data.preparedInfo else { throw MapSnapError(field: "extract", message: "\(positionals[0]) is not a prepared file") }
            print(describe(summary))
            return .success
        }
        guard let output else { throw MapSnapError(field: "-o", message: "missing output path (e.g. -o city.mapsnap)") }
        if case .prepared(let path) = data.source { throw MapSnapError(field: "data", message: "\(path) is already prepared") }
        let started = Date()
        FileHandle.standardError.write(Data("prepare: reading \(positionals[0])\n".utf8))
        let bytes = try data.prepared()
        var outputs = OutputSet(inputs: [("extract", positionals[0])])
        try outputs.add(output, field: "-o", bytes: bytes)
        try outputs.commit()
        let summary = try MapData(path: output).preparedInfo
        FileHandle.standardError.write(Data(String(format: "prepare: wrote %@ (%.1f MB) in %.1f s\n", output, Double(bytes.count) / 1e6,
                                                   Date().timeIntervalSince(started)).utf8))
        if let summary { print(describe(summary)) }
        return .success
    }

    static func describe(_ info: PreparedMapInfo) -> String {
        var lines = ["source: \(info.sourceName)", "features: \(info.features) (world layer: \(info.worldFeatures))", "places: \(info.places)"]
        for (transport, nodes, edges) in info.graphs { lines.append("\(transport.rawValue) graph: \(nodes) nodes, \(edges) edges") }
        return lines.joined(separator: "\n")
    }
}
