/// An extract's relations, packed: ids, one array of all members (kind, id and role as a numbered string), and
/// tags as numbered strings (made into `OSMRelation`s when read).
public struct OSMRelations: RandomAccessCollection, Sendable {
    private var ids: [Int64] = []
    private var memberStarts: [Int] = [0]
    private var memberRefs: [Int64] = []
    private var memberKinds: [OSMMember.Kind] = []
    private var memberRoles: [UInt32] = []
    private var tags = ElementTags()

    /// No relations.
    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { ids.count }

    /// The relation at `index`.
    public subscript(index: Int) -> OSMRelation {
        let range = memberStarts[index]..<memberStarts[index + 1]
        return OSMRelation(id: ids[index], members: range.map { OSMMember(kind: memberKinds[$0], ref: memberRefs[$0], role: tags.string(memberRoles[$0])) },
                           tags: tags.tags(index))
    }

    /// Adds a relation.
    public mutating func append(_ relation: OSMRelation) {
        ids.append(relation.id)
        for member in relation.members {
            memberRefs.append(member.ref)
            memberKinds.append(member.kind)
            memberRoles.append(tags.number(member.role))
        }
        memberStarts.append(memberRefs.count)
        tags.append(relation.tags)
    }

    /// Adds the relations of `other` after these.
    mutating func append(contentsOf other: OSMRelations) {
        ids.append(contentsOf: other.ids)
        let base = memberRefs.count
        memberRefs.append(contentsOf: other.memberRefs)
        memberKinds.append(contentsOf: other.memberKinds)
        memberStarts.appendStarts(of: other.memberStarts, after: base)
        let renumbered = tags.append(other.tags)
        memberRoles.append(contentsOf: other.memberRoles.lazy.map { renumbered[Int($0)] })
    }
}
