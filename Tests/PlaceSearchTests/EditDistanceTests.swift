import Testing
@testable import PlaceSearch

@Test func editDistanceCountsTranspositionsOnce() {
    #expect(EditDistance.distance(Array("kiasma"), Array("kiazma"), bound: 2) == 1)
    #expect(EditDistance.distance(Array("puisto"), Array("puisot"), bound: 2) == 1)
    #expect(EditDistance.distance(Array("stockmann"), Array("stokman"), bound: 2) == 2)
    #expect(EditDistance.distance(Array("abc"), Array("xyz"), bound: 1) == 2)
    #expect(EditDistance.allowedEdits(forLength: 3) == 0 && EditDistance.allowedEdits(forLength: 4) == 1 && EditDistance.allowedEdits(forLength: 8) == 2)
}
