import CommandLineKit
import Features
import Foundation
import Geo
import MapSnap

/// `mapsnap prepare EXTRACT.osm.pbf -o CITY.mapsnap`, and `mapsnap prepare --info CITY.mapsnap`.
enum PrepareCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        let info = try arguments.flag("--info")
        let world = try arguments.flag("--world")
        let output = try arguments.option("-o", "--output")
        let memory = try arguments.option("--memory").map { (text) throws(MapSnapError) in try MemoryOption.bytes(text) } ?? MapData.defaultPrepareMemoryBudget
        let bounds = try arguments.option("--bbox").map { (text) throws(MapSnapError) in try BoundingBoxOption.bounds(text) }
        let products = try arguments.option("--only").map { (text) throws(MapSnapError) in try PreparedProduct.parse(text) } ?? Set(PreparedProduct.allCases)
        let positionals = try arguments.positionals()
        if world {
            guard let output else { throw MapSnapError(field: "-o", message: "missing output path (e.g. -o world.mapsnap)") }
            guard positionals.isEmpty else { throw MapSnapError(field: positionals[0], message: "unexpected argument: --world reads the built-in world files") }
            guard let resources = try DataOption.resolve(nil).resources else {
                throw MapSnapError(field: "world", message: "the built-in data was not found (set MAPSNAP_RESOURCES)")
            }
            var outputs = OutputSet(inputs: MapData(resources: resources).inputFiles())
            try outputs.add(output, field: "-o", bytes: try resources.worldFileImage())
            try outputs.commit()
            FileHandle.standardError.write(Data("prepare: wrote the world layer of \(resources.directory) to \(output)\n".utf8))
            return .success
        }
        guard positionals.count == 1 else {
            throw MapSnapError(field: "extract", message: "expected one .osm.pbf file, got \(positionals.count) (mapsnap prepare EXTRACT.osm.pbf -o CITY.mapsnap)")
        }
        let data = try DataOption.resolve(positionals[0])
        if info {
            guard let summary = data.preparedInfo else { throw MapSnapError(field: "extract", message: "\(positionals[0]) is not a prepared file") }
            print(summary.summary)
            return .success
        }
        guard let output else { throw MapSnapError(field: "-o", message: "missing output path (e.g. -o city.mapsnap)") }
        if case .prepared(let path) = data.source { throw MapSnapError(field: "data", message: "\(path) is already prepared") }
        // The output is checked before the (long) preparation: it may not replace the extract or the world files.
        var outputs = OutputSet(inputs: data.inputFiles(dataField: "extract"))
        try outputs.add(output, field: "-o", bytes: [])
        let started = Date()
        // Large arrays (a graph's columns, the sort's copies) are mapped and given back to the system when freed,
        // rather than kept in the heap for reuse after glibc raises its threshold to the largest block freed so far.
        Allocator.mapBlocks(of: 1 << 20)
        FileHandle.standardError.write(Data("prepare: reading \(positionals[0])\n".utf8))
        let progress = PrepareProgress(live: isatty(STDERR_FILENO) != 0) { FileHandle.standardError.write(Data($0.utf8)) }
        // A file is written section by section into its temporary; standard output gets the image made in memory.
        guard let staged = try outputs.staged(forField: "-o") else {
            try outputs.setBytes(try data.prepared(products: products, bounds: bounds), forField: "-o")
            try outputs.commit()
            return .success
        }
        try data.prepare(into: staged, products: products, bounds: bounds, memoryBudget: memory, progress: progress)
        try outputs.commit()
        let summary = try MapData(path: output).preparedInfo
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        FileHandle.standardError.write(Data(String(format: "prepare: wrote %@ (%.1f MB) in %.1f s\n", output, Double(size) / 1e6,
                                                   Date().timeIntervalSince(started)).utf8))
        if let summary { print(summary.summary) }
        return .success
    }
}
