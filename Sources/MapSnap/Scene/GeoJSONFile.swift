import MapRender
import OSM
import StrictJSON

/// GeoJSON files as overlays.
public enum GeoJSONFile {
    /// The overlays of a GeoJSON file, styled by its simplestyle properties over the default styles.
    public static func overlays(path: String, field: String = "geojson") throws(MapSnapError) -> [Overlay] {
        let styling = GeoJSONStyling(line: LineStyle(), area: AreaStyle(), point: PointStyle())
        var overlays: [Overlay] = []
        for feature in try features(path: path, field: field) {
            do {
                overlays.append(contentsOf: try styling.overlays(for: feature))
            } catch {
                throw MapSnapError(field: field, message: error.description)
            }
        }
        return overlays
    }

    /// The features of a GeoJSON file; errors name `field` and the JSON path inside the file.
    static func features(path: String, field: String) throws(MapSnapError) -> [GeoJSONFeature] {
        let bytes = try Scene.readFile(path, field: field)
        do {
            return try GeoJSONReader.features(in: JSONNode(try JSONParser.parse(bytes)))
        } catch {
            throw MapSnapError(field: field, message: error.description)
        }
    }
}
