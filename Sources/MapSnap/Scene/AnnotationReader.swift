import Foundation
import Geo
import MapRender
import MapStyle
import StrictJSON

/// Reads one entry of a scene's `annotations` array.
struct AnnotationReader {
    let images: ImageReference

    static let types = ["marker", "pin", "dot", "image", "userLocation"]

    /// Reads an annotation; `located` false reads one without a coordinate (a legend entry's symbol).
    func annotation(_ node: JSONNode, located: Bool = true) throws -> Annotation {
        var object = try node.object()
        let type = try object.required("type").oneOf(AnnotationReader.types)
        let coordinate = located ? try object.required("coordinate").coordinate() : Coordinate(latitude: 0, longitude: 0)
        let kind: AnnotationKind
        switch type {
        case "marker": kind = .marker(try markerStyle(&object))
        case "pin": kind = .pin(tint: try object.optional("pinTintColor")?.color() ?? .systemRed)
        case "dot": kind = .dot(color: try object.optional("color")?.color() ?? .systemBlue)
        case "image": kind = try imageKind(&object)
        default: kind = .userLocation(accuracy: try object.optional("accuracy")?.double(in: 0...1_000_000) ?? 0)
        }
        var annotation = Annotation(coordinate: coordinate, kind: kind)
        annotation.title = try object.optional("title")?.string()
        annotation.subtitle = try object.optional("subtitle")?.string()
        annotation.isSelected = try object.optional("selected")?.bool() ?? false
        if let priority = object.optional("displayPriority") {
            annotation.displayPriority = try named(priority, ["required": DisplayPriority.required, "defaultHigh": DisplayPriority.defaultHigh,
                                                             "defaultLow": DisplayPriority.defaultLow], range: 0...1000)
        }
        if let z = object.optional("zPriority") {
            annotation.zPriority = try named(z, ["max": ZPriority.max, "min": ZPriority.min, "defaultSelected": ZPriority.defaultSelected,
                                                 "defaultUnselected": ZPriority.defaultUnselected], range: 0...1000)
        }
        if let mode = object.optional("collisionMode") {
            annotation.collisionMode = CollisionMode(rawValue: try mode.oneOf(CollisionMode.allCases.map(\.rawValue))) ?? .rectangle
        }
        if let visibility = object.optional("titleVisibility") {
            annotation.titleVisibility = FeatureVisibility(rawValue: try visibility.oneOf(FeatureVisibility.allCases.map(\.rawValue))) ?? .adaptive
        }
        if let visibility = object.optional("subtitleVisibility") {
            annotation.subtitleVisibility = FeatureVisibility(rawValue: try visibility.oneOf(FeatureVisibility.allCases.map(\.rawValue))) ?? .adaptive
        }
        if let identifier = object.optional("clusteringIdentifier") {
            let text = try identifier.string()
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw identifier.error("must not be empty (leave the key out to not cluster)")
            }
            annotation.clusteringIdentifier = text
        }
        if let callout = object.optional("callout") { annotation.callout = try self.callout(callout) }
        if let legendTitle = object.optional("legendTitle") { annotation.legendTitle = try legendTitle.nonEmptyString() }
        try object.finish()
        return annotation
    }

    private func markerStyle(_ object: inout JSONObjectReader) throws -> MarkerStyle {
        var style = MarkerStyle()
        if let tint = object.optional("markerTintColor") { style.markerTintColor = try tint.color() }
        if let tint = object.optional("glyphTintColor") { style.glyphTintColor = try tint.color() }
        if let text = object.optional("glyphText") { style.glyphText = try text.string() }
        let modeNode = object.optional("glyphRenderingMode")
        let mode = try modeNode.map { (node) throws -> ImageReference.RenderingMode in
            ImageReference.RenderingMode(rawValue: try node.oneOf(ImageReference.RenderingMode.allCases.map(\.rawValue))) ?? .automatic
        } ?? .automatic
        if let image = object.optional("glyphImage") { style.glyphImage = try images.asset(image, mode: mode) }
        if let image = object.optional("selectedGlyphImage") { style.selectedGlyphImage = try images.asset(image, mode: mode) }
        if let size = object.optional("markerSize") { style.size = MarkerSize(rawValue: try size.oneOf(MarkerSize.allCases.map(\.rawValue))) ?? .medium }
        return style
    }

    private func imageKind(_ object: inout JSONObjectReader) throws -> AnnotationKind {
        let asset = try images.asset(try object.required("image"), mode: .original)
        var size = asset.naturalSize
        if let sizeNode = object.optional("size") {
            size = try sizeNode.size()
            guard size.width > 0, size.height > 0, size.width <= 1000, size.height <= 1000 else {
                throw sizeNode.error("\(size) must be between 0 and 1000 points on each side")
            }
        }
        let anchor = try object.optional("anchor").map { (node) throws -> Point in try unitPoint(node) } ?? Point(x: 0.5, y: 1)
        let offset = try object.optional("centerOffset").map { (node) throws -> Point in try point(node, range: -1000...1000) } ?? .zero
        return .image(asset, size: size, anchor: anchor, centerOffset: offset)
    }

    private func callout(_ node: JSONNode) throws -> Callout? {
        if case .bool(let show) = node.value { return show ? Callout() : nil }
        var object = try node.object()
        var callout = Callout()
        callout.title = try object.optional("title")?.string()
        callout.subtitle = try object.optional("subtitle")?.string()
        if let detail = object.optional("detail") {
            callout.detail = try detail.array().map { (line) throws(JSONError) in try line.string() }
        }
        if let left = object.optional("leftAccessory") { callout.leftAccessory = try images.asset(left) }
        if let right = object.optional("rightAccessory") { callout.rightAccessory = try images.asset(right) }
        try object.finish()
        return callout
    }

    /// A number, or one of MapKit's named constants.
    private func named(_ node: JSONNode, _ names: [String: Double], range: ClosedRange<Double>) throws(JSONError) -> Double {
        if case .string(let text) = node.value {
            guard let value = names[text] else {
                throw node.error("\"\(text)\" is not a number nor one of \(names.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            return value
        }
        return try node.double(in: range)
    }

    private func unitPoint(_ node: JSONNode) throws(JSONError) -> Point {
        try point(node, range: 0...1)
    }

    private func point(_ node: JSONNode, range: ClosedRange<Double>) throws(JSONError) -> Point {
        var object = try node.object()
        let point = Point(x: try object.required("x").double(in: range), y: try object.required("y").double(in: range))
        try object.finish()
        return point
    }
}
