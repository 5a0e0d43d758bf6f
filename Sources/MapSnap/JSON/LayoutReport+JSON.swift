import Geo
import MapRender
import StrictJSON

extension LayoutReport {
    /// The report as JSON with positions and frames in output pixels (points × `scale`); `labels` only when the base
    /// map placed some.
    public func json(scale: Double, size: Size) -> JSONValue {
        func number(_ value: Double) -> JSONValue { .number((value * scale * 100).rounded() / 100) }
        func point(_ point: Point) -> JSONValue { .object([("x", number(point.x)), ("y", number(point.y))]) }
        func rect(_ rect: Rect?) -> JSONValue {
            guard let rect else { return .null }
            return .object([("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(rect.size.width)), ("height", number(rect.size.height))])
        }
        let clustersByID = Dictionary(uniqueKeysWithValues: clusters.map { ($0.id, $0) })
        let annotationValues: [JSONValue] = annotations.map { entry in
            var pairs: [(String, JSONValue)] = [
                ("index", .number(Double(entry.index))),
                ("title", entry.title.map { JSONValue.string($0) } ?? .null),
                ("position", point(entry.position)),
                ("status", .string(entry.status.rawValue)),
                ("reason", entry.reason.map { JSONValue.string($0) } ?? .null),
                ("frame", rect(entry.frame)),
                ("titleStatus", .string(entry.titleStatus.rawValue)),
                ("titleReason", entry.titleReason.map { JSONValue.string($0) } ?? .null),
                ("titleFrame", rect(entry.titleFrame)),
                ("calloutStatus", .string(entry.calloutStatus.rawValue)),
                ("calloutReason", entry.calloutReason.map { JSONValue.string($0) } ?? .null),
                ("calloutFrame", rect(entry.calloutFrame)),
            ]
            if let id = entry.clusterID, let cluster = clustersByID[id] {
                pairs.append(("cluster", .object([("id", .string(id)), ("count", .number(Double(cluster.count))),
                                                  ("position", point(cluster.position)), ("status", .string(cluster.status.rawValue))])))
            }
            return .object(pairs)
        }
        let clusterValues: [JSONValue] = clusters.map { cluster in
            .object([("id", .string(cluster.id)), ("clusteringIdentifier", .string(cluster.clusteringIdentifier)),
                     ("count", .number(Double(cluster.count))), ("position", point(cluster.position)),
                     ("status", .string(cluster.status.rawValue)), ("frame", rect(cluster.frame)),
                     ("members", .array(cluster.members.map { .number(Double($0)) }))])
        }
        let summaries: [JSONValue] = identifiers.map { summary in
            .object([("clusteringIdentifier", .string(summary.clusteringIdentifier)), ("inputs", .number(Double(summary.inputs))),
                     ("inside", .number(Double(summary.inside))), ("represented", .number(Double(summary.represented)))])
        }
        let labelValues: [JSONValue] = labels.map { label in
            .object([("layer", .string(label.layer)), ("text", label.text.map { JSONValue.string($0) } ?? .null),
                     ("icon", label.icon.map { JSONValue.string($0) } ?? .null), ("frame", rect(label.frame))])
        }
        var pairs: [(String, JSONValue)] = [
            ("scale", .number(scale)),
            ("pixelSize", .object([("width", number((imageSize ?? size).width)), ("height", number((imageSize ?? size).height))])),
            ("annotations", .array(annotationValues)),
            ("clusters", .array(clusterValues)),
            ("clusteringIdentifiers", .array(summaries)),
        ]
        // The bearing of a turned map (a north-up map's report stays as it was).
        if bearing != 0 { pairs.insert(("bearing", .number(bearing)), at: 1) }
        // The base map's placed labels, when it has any (a map without a base map, or a snapshot test's report, has none).
        if !labelValues.isEmpty { pairs.append(("labels", .array(labelValues))) }
        // The scale bar, north arrow and title, when the map has any.
        if !furniture.isEmpty {
            pairs.append(("furniture", .array(furniture.map { entry in
                var fields: [(String, JSONValue)] = [("kind", .string(entry.kind.rawValue)), ("frame", rect(entry.frame)), ("text", .string(entry.text))]
                if !entry.bars.isEmpty {
                    fields.append(("bars", .array(entry.bars.map { bar in
                        .object([("label", .string(bar.label)), ("metres", .number((bar.metres * 1000).rounded() / 1000)),
                                 ("start", point(bar.start)), ("end", point(bar.end))])
                    })))
                }
                if let angle = entry.angle { fields.append(("angle", .number((angle * 100).rounded() / 100))) }
                if !entry.rows.isEmpty { fields.append(("rows", .array(entry.rows.map { .string($0) }))) }
                return .object(fields)
            })))
        }
        return .object(pairs)
    }
}
