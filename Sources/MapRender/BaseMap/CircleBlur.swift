/// MapLibre's `circle-blur` as nested disks: its circle shader fades a circle's opacity with a smoothstep from the
/// whole opacity at `1 − blur` of the radius to none at the radius; drawn as disks of that radius and smaller, each
/// at the opacity that, over the ones outside it, gives the fade's value in its band. A blur above 1 (the spec sets no
/// maximum) fades over more than the radius, so even the centre is see-through: at blur b, the centre has the fade's
/// value at 1/b.
enum CircleBlur {
    /// Bands of the fade (the outermost first).
    static let steps = 8

    /// The disks to draw, outermost first: each radius as a fraction of the circle's, and its opacity; one disk at
    /// `opacity` without blur.
    static func bands(blur: Double, opacity: Double) -> [(radius: Double, opacity: Double)] {
        guard blur > 0 else { return [(1, opacity)] }
        // Past 1 the bands span the whole radius and the fade reaches only 1/blur of its way at the centre.
        let reach = blur > 1 ? 1 / blur : 1
        let blur = min(blur, 1)
        func fade(_ t: Double) -> Double {
            let t = min(max(t, 0), 1)
            return t * t * (3 - 2 * t)
        }
        var disks: [(radius: Double, opacity: Double)] = []
        var covered = 0.0
        for step in 0...steps {
            let target = opacity * (step == steps ? fade(reach) : fade((Double(step) + 0.5) / Double(steps) * reach))
            // Over `covered`, a disk of alpha a gives covered + a (1 − covered).
            let alpha = covered < 1 ? max(0, (target - covered) / (1 - covered)) : 0
            disks.append((1 - blur * Double(step) / Double(steps), alpha))
            covered += alpha * (1 - covered)
        }
        return disks
    }
}
