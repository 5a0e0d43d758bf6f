/// Lines parallel to a polyline on the image (y down): MapLibre's `line-offset` and the two sides of a
/// `line-gap-width` line.
public enum ParallelLine {
    /// The polyline moved `distance` points to the right of its direction (negative: left). Each vertex moves along
    /// the bisector of its two segments' normals, far enough that both segments keep the distance (a miter); where
    /// that would reach past twice the distance (a sharp turn) the corner is cut with both segments' own points.
    public static func offset(_ points: [Point], by distance: Double) -> [Point] {
        guard distance != 0, points.count > 1 else { return points }
        var normals: [Point] = []
        var kept: [Point] = [points[0]]
        for point in points.dropFirst() where point != kept[kept.count - 1] { kept.append(point) }
        guard kept.count > 1 else { return points }
        for index in 0..<(kept.count - 1) {
            let dx = kept[index + 1].x - kept[index].x, dy = kept[index + 1].y - kept[index].y
            let length = (dx * dx + dy * dy).squareRoot()
            normals.append(Point(x: -dy / length, y: dx / length))
        }
        var result: [Point] = [Point(x: kept[0].x + normals[0].x * distance, y: kept[0].y + normals[0].y * distance)]
        for index in 1..<(kept.count - 1) {
            let before = normals[index - 1], after = normals[index]
            let sumX = before.x + after.x, sumY = before.y + after.y
            let sumLength = (sumX * sumX + sumY * sumY).squareRoot()
            let vertex = kept[index]
            // cos of half the turn: how much farther the bisector must reach than the distance.
            let cosine = sumLength > 1e-9 ? (sumX * before.x + sumY * before.y) / sumLength : 0
            if cosine > 0.5 {
                let reach = distance / cosine
                result.append(Point(x: vertex.x + sumX / sumLength * reach, y: vertex.y + sumY / sumLength * reach))
            } else {
                result.append(Point(x: vertex.x + before.x * distance, y: vertex.y + before.y * distance))
                result.append(Point(x: vertex.x + after.x * distance, y: vertex.y + after.y * distance))
            }
        }
        let last = kept[kept.count - 1], normal = normals[normals.count - 1]
        result.append(Point(x: last.x + normal.x * distance, y: last.y + normal.y * distance))
        return result
    }
}
