/// Google's encoded polyline algorithm format, at precision 5 (Google) or 6 (OSRM, Valhalla).
public enum PolylineCodec {
    /// Encodes coordinates; `precision` is the number of decimal digits kept.
    public static func encode(_ coordinates: [Coordinate], precision: Int = 5) -> String {
        let factor = power10(precision)
        var output = ""
        var previousLatitude = 0, previousLongitude = 0
        for coordinate in coordinates {
            let latitude = Int((coordinate.latitude * factor).rounded())
            let longitude = Int((coordinate.longitude * factor).rounded())
            appendValue(latitude - previousLatitude, to: &output)
            appendValue(longitude - previousLongitude, to: &output)
            previousLatitude = latitude
            previousLongitude = longitude
        }
        return output
    }

    /// Decodes an encoded polyline, throwing on characters outside the format or a cut-off value.
    public static func decode(_ encoded: String, precision: Int = 5) throws(MapSnapError) -> [Coordinate] {
        let factor = power10(precision)
        let bytes = Array(encoded.utf8)
        var index = 0
        var latitude = 0, longitude = 0
        var result: [Coordinate] = []
        func nextValue() throws(MapSnapError) -> Int {
            var shift = 0, accumulated = 0
            while true {
                guard index < bytes.count else {
                    throw MapSnapError(field: "polyline", message: "\"\(short(encoded))\" ends in the middle of a value")
                }
                let byte = Int(bytes[index]) - 63
                guard byte >= 0, byte < 64, shift <= 60 else {
                    throw MapSnapError(field: "polyline", message: "\"\(short(encoded))\" has an invalid character at offset \(index)")
                }
                index += 1
                accumulated |= (byte & 0x1F) << shift
                shift += 5
                if byte < 0x20 { break }
            }
            return (accumulated & 1) != 0 ? ~(accumulated >> 1) : accumulated >> 1
        }
        while index < bytes.count {
            latitude += try nextValue()
            longitude += try nextValue()
            result.append(Coordinate(latitude: Double(latitude) / factor, longitude: Double(longitude) / factor))
        }
        return result
    }

    private static func appendValue(_ value: Int, to output: inout String) {
        var remaining = value < 0 ? ~(value << 1) : value << 1
        while remaining >= 0x20 {
            output.unicodeScalars.append(Unicode.Scalar(UInt8((0x20 | (remaining & 0x1F)) + 63)))
            remaining >>= 5
        }
        output.unicodeScalars.append(Unicode.Scalar(UInt8(remaining + 63)))
    }

    private static func power10(_ exponent: Int) -> Double {
        (0..<max(0, exponent)).reduce(1.0) { value, _ in value * 10 }
    }

    private static func short(_ text: String) -> String {
        text.count > 24 ? String(text.prefix(24)) + "…" : text
    }
}
