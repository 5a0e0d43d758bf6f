/// A min-heap of (priority, value) pairs, written here for the route search.
struct BinaryHeap {
    private var keys: [Double] = []
    private var values: [Int32] = []

    var isEmpty: Bool { keys.isEmpty }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    mutating func push(_ key: Double, _ value: Int32) {
        keys.append(key)
        values.append(value)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard keys[child] < keys[parent] else { break }
            keys.swapAt(child, parent)
            values.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (key: Double, value: Int32)? {
        guard let firstKey = keys.first, let firstValue = values.first else { return nil }
        let lastKey = keys.removeLast(), lastValue = values.removeLast()
        if !keys.isEmpty {
            keys[0] = lastKey
            values[0] = lastValue
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < keys.count, keys[left] < keys[smallest] { smallest = left }
                if right < keys.count, keys[right] < keys[smallest] { smallest = right }
                guard smallest != parent else { break }
                keys.swapAt(parent, smallest)
                values.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return (firstKey, firstValue)
    }
}
