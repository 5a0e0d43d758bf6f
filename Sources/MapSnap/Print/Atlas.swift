import CairoCanvas
import Foundation
import Geo
import MapRender

/// Maps bound into one PDF, a page each: a scene's `pages`, or a route cut into strip maps at a stated scale with an
/// overview page first (`RouteAtlas`).
public enum Atlas {
    /// One PDF of `pages`, each drawn on a page of its own size, titled with its alt text (the document's title is
    /// the first page's); with each page's alt text.
    public static func pdf(_ pages: [MapSnapshotter]) throws(MapSnapError) -> (bytes: [UInt8], altTexts: [String]) {
        guard let first = pages.first else { throw MapSnapError(field: "pages", message: "is empty; an atlas needs at least one page") }
        var lists: [DisplayList] = []
        for page in pages { lists.append(try page.titledPage()) }
        do {
            return (try first.pdfRenderer().encodePDF(pages: lists), lists.map { $0.title ?? "" })
        } catch let error as CanvasError {
            throw MapSnapError(error)
        } catch {
            throw MapSnapError(field: "render", message: "\(error)")
        }
    }
}

extension Atlas {
    /// The pages of `scene` when it is an atlas (its `pages`, or its route cut by `atlas`), nil for a single map.
    public static func pages(of scene: Scene, data: MapData) throws(MapSnapError) -> [MapSnapshotter.Options]? {
        if let routeAtlas = scene.routeAtlas { return try routeAtlas.pages(scene.options, data: data) }
        return scene.pages.isEmpty ? nil : scene.pages.map(\.options)
    }

    /// The error for an atlas asked to be written as something else than PDF.
    public static func notPDF(field: String) -> MapSnapError {
        MapSnapError(field: field, message: "a scene with pages is an atlas, written as PDF; name a .pdf output")
    }
}

extension MapSnapshotter {
    /// The display list of this map with its alt text as its title (a page of a PDF).
    func titledPage() throws(MapSnapError) -> DisplayList {
        var plan = try plan()
        plan.displayList.title = try altText(for: plan.report)
        return plan.displayList
    }
}
