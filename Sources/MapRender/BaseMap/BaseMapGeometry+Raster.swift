import Features
import Geo
import MapStyle

extension BaseMapGeometry {
    /// A raster layer's image tiles over the image, each drawn into its area with its edges on whole device pixels
    /// (so neighbouring tiles meet without a seam), at `raster-opacity`, their colours changed as the layer's
    /// `raster-*` paint says (`RasterAdjustment`). A source whose tiles cannot be read draws
    /// nothing here; `BaseMap.load` has reported it before layout.
    func rasterTiles(_ layer: StyleLayer) -> [DrawCommand] {
        guard let name = layer.source, let source = baseMap.rasterSources[name] else { return [] }
        let opacity = layer.paint.rasterOpacity.value(at: zoom)
        guard opacity > 0 else { return [] }
        let paint = layer.paint
        let adjustment = RasterAdjustment(brightnessMin: paint.rasterBrightnessMin.value(at: zoom),
                                          brightnessMax: paint.rasterBrightnessMax.value(at: zoom),
                                          contrast: paint.rasterContrast.value(at: zoom), saturation: paint.rasterSaturation.value(at: zoom),
                                          hueRotate: paint.rasterHueRotate.value(at: zoom), nearest: paint.rasterResampling.steppedValue(at: zoom) == .nearest)
        let output = tileImages(source) { tile, _ in EncodedImage(id: tile.id, bytes: tile.image, adjustment: adjustment) }
        // Composited once at the layer's opacity: a parent tile standing in under its children shows only where they
        // are missing, as in MapLibre (drawn each at the opacity, the two would show through each other).
        guard opacity < 1, !output.isEmpty else { return output }
        return [.beginGroup] + output + [.endGroup(opacity: opacity)]
    }

    /// A hillshade layer's `raster-dem` tiles over the image, each shaded from its elevations and its neighbours'
    /// (`ReliefTile`) as the layer's `hillshade-*` paint says, laid edge to edge as raster tiles are.
    func hillshadeTiles(_ layer: StyleLayer) -> [DrawCommand] {
        guard let name = layer.source, let source = baseMap.rasterSources[name] else { return [] }
        let encoding = baseMap.style.sources.first { $0.name == name }?.encoding ?? .mapbox
        let shading = hillshadeShading(layer.paint)
        // Not snapped: each device pixel is shaded at its own place on the tile (`CairoCanvas` keeps the pixels apart).
        return tileImages(source, snapped: false) { tile, read in
            let neighbours = (try? source.neighbours(of: tile, among: read)) ?? Array(repeating: nil, count: 8)
            let relief = ReliefTile(neighbours: neighbours, encoding: encoding, zoom: tile.z,
                                    northLatitude: WebMercator.latitude(y: tile.bounds.maxY), southLatitude: WebMercator.latitude(y: tile.bounds.minY),
                                    shading: shading)
            return EncodedImage(id: tile.id, bytes: tile.image, relief: relief)
        }
    }

    /// The layer's `hillshade-*` paint at the map's zoom; lists of light values of different lengths are filled out
    /// with their last value, as MapLibre does.
    private func hillshadeShading(_ paint: StyleLayer.Paint) -> HillshadeShading {
        let directions = paint.hillshadeIlluminationDirection.value(at: zoom), altitudes = paint.hillshadeIlluminationAltitude.value(at: zoom)
        let shadows = paint.hillshadeShadowColor.value(at: zoom), highlights = paint.hillshadeHighlightColor.value(at: zoom)
        let count = max(directions.count, altitudes.count, shadows.count, highlights.count, 1)
        func value<T>(_ values: [T], _ index: Int, _ fallback: T) -> T {
            values.isEmpty ? fallback : values[min(index, values.count - 1)]
        }
        // Lit from the image's side (`hillshade-illumination-anchor: viewport`): on a turned map the light turns with
        // the image, so on the tile it comes from the bearing further round.
        let turn = paint.hillshadeIlluminationAnchor.steppedValue(at: zoom) == .map ? 0 : viewport.bearing
        let defaults = HillshadeShading.Light()
        let lights = (0..<count).map { index in
            HillshadeShading.Light(direction: value(directions, index, defaults.direction) + turn,
                                   altitude: value(altitudes, index, defaults.altitude),
                                   shadow: value(shadows, index, defaults.shadow),
                                   highlight: value(highlights, index, defaults.highlight))
        }
        return HillshadeShading(method: HillshadeShading.Method(rawValue: paint.hillshadeMethod.steppedValue(at: zoom).rawValue) ?? .standard,
                                exaggeration: paint.hillshadeExaggeration.value(at: zoom),
                                accent: paint.hillshadeAccentColor.value(at: zoom), lights: lights)
    }

    /// The source's tiles over the image, each drawn into its area, `snapped` with its edges on whole device pixels
    /// (so neighbouring tiles meet without a seam), as `image` makes it from the tile and all the tiles read with it.
    /// On a turned map the tiles are laid out square in the level frame and drawn turned (the canvas then cuts their
    /// edges on pixel centres, which leaves no seam either).
    private func tileImages(_ source: any RasterTileSource, snapped: Bool = true, _ image: (RasterTile, [RasterTile]) -> EncodedImage) -> [DrawCommand] {
        var output: [DrawCommand] = []
        let inView = viewport.levelBounds
        for part in viewport.visibleMapRect.worldCopies {
            guard let tiles = try? source.tiles(covering: part.rect, zoom: zoom) else { continue }
            for var tile in tiles {
                tile.bounds.origin.x += part.shift
                let rect = viewport.levelRect(for: tile.bounds, shift: 0)
                let placed = snapped && !viewport.isTurned ? rect.snapped(toPixelsAt: viewport.scale) : rect
                guard placed.size.width > 0, placed.size.height > 0, placed.intersects(inView) else { continue }
                output.append(.image(.encoded(image(tile, tiles)), rect: placed, tint: nil, opacity: 1))
            }
        }
        return turned(output)
    }
}

extension BaseMapGeometry {
    /// Commands laid out in the level frame, drawn turned into the image when the map is turned.
    func turned(_ commands: [DrawCommand]) -> [DrawCommand] {
        guard viewport.isTurned, !commands.isEmpty else { return commands }
        return [.beginTurn(center: Point(x: viewport.size.width / 2, y: viewport.size.height / 2), angle: viewport.levelTurnAngle)]
            + commands + [.endTurn]
    }
}

extension Rect {
    /// The rectangle with its edges moved to the nearest whole pixel at `scale` pixels per point.
    func snapped(toPixelsAt scale: Double) -> Rect {
        let left = (minX * scale).rounded() / scale, top = (minY * scale).rounded() / scale
        let right = (maxX * scale).rounded() / scale, bottom = (maxY * scale).rounded() / scale
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
