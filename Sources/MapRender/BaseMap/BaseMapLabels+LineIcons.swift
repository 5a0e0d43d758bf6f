import Features
import Foundation
import Geo
import MapStyle

extension BaseMapLabels {
    /// Icons along lines (`symbol-placement: line` with an `icon-image` and no text, such as one-way arrows): one every
    /// `symbol-spacing` points from half a spacing in, turned to the line's direction plus `icon-rotate`, each kept
    /// clear of what is placed (its turned box grown by `icon-padding`) unless `icon-allow-overlap`.
    func lineIcons(_ layer: StyleLayer, _ features: [MapFeature], grid: inout CollisionGrid) -> [DrawCommand] {
        let spacing = max(layer.layout.symbolSpacing.value(at: zoom), 1)
        let scale = layer.layout.iconSize.value(at: zoom)
        let opacity = layer.paint.iconOpacity.value(at: zoom)
        let rotation = layer.layout.iconRotate.value(at: zoom) * .pi / 180
        let inside = viewport.bounds.insetBy(2)
        var commands: [DrawCommand] = []
        for feature in features {
            guard case .line(let points) = feature.geometry, let name = iconName(layer, feature),
                  let (sheet, image) = baseMap.style.spriteImage(named: name, scale: viewport.scale) else { continue }
            let size = Size(width: image.pointSize.width * scale, height: image.pointSize.height * scale)
            let source = ImageSource.spriteRegion(sheet: sheet.imagePath, x: image.x, y: image.y, width: image.width, height: image.height)
            for part in Clipping.clipPolyline(points.map(viewport.point(for:)), to: inside) {
                var next = spacing / 2
                var walked = 0.0
                for (a, b) in zip(part, part.dropFirst()) {
                    let length = hypot(b.x - a.x, b.y - a.y)
                    guard length > 0 else { continue }
                    while next <= walked + length {
                        let t = (next - walked) / length
                        let center = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                        let angle = atan2(b.y - a.y, b.x - a.x) + rotation
                        next += spacing
                        let c = abs(cos(angle)), s = abs(sin(angle))
                        let width = size.width * c + size.height * s, height = size.width * s + size.height * c
                        let box = Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
                        // With seamless labels, an icon the image's edge would cut is left out.
                        if seamlessLabels, !fitsImage(box) { continue }
                        let shape = CollisionShape.rectangle(box.insetBy(-layer.layout.iconPaddingPoints(at: zoom)))
                        guard layer.layout.iconOverlaps(at: zoom) || grid.isFree(shape) else { continue }
                        if !layer.layout.iconIgnorePlacement.steppedValue(at: zoom) { grid.insert(shape) }
                        commands.append(.rotatedImage(source, center: center, size: size, angle: angle, opacity: opacity))
                    }
                    walked += length
                }
            }
        }
        return commands
    }
}
