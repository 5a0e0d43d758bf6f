import Foundation
import Geo
import HTTPServer
import MapSnap
import StrictJSON

extension MapServer {
    /// The deepest zoom the raster tiles of a style are listed with (`RasterTileRequest.maximumZoom` is served).
    static let listedTileZoom = 22

    /// `GET /styles/{id}.json`: TileJSON 3.0.0 of a style's raster tiles on this server (256-point tiles, the whole
    /// world, zooms 0 to 22), for Leaflet, OpenLayers and GIS clients.
    func styleTileJSON(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let id = request.pathParameters["id"] ?? ""
        _ = try styleFile(id)
        let host = request.http.headers["host"] ?? "127.0.0.1"
        var object = JSONObject()
        let fields: [(String, JSONValue)] = [
            ("tilejson", .string("3.0.0")), ("name", .string(id)), ("scheme", .string("xyz")), ("format", .string("png")),
            ("tiles", .array([.string("http://\(host)/styles/\(id)/{z}/{x}/{y}.png")])), ("tileSize", .number(256)),
            ("minzoom", .number(0)), ("maxzoom", .number(Double(MapServer.listedTileZoom))),
            ("bounds", .array([-180, -85.051129, 180, 85.051129].map(JSONValue.number))),
            ("attribution", .string("© OpenStreetMap contributors")),
        ]
        for (key, value) in fields { _ = object.insert(value, for: key) }
        return MapServer.json(.object(object))
    }

    /// `GET /styles/{id}/wmts.xml`: OGC WMTS 1.0.0 capabilities of a style's raster tiles (one layer, the
    /// GoogleMapsCompatible tile matrix set of 256-pixel tiles in EPSG:3857, zooms 0 to 22, a RESTful URL template).
    func styleWMTS(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let id = request.pathParameters["id"] ?? ""
        _ = try styleFile(id)
        let host = request.http.headers["host"] ?? "127.0.0.1"
        let name = MapServer.xmlEscaped(id)
        let world = WebMercator.worldWidth
        // The scale denominator of zoom 0: the world's width over 256 pixels of 0.28 mm.
        let scaleZero = world / 256 / 0.00028
        var matrices = ""
        for zoom in 0...MapServer.listedTileZoom {
            let count = 1 << zoom
            matrices += """
                  <TileMatrix>
                    <ows:Identifier>\(zoom)</ows:Identifier>
                    <ScaleDenominator>\(scaleZero / Double(count))</ScaleDenominator>
                    <TopLeftCorner>\(-world / 2) \(world / 2)</TopLeftCorner>
                    <TileWidth>256</TileWidth>
                    <TileHeight>256</TileHeight>
                    <MatrixWidth>\(count)</MatrixWidth>
                    <MatrixHeight>\(count)</MatrixHeight>
                  </TileMatrix>

            """
        }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Capabilities xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1"
                      xmlns:xlink="http://www.w3.org/1999/xlink" version="1.0.0">
          <ows:ServiceIdentification>
            <ows:Title>MapSnap: \(name)</ows:Title>
            <ows:ServiceType>OGC WMTS</ows:ServiceType>
            <ows:ServiceTypeVersion>1.0.0</ows:ServiceTypeVersion>
          </ows:ServiceIdentification>
          <Contents>
            <Layer>
              <ows:Title>\(name)</ows:Title>
              <ows:Identifier>\(name)</ows:Identifier>
              <ows:WGS84BoundingBox>
                <ows:LowerCorner>-180 -85.051129</ows:LowerCorner>
                <ows:UpperCorner>180 85.051129</ows:UpperCorner>
              </ows:WGS84BoundingBox>
              <Style isDefault="true"><ows:Identifier>default</ows:Identifier></Style>
              <Format>image/png</Format>
              <TileMatrixSetLink><TileMatrixSet>GoogleMapsCompatible</TileMatrixSet></TileMatrixSetLink>
              <ResourceURL format="image/png" resourceType="tile" template="http://\(MapServer.xmlEscaped(host))/styles/\(name)/{TileMatrix}/{TileCol}/{TileRow}.png"/>
            </Layer>
            <TileMatrixSet>
              <ows:Identifier>GoogleMapsCompatible</ows:Identifier>
              <ows:SupportedCRS>urn:ogc:def:crs:EPSG::3857</ows:SupportedCRS>
              <WellKnownScaleSet>urn:ogc:def:wkss:OGC:1.0:GoogleMapsCompatible</WellKnownScaleSet>
        \(matrices)    </TileMatrixSet>
          </Contents>
        </Capabilities>

        """
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/xml")], body: Array(xml.utf8))
    }

    /// Text made safe inside XML elements and attributes.
    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
