import Foundation
import Geo

/// Where MapLibre puts a label along a line in one vector tile (its `getAnchors`), so that a MapLibre style's street
/// names sit where MapLibre Native draws them: one every `spacing` along the tile's piece of the line, the first half
/// a spacing in where the line goes on past the tile's edge (the tiles on both sides then agree), else just past half
/// the label and two ems (clear of T junctions); each inside the tile, with the whole label on the line. When that
/// finds none on a line that ends in the tile, one in its middle, if the label fits there.
///
/// Lengths are image points: MapLibre lays a tile out in pixels of the zoom it requests (`layoutScale` image points
/// each) and computes the first offset at the data tile's own zoom (`overscaling` times coarser).
struct LineLabelAnchors {
    /// `symbol-spacing`, in layout pixels.
    var spacing: Double
    /// The label's length (MapLibre measures it at the largest text size), in layout pixels.
    var labelLength: Double
    /// The text size the offset from a line's start is counted in (MapLibre adds two ems), in layout pixels.
    var textSize: Double
    /// Image points per layout pixel.
    var layoutScale: Double
    /// How many times finer the requested zoom is than the data tile's (1 when the data has the zoom).
    var overscaling: Double

    /// Distances along `line` (image points) of the anchors inside `tile`.
    func distances(along line: [Point], tile: Rect) -> [Double] {
        guard line.count > 1, layoutScale > 0, spacing > 0 else { return [] }
        let labelLength = self.labelLength * layoutScale
        var spacing = self.spacing * layoutScale
        // A long label spaces its repeats a quarter spacing apart at least.
        if spacing - labelLength < spacing / 4 { spacing = labelLength + spacing / 4 }
        let continued = LineLabelAnchors.onEdge(line[0], of: tile)
        let offset = continued ? (spacing / 2 * overscaling).truncatingRemainder(dividingBy: spacing)
            : ((self.labelLength / 2 + 2 * textSize) * layoutScale * overscaling).truncatingRemainder(dividingBy: spacing)
        let length = line.polylineLength
        let anchors = resample(line, length: length, tile: tile, offset: offset, spacing: spacing, labelLength: labelLength)
        if !anchors.isEmpty || continued { return anchors }
        return resample(line, length: length, tile: tile, offset: length / 2, spacing: spacing, labelLength: labelLength)
    }

    private func resample(_ line: [Point], length: Double, tile: Rect, offset: Double, spacing: Double, labelLength: Double) -> [Double] {
        var distance = 0.0, marked = offset - spacing
        var anchors: [Double] = []
        for (a, b) in zip(line, line.dropFirst()) {
            let segment = hypot(b.x - a.x, b.y - a.y)
            while marked + spacing < distance + segment {
                marked += spacing
                let t = segment > 0 ? (marked - distance) / segment : 0
                let point = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                let inside = point.x >= tile.minX && point.x < tile.maxX && point.y >= tile.minY && point.y < tile.maxY
                if inside, marked - labelLength / 2 >= 0, marked + labelLength / 2 <= length { anchors.append(marked) }
            }
            distance += segment
        }
        return anchors
    }

    /// Whether a point lies on the tile's edge (where the tile's cut ended the line), within a hundredth of a point.
    static func onEdge(_ point: Point, of tile: Rect) -> Bool {
        let tolerance = 0.01
        return abs(point.x - tile.minX) < tolerance || abs(point.x - tile.maxX) < tolerance
            || abs(point.y - tile.minY) < tolerance || abs(point.y - tile.maxY) < tolerance
    }
}
