import Foundation

/// Great-circle distances and paths on a spherical Earth.
public enum Distance {
    /// Mean Earth radius (IUGG), in metres.
    public static let earthRadius = 6_371_008.8

    /// Haversine distance between two coordinates, in metres.
    public static func haversine(_ a: Coordinate, _ b: Coordinate) -> Double {
        let phi1 = a.latitude * .pi / 180, phi2 = b.latitude * .pi / 180
        let dPhi = phi2 - phi1
        let dLambda = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }

    /// The coordinate reached from `start` after `metres` along the initial `bearing` (degrees clockwise from north).
    public static func destination(from start: Coordinate, metres: Double, bearing: Double) -> Coordinate {
        let delta = metres / earthRadius
        let theta = bearing * .pi / 180
        let phi1 = start.latitude * .pi / 180, lambda1 = start.longitude * .pi / 180
        let phi2 = asin(sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(theta))
        let lambda2 = lambda1 + atan2(sin(theta) * sin(delta) * cos(phi1), cos(delta) - sin(phi1) * sin(phi2))
        return Coordinate(latitude: phi2 * 180 / .pi, longitude: Coordinate.wrapLongitude(lambda2 * 180 / .pi))
    }

    /// Points along the great circle from `a` to `b`, including both ends, at most `step` metres apart.
    public static func greatCircle(from a: Coordinate, to b: Coordinate, step: Double = 50_000) -> [Coordinate] {
        let total = haversine(a, b)
        let count = max(1, Int((total / max(step, 1)).rounded(.up)))
        guard count > 1, total > 0 else { return [a, b] }
        let delta = total / earthRadius
        let phi1 = a.latitude * .pi / 180, lambda1 = a.longitude * .pi / 180
        let phi2 = b.latitude * .pi / 180, lambda2 = b.longitude * .pi / 180
        var result = [a]
        for index in 1..<count {
            let fraction = Double(index) / Double(count)
            let weightA = sin((1 - fraction) * delta) / sin(delta)
            let weightB = sin(fraction * delta) / sin(delta)
            let x = weightA * cos(phi1) * cos(lambda1) + weightB * cos(phi2) * cos(lambda2)
            let y = weightA * cos(phi1) * sin(lambda1) + weightB * cos(phi2) * sin(lambda2)
            let z = weightA * sin(phi1) + weightB * sin(phi2)
            result.append(Coordinate(latitude: atan2(z, sqrt(x * x + y * y)) * 180 / .pi,
                                     longitude: atan2(y, x) * 180 / .pi))
        }
        result.append(b)
        return result
    }

    /// The ring of a circle on the ground: `count` points `radius` metres from `center`.
    public static func circle(center: Coordinate, radius: Double, count: Int = 96) -> [Coordinate] {
        (0..<count).map { index in
            destination(from: center, metres: radius, bearing: Double(index) * 360 / Double(count))
        }
    }
}
