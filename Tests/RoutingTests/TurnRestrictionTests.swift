import Testing
@testable import OSM
@testable import Routing

private func relation(_ tags: Tags, members: [OSMMember]) -> OSMRelation {
    OSMRelation(id: 1, members: members, tags: tags)
}

private let fullMembers = [OSMMember(kind: .way, ref: 100, role: "from"), OSMMember(kind: .node, ref: 7, role: "via"),
                           OSMMember(kind: .way, ref: 200, role: "to")]
private let nodeIndex: [Int64: Int32] = [7: 3]
private let wayIndex: [Int64: Int32] = [100: 0, 200: 1]

@Test func noAndOnlyRestrictionsAreReadByViaNode() throws {
    let no = TurnRestriction.read([relation(["type": "restriction", "restriction": "no_left_turn"], members: fullMembers)], transport: .automobile,
                                  nodeIndex: nodeIndex, wayIndex: wayIndex)
    let rule = try #require(no[3]?.first)
    #expect(rule.fromWay == 0 && rule.toWay == 1 && !rule.isOnly)
    let only = TurnRestriction.read([relation(["type": "restriction", "restriction:motorcar": "only_straight_on"], members: fullMembers)], transport: .automobile,
                                    nodeIndex: nodeIndex, wayIndex: wayIndex)
    #expect(only[3]?.first?.isOnly == true)
}

@Test func restrictionsThatDoNotApplyToCarsOrAreIncompleteAreSkipped() {
    let ignored = [
        relation(["type": "restriction", "restriction": "no_u_turn", "except": "bicycle;motorcar"], members: fullMembers),
        relation(["type": "multipolygon", "restriction": "no_left_turn"], members: fullMembers),
        relation(["type": "restriction", "restriction": "give_way"], members: fullMembers),
        relation(["type": "restriction", "restriction": "no_left_turn"], members: Array(fullMembers.dropLast())),
        relation(["type": "restriction", "restriction": "no_left_turn"],  // via a way: not supported, skipped
                 members: [fullMembers[0], OSMMember(kind: .way, ref: 300, role: "via"), fullMembers[2]]),
        relation(["type": "restriction", "restriction": "no_left_turn"],  // a way outside the graph
                 members: [OSMMember(kind: .way, ref: 999, role: "from"), fullMembers[1], fullMembers[2]]),
    ]
    #expect(TurnRestriction.read(ignored, transport: .automobile, nodeIndex: nodeIndex, wayIndex: wayIndex).isEmpty)
}

@Test func bicyclesFollowGeneralAndBicycleRestrictionsAndWalkersNone() {
    let general = [relation(["type": "restriction", "restriction": "no_left_turn"], members: fullMembers)]
    #expect(TurnRestriction.read(general, transport: .cycling, nodeIndex: nodeIndex, wayIndex: wayIndex)[3]?.count == 1)
    #expect(TurnRestriction.read(general, transport: .walking, nodeIndex: nodeIndex, wayIndex: wayIndex).isEmpty)
    let exceptBicycles = [relation(["type": "restriction", "restriction": "no_left_turn", "except": "bicycle"], members: fullMembers)]
    #expect(TurnRestriction.read(exceptBicycles, transport: .cycling, nodeIndex: nodeIndex, wayIndex: wayIndex).isEmpty)
    #expect(TurnRestriction.read(exceptBicycles, transport: .automobile, nodeIndex: nodeIndex, wayIndex: wayIndex)[3]?.count == 1)
    let bicycleOnly = [relation(["type": "restriction", "restriction:bicycle": "only_straight_on"], members: fullMembers)]
    #expect(TurnRestriction.read(bicycleOnly, transport: .cycling, nodeIndex: nodeIndex, wayIndex: wayIndex)[3]?.first?.isOnly == true)
    #expect(TurnRestriction.read(bicycleOnly, transport: .automobile, nodeIndex: nodeIndex, wayIndex: wayIndex).isEmpty)
}
