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
        let opacity = layer.paint.rasterOpacity?.value(at: zoom) ?? 1
        guard opacity > 0 else { return [] }
        let paint = layer.paint
        let adjustment = RasterAdjustment(brightnessMin: paint.rasterBrightnessMin?.value(at: zoom) ?? 0,
                                          brightnessMax: paint.rasterBrightnessMax?.value(at: zoom) ?? 1,
                                          contrast: paint.rasterContrast?.value(at: zoom) ?? 0, saturation: paint.rasterSaturation?.value(at: zoom) ?? 0,
                                          hueRotate: paint.rasterHueRotate?.value(at: zoom) ?? 0, nearest: paint.rasterResampling == "nearest")
        var output: [DrawCommand] = []
        for part in viewport.visibleMapRect.worldCopies {
            guard let tiles = try? source.tiles(covering: part.rect, zoom: zoom) else { continue }
            for tile in tiles {
                var bounds = tile.bounds
                bounds.origin.x += part.shift
                let rect = viewport.rect(for: bounds, shift: 0)
                let snapped = rect.snapped(toPixelsAt: viewport.scale)
                guard snapped.size.width > 0, snapped.size.height > 0, snapped.intersects(viewport.bounds) else { continue }
                output.append(.image(.encoded(EncodedImage(id: tile.id, bytes: tile.image, adjustment: adjustment)), rect: snapped, tint: nil,
                                     opacity: 1))
            }
        }
        // Composited once at the layer's opacity: a parent tile standing in under its children shows only where they
        // are missing, as in MapLibre (drawn each at the opacity, the two would show through each other).
        guard opacity < 1, !output.isEmpty else { return output }
        return [.beginGroup] + output + [.endGroup(opacity: opacity)]
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
