import CairoCanvas
import Geo
import MapRender
import MapStyle
import StrictJSON

/// Reads the JSON of a scene into snapshot options, strictly: unknown keys and bad values are errors naming their path.
struct SceneReader {
    /// Directory that relative file references (GeoJSON files) resolve against.
    let baseDirectory: String

    func scene(_ root: JSONNode) throws(MapSnapError) -> Scene {
        do {
            return try readScene(root)
        } catch let error as JSONError {
            throw MapSnapError(error)
        } catch let error as MapSnapError {
            throw error
        } catch {
            throw MapSnapError(field: "scene", message: "\(error)")
        }
    }

    private func readScene(_ root: JSONNode) throws -> Scene {
        var object = try root.object()
        var options = MapSnapshotter.Options()
        var format: ImageFormat?
        if let size = object.optional("size") { options.size = try size.size() }
        if let scale = object.optional("scale") { options.scale = try scale.double() }
        if let region = object.optional("region") { options.region = try region.region() }
        if let fit = object.optional("fit") {
            guard options.region == nil else { throw fit.error("give either region or fit, not both") }
            var fitObject = try fit.object()
            if let padding = fitObject.optional("padding") { options.padding = try padding.edgeInsets() }
            if let maximumZoom = fitObject.optional("maxZoom") { options.maximumFittingZoom = try maximumZoom.double(in: 0...22) }
            try fitObject.finish()
        }
        if let background = object.optional("background") { options.background = try background.color() }
        if let attribution = object.optional("attribution") { options.attribution = try readAttribution(attribution) }
        if let formatNode = object.optional("format") {
            format = ImageFormat(rawValue: try formatNode.oneOf(ImageFormat.allCases.map(\.rawValue)))
        }
        if let overlays = object.optional("overlays") {
            let overlayReader = OverlayReader(baseDirectory: baseDirectory)
            for node in try overlays.array() {
                let content = try overlayReader.content(node)
                options.overlays += content.overlays
                options.annotations += content.annotations
            }
        }
        if let annotations = object.optional("annotations") {
            let reader = AnnotationReader(images: ImageReference(baseDirectory: baseDirectory))
            for node in try annotations.array() {
                options.annotations.append(try reader.annotation(node))
            }
        }
        try object.finish()
        return Scene(options: options, format: format)
    }

    private func readAttribution(_ node: JSONNode) throws(JSONError) -> Attribution {
        switch node.value {
        case .bool(let visible): return Attribution(isVisible: visible)
        case .string(let text): return Attribution(text: text)
        default:
            var object = try node.object()
            var attribution = Attribution()
            if let text = object.optional("text") { attribution.text = try text.string() }
            if let corner = object.optional("corner") {
                attribution.corner = Attribution.Corner(rawValue: try corner.oneOf(Attribution.Corner.allCases.map(\.rawValue))) ?? .bottomRight
            }
            if let visible = object.optional("visible") { attribution.isVisible = try visible.bool() }
            try object.finish()
            return attribution
        }
    }
}
