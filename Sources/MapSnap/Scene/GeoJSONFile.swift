import MapRender
import OSM
import StrictJSON

/// GeoJSON files as overlays and markers.
public enum GeoJSONFile {
    /// The content of a GeoJSON file, styled by its simplestyle properties over the default styles.
    public static func content(path: String, field: String = "geojson") throws(MapSnapError) -> GeoJSONContent {
        let styling = GeoJSONStyling(line: LineStyle(), area: AreaStyle(), marker: MarkerStyle())
        var content = GeoJSONContent()
        for feature in try features(path: path, field: field) {
            do {
                content.append(try styling.content(for: feature))
            } catch {
                throw MapSnapError(field: field, message: error.description)
            }
        }
        return content
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
