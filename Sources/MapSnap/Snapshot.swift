import CairoCanvas
import Geo
import MapRender

/// A drawn map image and the transform that places coordinates on it (MapKit's `MKMapSnapshotter.Snapshot`).
public struct Snapshot: Sendable {
    /// The pixels: size × scale, straight-alpha RGBA.
    public let image: RGBAImage
    /// The transform used to draw it.
    public let viewport: Viewport
    /// Where each annotation went (drawn, hidden, clustered).
    public let report: LayoutReport

    /// Creates a snapshot from drawn pixels.
    public init(image: RGBAImage, viewport: Viewport, report: LayoutReport = LayoutReport()) {
        self.image = image
        self.viewport = viewport
        self.report = report
    }

    /// Where a coordinate appears in the image, in points (multiply by `viewport.scale` for pixels).
    public func point(for coordinate: Coordinate) -> Point {
        viewport.point(for: coordinate)
    }

    /// The coordinate drawn at `point` (in points), as MapKit's `MKMapSnapshotter.Snapshot` does the other way round.
    public func coordinate(at point: Point) -> Coordinate {
        viewport.coordinate(at: point)
    }

    /// The image encoded as PNG (`encoding`: compression effort, full colour or an 8-bit palette).
    public func pngData(encoding: PNGEncoding = .standard) throws(MapSnapError) -> [UInt8] {
        do {
            return try PNGCodec.encode(image, encoding: encoding)
        } catch {
            throw MapSnapError(error)
        }
    }
}
