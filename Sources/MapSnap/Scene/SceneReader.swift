import CairoCanvas
import Geo
import MapRender
import MapStyle
import StrictJSON

/// Reads the JSON of a scene into snapshot options, strictly: unknown keys and bad values are errors naming their path.
struct SceneReader {
    /// Which files the scene may name (relative to its folder).
    let access: FileAccess

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
        var dataPath: String?
        var tilesPath: String?
        if let size = object.optional("size") { options.size = try size.size() }
        if let scale = object.optional("scale") { options.scale = try scale.double() }
        if let region = object.optional("region") { options.region = try region.region() }
        if let camera = object.optional("camera") {
            guard options.region == nil else { throw camera.error("give either region or camera, not both") }
            options.camera = try camera.camera()
        }
        if let bearing = object.optional("bearing") {
            guard options.camera == nil else { throw bearing.error("the camera's heading turns the map; give one or the other") }
            options.bearing = try bearing.double()
        }
        if let fit = object.optional("fit") {
            guard options.region == nil, options.camera == nil else { throw fit.error("give either \(options.camera == nil ? "region" : "camera") or fit, not both") }
            var fitObject = try fit.object()
            if let padding = fitObject.optional("padding") { options.padding = try padding.edgeInsets() }
            if let maximumZoom = fitObject.optional("maxZoom") { options.maximumFittingZoom = try maximumZoom.double(in: 0...22) }
            try fitObject.finish()
        }
        if let background = object.optional("background") { options.background = try background.color() }
        if let style = object.optional("style") {
            if case .null = style.value { options.style = nil } else {
                let name = try style.nonEmptyString()
                if name == "none" {
                    options.style = nil
                } else if BuiltinStyles.style(named: name) != nil {
                    options.style = name
                } else {
                    guard let path = access.path(for: name, field: style.path) else { throw style.error(FileAccess.refusal(name)) }
                    options.style = path
                }
            }
        }
        if let data = object.optional("data") {
            let path = try data.nonEmptyString()
            guard let resolved = access.path(for: path, field: data.path) else { throw data.error(FileAccess.refusal(path)) }
            dataPath = resolved
        }
        if let tiles = object.optional("tiles") {
            let path = try tiles.nonEmptyString()
            guard let resolved = access.path(for: path, field: tiles.path) else { throw tiles.error(FileAccess.refusal(path)) }
            tilesPath = resolved
        }
        if let sources = object.optional("sources") {
            // The style's sources by name, each a local tile or TileJSON file (as `--source NAME=FILE`).
            var entries = try sources.object()
            for name in entries.object.keys.sorted() {
                guard let entry = entries.optional(name) else { continue }
                let path = try entry.nonEmptyString()
                guard let resolved = access.path(for: path, field: entry.path) else { throw entry.error(FileAccess.refusal(path)) }
                options.styleSources[name] = resolved
            }
            try entries.finish()
        }
        if let filter = object.optional("pointsOfInterest") { options.pointsOfInterest = try pointsOfInterest(filter) }
        if let search = object.optional("search") { options.search = try searchRequest(search) }
        if let route = object.optional("route") {
            let (request, showSteps) = try routeRequest(route)
            options.route = request
            options.showsRouteSteps = showSteps
        }
        if let attribution = object.optional("attribution") { options.attribution = try readAttribution(attribution) }
        options.furniture = try FurnitureReader.read(from: &object)
        if let print = object.optional("print") {
            options.print = try PrintReader.read(print)
            try options.print?.validate()
        }
        if let png = object.optional("png") {
            let text = try png.nonEmptyString()
            guard let encoding = PNGEncoding(parsing: text) else { throw png.error(PNGEncoding.grammar(text)) }
            options.pngEncoding = encoding
        }
        if let quality = object.optional("quality") {
            if case .string(let text) = quality.value {
                guard let parsed = LossyQuality(parsing: text), parsed == .lossless else { throw quality.error("\"\(text)\" is not lossless (or a quality from 1 to 100)") }
                options.quality = parsed
            } else {
                options.quality = .quality(try quality.int(in: 1...100))
            }
        }
        if let formatNode = object.optional("format") {
            format = ImageFormat(name: try formatNode.oneOf(ImageFormat.allCases.map(\.rawValue) + ["jpg"]))
        }
        if let overlays = object.optional("overlays") {
            let overlayReader = OverlayReader(access: access)
            for node in try overlays.array() {
                let content = try overlayReader.content(node)
                options.overlays += content.overlays
                options.annotations += content.annotations
            }
        }
        if let annotations = object.optional("annotations") {
            let reader = AnnotationReader(images: ImageReference(access: access))
            for node in try annotations.array() {
                options.annotations.append(try reader.annotation(node))
            }
        }
        if let altText = object.optional("altText") { options.altText = try altText.bool() }
        if let svgText = object.optional("svgText") { options.svgText = try svgText.bool() }
        if let language = object.optional("language") {
            let code = try language.nonEmptyString()
            if let problem = MapSnapshotter.languageProblem(code) { throw language.error(problem) }
            options.language = code
        }
        var routeAtlas: RouteAtlas?
        if let atlas = object.optional("atlas") {
            var atlasObject = try atlas.object()
            _ = try atlasObject.required("along").oneOf(["route"])
            routeAtlas = RouteAtlas(scale: try atlasObject.required("scale").double(in: 100...100_000_000))
            try atlasObject.finish()
            guard options.route != nil else { throw atlas.error("\"along\": \"route\" needs the scene's route") }
        }
        if let legend = object.optional("legend") {
            let reader = LegendReader(annotations: AnnotationReader(images: ImageReference(access: access)), overlays: OverlayReader(access: access))
            options.furniture.legend = try reader.legend(legend)
        }
        try object.finish()
        var scene = Scene(options: options, format: format, dataPath: dataPath, tilesPath: tilesPath)
        scene.routeAtlas = routeAtlas
        return scene
    }

    /// `{"from": coordinate or text, "to": …, "stops": […], "transport": "automobile"|"walking"|"cycling",
    /// "alternatives": bool, "showSteps": bool, "language": "en"|"fi"}`.
    private func routeRequest(_ node: JSONNode) throws(JSONError) -> (RouteLibrary.Request, Bool) {
        var object = try node.object()
        func endpoint(_ node: JSONNode) throws(JSONError) -> RouteLibrary.Endpoint {
            if case .string(let text) = node.value {
                guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw node.error("is empty") }
                return .place(text)
            }
            return .coordinate(try node.coordinate())
        }
        var request = RouteLibrary.Request(from: try endpoint(try object.required("from")), to: try endpoint(try object.required("to")))
        if let stops = object.optional("stops") { request.stops = try stops.array().map { (stop) throws(JSONError) in try endpoint(stop) } }
        if let transport = object.optional("transport") {
            request.transport = TransportType(rawValue: try transport.oneOf(TransportType.allCases.map(\.rawValue))) ?? .automobile
        }
        if let alternatives = object.optional("alternatives") { request.alternatives = try alternatives.bool() }
        if let language = object.optional("language") {
            request.language = InstructionLanguage(rawValue: try language.oneOf(InstructionLanguage.allCases.map(\.rawValue))) ?? .english
        }
        let showSteps = try object.optional("showSteps")?.bool() ?? false
        try object.finish()
        return (request, showSteps)
    }

    /// `{"query": "cafe", "region": {…}, "limit": 25, "regionPriority": "default"|"required"}`.
    private func searchRequest(_ node: JSONNode) throws(JSONError) -> LocalSearch.Request {
        var object = try node.object()
        let queryNode = try object.required("query")
        let query = try queryNode.string()
        guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw queryNode.error("is empty") }
        var request = LocalSearch.Request(naturalLanguageQuery: query)
        if let region = object.optional("region") { request.region = try region.region() }
        if let limit = object.optional("limit") { request.limit = try limit.int(in: 1...1000) }
        if let priority = object.optional("regionPriority") {
            request.regionPriority = LocalSearch.Request.RegionPriority(rawValue: try priority.oneOf(["default", "required"])) ?? .default
        }
        try object.finish()
        return request
    }

    /// `"all"`, `"none"`, a list of categories to include, or `{"including": [...]}` / `{"excluding": [...]}`.
    private func pointsOfInterest(_ node: JSONNode) throws(JSONError) -> PointOfInterestFilter {
        func categories(_ list: JSONNode) throws(JSONError) -> Set<String> {
            Set(try list.array().map { (item) throws(JSONError) -> String in
                let name = try item.string()
                guard BuiltinIcons.asset(named: name) != nil else {
                    throw item.error("\"\(name)\" is not a point-of-interest category (the built-in icon names, see mapsnap icons --list)")
                }
                return name
            })
        }
        switch node.value {
        case .string:
            return try node.oneOf(["all", "none"]) == "all" ? .all : .none
        case .array:
            return .including(try categories(node))
        default:
            var object = try node.object()
            let including = object.optional("including"), excluding = object.optional("excluding")
            try object.finish()
            if let including, excluding == nil { return .including(try categories(including)) }
            if let excluding, including == nil { return .excluding(try categories(excluding)) }
            throw node.error("give either including or excluding")
        }
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
