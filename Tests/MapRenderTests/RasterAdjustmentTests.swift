import Testing
@testable import MapRender

/// The default raster paint changes nothing; every adjustment keeps colours within 0…1 (generated values).
@Test func rasterAdjustmentsKeepColoursInRange() {
    #expect(RasterAdjustment().keepsColors)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
        let adjustment = RasterAdjustment(brightnessMin: .random(in: 0...1, using: &generator), brightnessMax: .random(in: 0...1, using: &generator),
                                          contrast: .random(in: -1...1, using: &generator), saturation: .random(in: -1...1, using: &generator),
                                          hueRotate: .random(in: -720...720, using: &generator))
        let (r, g, b) = adjustment.apply(.random(in: 0...1, using: &generator), .random(in: 0...1, using: &generator), .random(in: 0...1, using: &generator))
        #expect((0...1).contains(r) && (0...1).contains(g) && (0...1).contains(b))
    }
}

/// MapLibre's raster shader: saturation −1 greys, a hue turned 120° moves red to green, contrast −1 flattens to
/// mid-grey, brightness maps 0…1 into min…max.
@Test func rasterAdjustmentsFollowMapLibresShader() {
    func near(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Bool {
        abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9 && abs(a.2 - b.2) < 1e-9
    }
    #expect(near(RasterAdjustment(saturation: -1).apply(0.9, 0.3, 0.0), (0.4, 0.4, 0.4)))
    #expect(near(RasterAdjustment(hueRotate: 120).apply(1, 0, 0), (0, 1, 0)))
    #expect(near(RasterAdjustment(hueRotate: 360).apply(0.2, 0.5, 0.7), (0.2, 0.5, 0.7)))
    #expect(near(RasterAdjustment(contrast: -1).apply(0.9, 0.1, 0.6), (0.5, 0.5, 0.5)))
    #expect(near(RasterAdjustment(brightnessMin: 0.2, brightnessMax: 0.6).apply(0, 0.5, 1), (0.2, 0.4, 0.6)))
    // Premultiplied pixels (Cairo's B, G, R, A): a half-transparent red turned green stays half transparent.
    var pixel: [UInt8] = [0, 0, 128, 128]
    pixel.withUnsafeMutableBufferPointer { RasterAdjustment(hueRotate: 120).apply(toPremultiplied: $0) }
    #expect(pixel == [0, 128, 0, 128])
}

/// `circle-blur`: the nested disks' opacities, composited, give MapLibre's smoothstep fade in every band, the
/// whole opacity inside `1 − blur` of the radius (generated blurs and opacities).
@Test func blurredCirclesFadeAsMapLibresDo() {
    #expect(CircleBlur.bands(blur: 0, opacity: 0.7).count == 1)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
        let blur = Double.random(in: 0.01...1, using: &generator), opacity = Double.random(in: 0...1, using: &generator)
        let bands = CircleBlur.bands(blur: blur, opacity: opacity)
        var covered = 0.0
        for (index, band) in bands.enumerated() {
            covered += band.opacity * (1 - covered)
            let t = index == bands.count - 1 ? 1.0 : (Double(index) + 0.5) / Double(CircleBlur.steps)
            #expect(abs(covered - opacity * t * t * (3 - 2 * t)) < 1e-9)
            #expect(band.radius <= 1 && band.radius >= 0 && (0...1).contains(band.opacity))
        }
        #expect(abs((bands.last?.radius ?? 0) - (1 - blur)) < 1e-9)
    }
    // Past 1 (the spec has no maximum) the fade spans the whole radius and the centre keeps only the fade's value at
    // 1/blur: MapLibre's smoothstep(0, -blur, d - 1) at distance fraction d.
    for blur in [1.5, 2.0, 5.0, 40.0] {
        let bands = CircleBlur.bands(blur: blur, opacity: 1)
        var covered = 0.0
        for (index, band) in bands.enumerated() {
            covered += band.opacity * (1 - covered)
            let middle = index == bands.count - 1 ? 0 : 1 - (Double(index) + 0.5) / Double(CircleBlur.steps)
            let t = min(1, (1 - middle) / blur)
            #expect(abs(covered - t * t * (3 - 2 * t)) < 1e-9, "blur \(blur), band \(index)")
        }
        #expect(covered < 0.9 && bands.last?.radius == 0)
    }
}
