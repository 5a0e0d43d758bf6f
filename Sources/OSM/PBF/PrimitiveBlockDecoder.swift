import WireFormats
/// Decodes a PrimitiveBlock: string table, coordinate granularity and offsets, then its groups of
/// nodes, dense nodes, ways and relations.
enum PrimitiveBlockDecoder {
    struct Context {
        var strings: [String] = []
        var granularity: Int64 = 100
        var latitudeOffset: Int64 = 0
        var longitudeOffset: Int64 = 0

        func string(_ index: UInt64) throws(WireFormatError) -> String {
            guard index < UInt64(strings.count) else { throw WireFormatError("string index \(index) is outside the block's table of \(strings.count)") }
            return strings[Int(index)]
        }

        /// Degrees from a stored coordinate: offset + granularity × value nanodegrees, with overflow an error.
        func degrees(_ value: Int64, offset: Int64) throws(WireFormatError) -> Double {
            let (scaled, overflow) = granularity.multipliedReportingOverflow(by: value)
            let (sum, overflowSum) = offset.addingReportingOverflow(scaled)
            guard !overflow, !overflowSum else {
                throw WireFormatError("coordinate \(value) × granularity \(granularity) + offset \(offset) does not fit in 64 bits")
            }
            return Double(sum) * 1e-9
        }

        func tags(keys: [UInt64], values: [UInt64]) throws(WireFormatError) -> Tags {
            guard keys.count == values.count else { throw WireFormatError("an element has \(keys.count) tag keys but \(values.count) values") }
            var tags = Tags(minimumCapacity: keys.count)
            for (key, value) in zip(keys, values) { tags[try string(key)] = try string(value) }
            return tags
        }
    }

    static func decode(_ reader: ProtobufReader, relations filter: RelationFilter = .all, into data: inout OSMData) throws(WireFormatError) {
        var reader = reader
        var context = Context()
        var groups: [Range<Int>] = []
        while !reader.isAtEnd {
            let field = try reader.nextField()
            switch (field.number, field.wireType) {
            case (1, .lengthDelimited):
                var table = reader.reader(try reader.lengthDelimited())
                while !table.isAtEnd {
                    let entry = try table.nextField()
                    if entry.number == 1, entry.wireType == .lengthDelimited {
                        context.strings.append(table.string(try table.lengthDelimited()))
                    } else {
                        try table.skip(entry.wireType)
                    }
                }
            case (2, .lengthDelimited): groups.append(try reader.lengthDelimited())
            case (17, .varint): context.granularity = try reader.int64()
            case (19, .varint): context.latitudeOffset = try reader.int64()
            case (20, .varint): context.longitudeOffset = try reader.int64()
            default: try reader.skip(field.wireType)
            }
        }
        for group in groups {
            var groupReader = reader.reader(group)
            while !groupReader.isAtEnd {
                let field = try groupReader.nextField()
                guard field.wireType == .lengthDelimited else { try groupReader.skip(field.wireType); continue }
                let range = try groupReader.lengthDelimited()
                switch field.number {
                case 1: try node(groupReader.reader(range), context: context, into: &data)
                case 2: try denseNodes(groupReader.reader(range), context: context, into: &data)
                case 3: data.ways.append(try way(groupReader.reader(range), context: context))
                case 4: if let relation = try relation(groupReader.reader(range), context: context, filter: filter) { data.relations.append(relation) }
                default: break
                }
            }
        }
    }

    private static func node(_ reader: ProtobufReader, context: Context, into data: inout OSMData) throws(WireFormatError) {
        var reader = reader
        var id: Int64 = 0, latitude: Int64 = 0, longitude: Int64 = 0
        var keys: [UInt64] = [], values: [UInt64] = []
        while !reader.isAtEnd {
            let field = try reader.nextField()
            switch (field.number, field.wireType) {
            case (1, .varint): id = try reader.signedVarint()
            case (2, .lengthDelimited): keys = try reader.packedVarints(try reader.lengthDelimited())
            case (3, .lengthDelimited): values = try reader.packedVarints(try reader.lengthDelimited())
            case (8, .varint): latitude = try reader.signedVarint()
            case (9, .varint): longitude = try reader.signedVarint()
            default: try reader.skip(field.wireType)
            }
        }
        try add(id: id, latitude: try context.degrees(latitude, offset: context.latitudeOffset),
                longitude: try context.degrees(longitude, offset: context.longitudeOffset),
                tags: try context.tags(keys: keys, values: values), into: &data)
    }

    private static func denseNodes(_ reader: ProtobufReader, context: Context, into data: inout OSMData) throws(WireFormatError) {
        var reader = reader
        var ids: [Int64] = [], latitudes: [Int64] = [], longitudes: [Int64] = [], keysValues: [UInt64] = []
        while !reader.isAtEnd {
            let field = try reader.nextField()
            guard field.wireType == .lengthDelimited else { try reader.skip(field.wireType); continue }
            let range = try reader.lengthDelimited()
            switch field.number {
            case 1: ids = try reader.packedSignedVarints(range)
            case 8: latitudes = try reader.packedSignedVarints(range)
            case 9: longitudes = try reader.packedSignedVarints(range)
            case 10: keysValues = try reader.packedVarints(range)
            default: break
            }
        }
        guard ids.count == latitudes.count, ids.count == longitudes.count else {
            throw WireFormatError("dense nodes have \(ids.count) ids but \(latitudes.count) latitudes and \(longitudes.count) longitudes")
        }
        var id: Int64 = 0, latitude: Int64 = 0, longitude: Int64 = 0
        var tagIndex = 0
        for index in ids.indices {
            id &+= ids[index]
            latitude &+= latitudes[index]
            longitude &+= longitudes[index]
            var tags = Tags()
            if !keysValues.isEmpty {
                while tagIndex < keysValues.count, keysValues[tagIndex] != 0 {
                    guard tagIndex + 1 < keysValues.count else { throw WireFormatError("dense node tags end in the middle of a pair") }
                    tags[try context.string(keysValues[tagIndex])] = try context.string(keysValues[tagIndex + 1])
                    tagIndex += 2
                }
                tagIndex += 1
            }
            try add(id: id, latitude: try context.degrees(latitude, offset: context.latitudeOffset),
                    longitude: try context.degrees(longitude, offset: context.longitudeOffset), tags: tags, into: &data)
        }
    }

    private static func add(id: Int64, latitude: Double, longitude: Double, tags: Tags, into data: inout OSMData) throws(WireFormatError) {
        guard abs(latitude) <= 90, abs(longitude) <= 180 else {
            throw WireFormatError("node \(id) lies at \(latitude),\(longitude), outside the globe")
        }
        data.locations.append(id: id, latitude: latitude, longitude: longitude)
        if !tags.isEmpty {
            data.nodes.append(OSMNode(id: id, coordinate: .init(latitude: latitude, longitude: longitude), tags: tags))
        }
    }

    private static func way(_ reader: ProtobufReader, context: Context) throws(WireFormatError) -> OSMWay {
        var reader = reader
        var id: Int64 = 0
        var keys: [UInt64] = [], values: [UInt64] = [], refs: [Int64] = []
        while !reader.isAtEnd {
            let field = try reader.nextField()
            switch (field.number, field.wireType) {
            case (1, .varint): id = try reader.int64()
            case (2, .lengthDelimited): keys = try reader.packedVarints(try reader.lengthDelimited())
            case (3, .lengthDelimited): values = try reader.packedVarints(try reader.lengthDelimited())
            case (8, .lengthDelimited): refs = try reader.packedSignedVarints(try reader.lengthDelimited())
            default: try reader.skip(field.wireType)
            }
        }
        return OSMWay(id: id, nodeIDs: ProtobufReader.deltaDecoded(refs), tags: try context.tags(keys: keys, values: values))
    }

    /// The relation, or nil when `filter` leaves it out (its members are then not decoded).
    private static func relation(_ reader: ProtobufReader, context: Context, filter: RelationFilter) throws(WireFormatError) -> OSMRelation? {
        var reader = reader
        var id: Int64 = 0
        var keys: [UInt64] = [], values: [UInt64] = []
        var roleRange: Range<Int>?, memberRange: Range<Int>?, typeRange: Range<Int>?
        while !reader.isAtEnd {
            let field = try reader.nextField()
            switch (field.number, field.wireType) {
            case (1, .varint): id = try reader.int64()
            case (2, .lengthDelimited): keys = try reader.packedVarints(try reader.lengthDelimited())
            case (3, .lengthDelimited): values = try reader.packedVarints(try reader.lengthDelimited())
            case (8, .lengthDelimited): roleRange = try reader.lengthDelimited()
            case (9, .lengthDelimited): memberRange = try reader.lengthDelimited()
            case (10, .lengthDelimited): typeRange = try reader.lengthDelimited()
            default: try reader.skip(field.wireType)
            }
        }
        let tags = try context.tags(keys: keys, values: values)
        guard filter.keeps(tags) else { return nil }
        let roles = try roleRange.map { (range) throws(WireFormatError) in try reader.packedVarints(range) } ?? []
        let memberIDs = try memberRange.map { (range) throws(WireFormatError) in try reader.packedSignedVarints(range) } ?? []
        let types = try typeRange.map { (range) throws(WireFormatError) in try reader.packedVarints(range) } ?? []
        guard roles.count == memberIDs.count, types.count == memberIDs.count else {
            throw WireFormatError("relation \(id) has \(memberIDs.count) members but \(roles.count) roles and \(types.count) types")
        }
        let refs = ProtobufReader.deltaDecoded(memberIDs)
        var members: [OSMMember] = []
        members.reserveCapacity(refs.count)
        for index in refs.indices {
            guard types[index] <= 2, let kind = OSMMember.Kind(rawValue: Int(types[index])) else {
                throw WireFormatError("relation \(id) has a member of unknown type \(types[index])")
            }
            members.append(OSMMember(kind: kind, ref: refs[index], role: try context.string(roles[index])))
        }
        return OSMRelation(id: id, members: members, tags: tags)
    }
}
