import Features

/// Features already decoded from a prepared file, kept for the process's later renders: a server or batch drawing
/// many maps of one city decodes each feature once instead of once per map. Shared by every thread (one lock per
/// query, decoding outside it) and bounded in estimated bytes (`DecodedFeatureCache`; `--cache-mb` sets the budget),
/// the least recently used going first.
final class DecodedFeatures: Sendable {
    private let cache: SharedDecodedFeatureCache<Int, MapFeature>
    /// What keeping one feature adds beyond the feature (its slot in the hash table: index, record, size and age, at
    /// three-quarters load).
    static let entryBytes = 200

    init(capacity: Int = DecodedFeatureCache<Int, MapFeature>.defaultCapacity) {
        cache = SharedDecodedFeatureCache(capacity: capacity)
    }

    /// The features kept now: how many, their estimated bytes and the budget.
    var kept: (count: Int, bytes: Int, capacity: Int) { cache.kept }

    /// Changes the budget (dropping the least recently used features when it shrank).
    func setCapacity(_ bytes: Int) {
        cache.setCapacity(bytes)
    }

    /// The features at `indices`, in order, decoding (with `decode`) those not seen before; damaged ones are left out.
    func features(at indices: [Int], decode: (Int) -> MapFeature?) -> [MapFeature] {
        var found = cache.values(for: indices)
        var decoded: [(key: Int, value: MapFeature, size: Int)] = []
        for position in found.indices where found[position] == nil {
            guard let feature = decode(indices[position]) else { continue }
            found[position] = feature
            decoded.append((indices[position], feature, feature.estimatedBytes + DecodedFeatures.entryBytes))
        }
        if !decoded.isEmpty { cache.keep(decoded) }
        return found.compactMap { $0 }
    }
}
