import CairoCanvas
import CommandLineKit
import Foundation
import ImageEncoding
import MapRender
import MapSnap

extension BenchCommand {
    /// Every PNG encoder and setting on the same image, with the sizes: Cairo's writer and the previous libpng encoder
    /// for comparison, then MapSnap's at each compression level and as png8.
    static func pngRows(image: RGBAImage, label: String, runs: Int) throws -> [BenchRow] {
        let candidates: [(String, PNGEncoding, PNGCodec.Encoder)] = [
            ("cairo's writer", .standard, .cairo),
            ("previous encoder (libpng, Paeth, zlib RLE)", .standard, .libpng),
            ("MapSnap's, fast", PNGEncoding(compression: .fast), .standard),
            ("MapSnap's, default (balanced)", .standard, .standard),
            ("MapSnap's, small", PNGEncoding(compression: .small), .standard),
            ("MapSnap's, png8", PNGEncoding(palette: true), .standard),
        ]
        var rows: [BenchRow] = []
        let prepared = try EncodableImage(image)
        for (name, encoding, encoder) in candidates {
            var size = 0
            let row = try time("PNG encoding \(label), \(name)", target: "-", runs: name.hasSuffix("small") ? max(3, runs / 10) : runs) {
                size = try prepared.encode(encoding: encoding, encoder: encoder).count
            }
            let target = encoder == .standard && encoding == .standard ? ">= 2x the previous, <= Mapnik png32 size" : "-"
            rows.append(BenchRow(name: row.name + " (\(size / 1024) KB)", target: target, samples: row.samples))
        }
        return rows
    }
}
