import Foundation
import Geo

/// Points inside a polygon where its label can go, best first: the point farthest from the outline (the pole of
/// inaccessibility, found by a coarse-to-fine grid search), then the best-placed point in each quarter and then
/// each sixteenth of the polygon's bounding box, so a map that shows only part of a large country (the west of
/// Russia beside Finland) still finds a spot for its name.
public enum LabelPoints {
    /// Up to 21 interior points of `ring` (an outer ring), best first, each at least `spacing` × the ring's
    /// largest extent away from the ones before.
    public static func candidates(_ ring: [MapPoint], spacing: Double = 0.2) -> [MapPoint] {
        guard ring.count >= 3 else { return [] }
        let xs = ring.map(\.x), ys = ring.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(), maxX > minX, maxY > minY else { return [] }
        // A label needs no more detail than a few hundred points give (a 1:50m country has thousands).
        let tolerance = max(maxX - minX, maxY - minY) / 150
        let simplified = Simplification.douglasPeucker(ring.map { Point(x: $0.x, y: $0.y) }, tolerance: tolerance)
        let ring = simplified.count >= 4 ? simplified.map { MapPoint(x: $0.x, y: $0.y) } : ring
        let box = MapRect(corner: MapPoint(x: minX, y: minY), corner: MapPoint(x: maxX, y: maxY))
        var result: [MapPoint] = []
        func grid(_ count: Int) -> [MapRect] {
            let width = box.size.width / Double(count), height = box.size.height / Double(count)
            return (0..<count * count).map { cell in
                MapRect(origin: MapPoint(x: minX + Double(cell % count) * width, y: minY + Double(cell / count) * height),
                        size: MapSize(width: width, height: height))
            }
        }
        let regions = [box] + grid(2) + grid(4)
        let minimumGap = spacing * max(box.size.width, box.size.height)
        for region in regions {
            guard let point = bestPoint(in: region, ring: ring),
                  result.allSatisfy({ hypot($0.x - point.x, $0.y - point.y) >= minimumGap }) else { continue }
            result.append(point)
        }
        return result
    }

    /// The interior point of `region` farthest from the ring's outline (grid search refined three times); nil when
    /// the region has no interior point on the grid.
    static func bestPoint(in region: MapRect, ring: [MapPoint]) -> MapPoint? {
        var best: (point: MapPoint, distance: Double)?
        var area = region
        for _ in 0..<3 {
            let steps = 10
            let stepX = area.size.width / Double(steps), stepY = area.size.height / Double(steps)
            for column in 0...steps {
                for row in 0...steps {
                    let point = MapPoint(x: area.minX + Double(column) * stepX, y: area.minY + Double(row) * stepY)
                    guard region.contains(point), RingAssembler.contains(ring, point) else { continue }
                    let distance = distanceToOutline(ring, point)
                    if distance > (best?.distance ?? 0) { best = (point, distance) }
                }
            }
            guard let current = best else { return nil }
            area = MapRect(origin: MapPoint(x: current.point.x - stepX, y: current.point.y - stepY), size: MapSize(width: 2 * stepX, height: 2 * stepY))
        }
        return best?.point
    }

    /// Distance from `point` to the nearest edge of the ring.
    static func distanceToOutline(_ ring: [MapPoint], _ point: MapPoint) -> Double {
        var best = Double.infinity
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[j], b = ring[i]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = dx * dx + dy * dy
            let t = length > 0 ? max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length)) : 0
            let ex = point.x - (a.x + t * dx), ey = point.y - (a.y + t * dy)
            best = min(best, ex * ex + ey * ey)
            j = i
        }
        return best.squareRoot()
    }
}
