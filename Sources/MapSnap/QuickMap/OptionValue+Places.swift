import Geo
import Routing

extension OptionValue {
    /// `near` (LAT,LON) with `span` (DLAT,DLON, default 0.05,0.05) as a region; errors name the fields as given
    /// (`--near` on the command line, `near` in a URL).
    public static func region(near: String?, span: String?, nearField: String, spanField: String) throws(MapSnapError) -> CoordinateRegion? {
        guard let near else {
            if span != nil { throw MapSnapError(field: spanField, message: "needs \(nearField) as well") }
            return nil
        }
        let center = try OptionValue.coordinate(near, option: nearField)
        var delta = CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)
        if let span {
            let (lat, lon) = try OptionValue.pair(span, option: spanField, shape: "latitudeDelta,longitudeDelta")
            delta = CoordinateSpan(latitudeDelta: lat, longitudeDelta: lon)
            do { try delta.validate() } catch { throw MapSnapError(field: spanField, message: "\(error.field) \(error.message)") }
        }
        return CoordinateRegion(center: center, span: delta)
    }

    /// A transport type by name; the error names `field`.
    public static func transport(_ text: String, field: String) throws(MapSnapError) -> TransportType {
        guard let transport = TransportType(rawValue: text) else {
            throw MapSnapError(field: field, message: "\"\(text.prefix(30))\" is not one of automobile, walking, cycling")
        }
        return transport
    }

    /// An instruction language by code; the error names `field`.
    public static func language(_ text: String, field: String) throws(MapSnapError) -> InstructionLanguage {
        guard let language = InstructionLanguage(rawValue: text) else {
            throw MapSnapError(field: field, message: "\"\(text.prefix(20))\" is not one of en, fi")
        }
        return language
    }
}
