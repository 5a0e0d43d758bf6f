import Geo
import MapStyle

/// A sprite image drawn into a rectangle of any size, as MapLibre stretches an icon fitted to its text: the image's
/// `stretchX`/`stretchY` columns and rows share the extra size in proportion to their widths, the rest keeps its
/// size; an image without stretch ranges is scaled whole.
enum StretchedIcon {
    /// The image commands drawing `image` of `sheet` into `rect`, `scale` points per image pixel at its natural size.
    static func commands(sheet: SpriteSheet, image: SpriteImage, rect: Rect, scale: Double, tint: Color?, opacity: Double) -> [DrawCommand] {
        let columns = spans(length: image.width, stretch: image.stretchX, target: rect.size.width, scale: scale)
        let rows = spans(length: image.height, stretch: image.stretchY, target: rect.size.height, scale: scale)
        var commands: [DrawCommand] = []
        var y = rect.minY
        for row in rows {
            var x = rect.minX
            for column in columns {
                if column.pixels.count > 0, row.pixels.count > 0, column.points > 0, row.points > 0 {
                    let source = ImageSource.spriteRegion(sheet: sheet.imagePath, x: image.x + column.pixels.lowerBound, y: image.y + row.pixels.lowerBound,
                                                          width: column.pixels.count, height: row.pixels.count)
                    commands.append(.image(source, rect: Rect(x: x, y: y, width: column.points, height: row.points), tint: tint, opacity: opacity))
                }
                x += column.points
            }
            y += row.points
        }
        return commands
    }

    /// The image's pixels cut at the ends of its stretch ranges, each piece with the points it is drawn over.
    static func spans(length: Int, stretch: [ClosedRange<Double>], target: Double, scale: Double) -> [(pixels: Range<Int>, points: Double)] {
        let whole = [(pixels: 0..<length, points: target)]
        guard !stretch.isEmpty, length > 0 else { return whole }
        var cuts = Set([0, length])
        for range in stretch { cuts.insert(Int(range.lowerBound.rounded())); cuts.insert(Int(range.upperBound.rounded())) }
        let ends = cuts.filter { (0...length).contains($0) }.sorted()
        var pieces: [(pixels: Range<Int>, stretches: Bool)] = []
        for index in 1..<ends.count where ends[index] > ends[index - 1] {
            let piece = ends[index - 1]..<ends[index]
            let middle = Double(piece.lowerBound + piece.upperBound) / 2
            pieces.append((piece, stretch.contains { $0.contains(middle) }))
        }
        let fixed = Double(pieces.filter { !$0.stretches }.map(\.pixels.count).reduce(0, +)) * scale
        let stretchable = Double(pieces.filter(\.stretches).map(\.pixels.count).reduce(0, +))
        // Too small for the fixed parts, or nothing to stretch: scaled whole.
        guard stretchable > 0, target >= fixed else { return whole }
        return pieces.map { piece in
            (piece.pixels, piece.stretches ? (target - fixed) * Double(piece.pixels.count) / stretchable : Double(piece.pixels.count) * scale)
        }
    }
}
