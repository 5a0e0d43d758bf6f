import Testing
@testable import Routing

@Test func heapPopsInPriorityOrder() {
    var heap = BinaryHeap()
    for (key, value) in [(5.0, 1), (1.0, 2), (3.0, 3), (4.0, 4), (2.0, 5), (0.5, 6)] { heap.push(key, Int32(value)) }
    var keys: [Double] = []
    while let (key, _) = heap.pop() { keys.append(key) }
    #expect(keys == [0.5, 1, 2, 3, 4, 5])
    #expect(heap.isEmpty)
}
