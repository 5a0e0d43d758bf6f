import Features
import Synchronization

/// Features already decoded from a prepared file, kept for the process's later renders: a server or batch drawing
/// many maps of one city decodes each feature once instead of once per map. Shared by every thread (one lock per
/// query, decoding outside it) and bounded in estimated bytes (`DecodedFeatureCache`; `--cache-mb` sets the budget),
/// the least recently used going first.
final class DecodedFeatures: Sendable {
    private let entries: Mutex<DecodedFeatureCache<Int, MapFeature>>
    /// What keeping one feature adds beyond the feature (its slot in the hash table: index, record, size and age, at
    /// three-quarters load).
    static let entryBytes = 200
    /// The default budget: 256 MB.
    static let defaultCapacity = 256 << 20

    init(capacity: Int = DecodedFeatures.defaultCapacity) {
        entries = Mutex(DecodedFeatureCache(capacity: capacity))
    }

    /// The features kept now: how many, their estimated bytes and the budget.
    var kept: (count: Int, bytes: Int, capacity: Int) { entries.withLock { ($0.count, $0.bytes, $0.capacity) } }

    /// Changes the budget (dropping the least recently used features when it shrank).
    func setCapacity(_ bytes: Int) {
        if entries.withLock({ $0.setCapacity(bytes) }) { Allocator.returnFreedMemory() }
    }

    /// The features at `indices`, in order, decoding (with `decode`) those not seen before; damaged ones are left out.
    func features(at indices: [Int], decode: (Int) -> MapFeature?) -> [MapFeature] {
        var found = [MapFeature?](repeating: nil, count: indices.count)
        var missing: [Int] = []
        entries.withLock { cache in
            for (position, index) in indices.enumerated() {
                if let feature = cache.get(index) { found[position] = feature } else { missing.append(position) }
            }
        }
        guard !missing.isEmpty else { return found.compactMap { $0 } }
        var decoded: [(Int, MapFeature)] = []
        for position in missing {
            guard let feature = decode(indices[position]) else { continue }
            found[position] = feature
            decoded.append((indices[position], feature))
        }
        let evicted = entries.withLock { cache in
            decoded.reduce(false) { evicted, entry in cache.put(entry.0, entry.1, size: entry.1.estimatedBytes + DecodedFeatures.entryBytes) || evicted }
        }
        if evicted { Allocator.returnFreedMemory() }
        return found.compactMap { $0 }
    }
}
