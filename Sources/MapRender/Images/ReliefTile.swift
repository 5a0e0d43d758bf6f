import Features
import Foundation
import Geo
import MapStyle

/// A `raster-dem` tile to be drawn as a hillshade layer draws it: the tiles around it (their edge pixels complete the
/// slopes along its edges, so neighbours meet without a seam), how its pixels hold elevations, and the shading.
/// Equal by the neighbours' names, not their bytes.
public struct ReliefTile: Hashable, Sendable {
    /// The eight tiles around it (`RasterTileSource.neighbours(of:)`), nil where the file has none.
    public var neighbours: [RasterTile?]
    public var encoding: DEMEncoding
    /// The tile's zoom (slopes are worked out for its pixel size).
    public var zoom: Int
    /// The latitudes of its top and bottom edges (the Mercator scale changes between them).
    public var northLatitude: Double
    public var southLatitude: Double
    public var shading: HillshadeShading

    /// Creates a relief tile.
    public init(neighbours: [RasterTile?], encoding: DEMEncoding, zoom: Int, northLatitude: Double, southLatitude: Double, shading: HillshadeShading) {
        self.neighbours = neighbours
        self.encoding = encoding
        self.zoom = zoom
        self.northLatitude = northLatitude
        self.southLatitude = southLatitude
        self.shading = shading
    }

    public static func == (a: ReliefTile, b: ReliefTile) -> Bool {
        a.neighbours.map { $0?.id } == b.neighbours.map { $0?.id } && a.encoding == b.encoding && a.zoom == b.zoom && a.shading == b.shading
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(neighbours.map { $0?.id })
        hasher.combine(shading)
    }

    /// Decoded pixels of one DEM image: `width` × `height`, four bytes each in memory order blue, green, red, alpha
    /// (Cairo's ARGB32 on little-endian machines; DEM images are opaque).
    public struct Pixels: Sendable {
        public var width: Int
        public var height: Int
        public var bytes: [UInt8]

        /// Wraps decoded pixels.
        public init(width: Int, height: Int, bytes: [UInt8]) {
            self.width = width
            self.height = height
            self.bytes = bytes
        }
    }

    /// The elevations of `center` with a one-pixel border: the neighbours' adjacent pixels where they are given and
    /// as large, else the nearest of the tile's own (MapLibre's DEM border). Row by row from the top left,
    /// `(width + 2) × (height + 2)` values.
    public func elevations(center: Pixels, neighbours: [Pixels?]) -> [Float] {
        let width = center.width, height = center.height, stride = width + 2
        var output = [Float](repeating: 0, count: stride * (height + 2))
        func elevation(_ pixels: Pixels, _ x: Int, _ y: Int) -> Float {
            let index = (y * pixels.width + x) * 4
            return Float(encoding.elevation(red: pixels.bytes[index + 2], green: pixels.bytes[index + 1], blue: pixels.bytes[index]))
        }
        for y in 0..<height {
            for x in 0..<width { output[(y + 1) * stride + x + 1] = elevation(center, x, y) }
        }
        for y in -1...height {
            for x in -1...width where x < 0 || y < 0 || x >= width || y >= height {
                let dx = x < 0 ? -1 : x >= width ? 1 : 0, dy = y < 0 ? -1 : y >= height ? 1 : 0
                let slot = (dy + 1) * 3 + (dx + 1)
                let neighbour = slot < 4 ? neighbours[slot] : neighbours[slot - 1]
                let value: Float
                if let neighbour, neighbour.width == width, neighbour.height == height, neighbour.bytes.count >= width * height * 4 {
                    value = elevation(neighbour, x - dx * width, y - dy * height)
                } else {
                    value = elevation(center, min(max(x, 0), width - 1), min(max(y, 0), height - 1))
                }
                output[(y + 1) * stride + x + 1] = value
            }
        }
        return output
    }

    /// The slopes of `center`, as MapLibre Native's prepare pass stores them: each pixel's from the Sobel kernel over
    /// its eight neighbours, scaled for the tile's zoom and exaggerated below zoom 15, kept in eight bits per axis over
    /// ±4. East then south per pixel, row by row (`2 × width × height` values).
    public func slopes(center: Pixels, neighbours: [Pixels?]) -> [Float] {
        let width = center.width, height = center.height, stride = width + 2
        let grid = elevations(center: center, neighbours: neighbours)
        let z = Double(zoom)
        let exaggerationFactor = z < 2 ? 0.4 : z < 4.5 ? 0.35 : 0.3
        let exaggeration = z < 15 ? (z - 15) * exaggerationFactor : 0
        let scale = Float(Double(width) / pow(2, exaggeration + (28.2562 - z)))
        func stored(_ derivative: Float) -> Float {
            let level = (min(max(derivative / 8 + 0.5, 0), 1) * 255).rounded()
            return level / 255 * 8 - 4
        }
        var output = [Float](repeating: 0, count: width * height * 2)
        for y in 0..<height {
            for x in 0..<width {
                let top = y * stride + x, middle = top + stride, bottom = middle + stride
                let a = grid[top], b = grid[top + 1], c = grid[top + 2], d = grid[middle], f = grid[middle + 2]
                let g = grid[bottom], h = grid[bottom + 1], i = grid[bottom + 2]
                output[(y * width + x) * 2] = stored(((c + f + f + i) - (a + d + d + g)) * scale)
                output[(y * width + x) * 2 + 1] = stored(((g + h + h + i) - (a + b + b + c)) * scale)
            }
        }
        return output
    }

    /// The tile shaded for drawing across `across` × `down` device pixels whose top left corner is at `left`, `top`
    /// (fractions of a pixel allowed), premultiplied, in the memory order of `Pixels`: the device pixels `columns` ×
    /// `rows` (those in view; numbered from the device origin), row by row. Each pixel reads the slopes
    /// (`slopes(center:neighbours:)`, `size` × `size`) at its centre, interpolated between the four nearest as the
    /// shader's texture lookup is, corrects them for the Mercator scale at its latitude and shades them
    /// (`HillshadeShading`).
    public func shaded(slopes: [Float], size: Int, left: Double = 0, top: Double = 0, across: Double, down: Double,
                       columns: Range<Int>, rows: Range<Int>) -> [UInt8] {
        let width = columns.count
        var output = [UInt8](repeating: 0, count: width * rows.count * 4)
        guard size > 0, slopes.count >= size * size * 2, across > 0, down > 0 else { return output }
        let last = Float(size - 1)
        for (line, row) in rows.enumerated() {
            let along = min(max((Double(row) + 0.5 - top) / down, 0), 1)
            let mercator = Float(cos(((northLatitude - southLatitude) * (1 - along) + southLatitude) * .pi / 180))
            let v = min(max(Float(along) * Float(size) - 0.5, 0), last)
            let y0 = Int(v), y1 = min(y0 + 1, size - 1), fy = v - Float(y0)
            for (place, column) in columns.enumerated() {
                let u = min(max(Float((Double(column) + 0.5 - left) / across) * Float(size) - 0.5, 0), last)
                let x0 = Int(u), x1 = min(x0 + 1, size - 1), fx = u - Float(x0)
                func mixed(_ axis: Int) -> Float {
                    let top = slopes[(y0 * size + x0) * 2 + axis] * (1 - fx) + slopes[(y0 * size + x1) * 2 + axis] * fx
                    let bottom = slopes[(y1 * size + x0) * 2 + axis] * (1 - fx) + slopes[(y1 * size + x1) * 2 + axis] * fx
                    return top * (1 - fy) + bottom * fy
                }
                let color = shading.color(dx: Double(mixed(0) / mercator), dy: Double(mixed(1) / mercator))
                let alpha = min(max(color.alpha, 0), 1)
                let index = (line * width + place) * 4
                output[index] = UInt8((min(max(color.blue, 0), alpha) * 255).rounded())
                output[index + 1] = UInt8((min(max(color.green, 0), alpha) * 255).rounded())
                output[index + 2] = UInt8((min(max(color.red, 0), alpha) * 255).rounded())
                output[index + 3] = UInt8((alpha * 255).rounded())
            }
        }
        return output
    }
}
