import BinaryData
import Testing
import TestSupport
@testable import Routing

// The checks a graph's columns pass when a prepared file is opened (branch-free passes over the bits), against the
// plain rules they stand for, over edge values and many random columns.

@Test func costsAreFiniteAndNotNegative() {
    let good: [Float] = [0, -0.0, 1, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-30, 12_345.5]
    let bad: [Float] = [-1, -.leastNonzeroMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN]
    #expect(RoadGraph.allCosts(Column(good)))
    #expect(RoadGraph.allCosts(Column([])))
    for value in bad {
        #expect(!RoadGraph.allCosts(Column(good + [value])), "\(value)")
        #expect(!RoadGraph.allCosts(Column([value])), "\(value)")
    }
    var generator = SeededGenerator(seed: 21)
    for _ in 0..<500 {
        let values = (0..<Int.random(in: 1...40, using: &generator)).map { _ in Float(bitPattern: UInt32.random(in: 0...UInt32.max, using: &generator)) }
        #expect(RoadGraph.allCosts(Column(values)) == values.allSatisfy { $0.isFinite && $0 >= 0 })
    }
}

@Test func indicesAreBelowTheirBound() {
    #expect(RoadGraph.allIn(Column([0, 4, 2]), below: 5))
    #expect(!RoadGraph.allIn(Column([0, 5, 2]), below: 5))
    #expect(!RoadGraph.allIn(Column([-1, 2]), below: 5))
    #expect(!RoadGraph.allIn(Column([Int32.min]), below: 5))
    #expect(RoadGraph.allIn(Column([]), below: 0))
    #expect(!RoadGraph.allIn(Column([0]), below: 0))
    var generator = SeededGenerator(seed: 22)
    for _ in 0..<500 {
        let bound = Int.random(in: 0...50, using: &generator)
        let values = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int32.random(in: -3...52, using: &generator) }
        #expect(RoadGraph.allIn(Column(values), below: bound) == values.allSatisfy { $0 >= 0 && Int($0) < bound })
    }
}

@Test func firstEdgesNeverFall() {
    #expect(RoadGraph.edgeRangesValid(Column([0, 2, 2, 5]), edgeCount: 5))
    #expect(!RoadGraph.edgeRangesValid(Column([0, 3, 2, 5]), edgeCount: 5))
    #expect(!RoadGraph.edgeRangesValid(Column([1, 2, 5]), edgeCount: 5))
    #expect(!RoadGraph.edgeRangesValid(Column([0, 2, 4]), edgeCount: 5))
    #expect(!RoadGraph.edgeRangesValid(Column([]), edgeCount: 0))
    var generator = SeededGenerator(seed: 23)
    for _ in 0..<500 {
        let values = [Int32(0)] + (0..<Int.random(in: 0...20, using: &generator)).map { _ in Int32.random(in: 0...10, using: &generator) }
        let rises = zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
        #expect(RoadGraph.edgeRangesValid(Column(values), edgeCount: Int(values.last ?? 0)) == rises)
    }
}

@Test func positionsAreOnTheGlobe() {
    #expect(RoadGraph.onTheGlobe(Column([900_000_000, -1_800_000_000, -900_000_000, 1_800_000_000])))
    #expect(!RoadGraph.onTheGlobe(Column([900_000_001, 0])))
    #expect(!RoadGraph.onTheGlobe(Column([0, -1_800_000_001])))
    #expect(!RoadGraph.onTheGlobe(Column([Int32.min, 0])))
    #expect(!RoadGraph.onTheGlobe(Column([0, Int32.max])))
    #expect(RoadGraph.onTheGlobe(Column([])))
    var generator = SeededGenerator(seed: 24)
    for _ in 0..<500 {
        let values = (0..<Int.random(in: 0...10, using: &generator) * 2).map { _ in Int32.random(in: Int32.min...Int32.max, using: &generator) / Int32.random(in: 1...3, using: &generator) }
        let expected = stride(from: 0, to: values.count, by: 2).allSatisfy { abs(Int64(values[$0])) <= 900_000_000 && abs(Int64(values[$0 + 1])) <= 1_800_000_000 }
        #expect(RoadGraph.onTheGlobe(Column(values)) == expected)
    }
}
