import Features
import Synchronization

/// Features already decoded from a prepared file, kept for the process's later renders: a server or batch drawing
/// many maps of one city decodes each feature once instead of once per map. Shared by every thread (one lock per
/// query, decoding outside it) and emptied when it holds more than `capacity` features.
final class DecodedFeatures: Sendable {
    private let entries = Mutex<[Int: MapFeature]>([:])
    /// Features kept before the cache starts over (a few hundred bytes to a few kilobytes each).
    static let capacity = 100_000

    /// The features at `indices`, in order, decoding (with `decode`) those not seen before; damaged ones are left out.
    func features(at indices: [Int], decode: (Int) -> MapFeature?) -> [MapFeature] {
        var found = [MapFeature?](repeating: nil, count: indices.count)
        var missing: [Int] = []
        entries.withLock { cache in
            for (position, index) in indices.enumerated() {
                if let feature = cache[index] { found[position] = feature } else { missing.append(position) }
            }
        }
        guard !missing.isEmpty else { return found.compactMap { $0 } }
        var decoded: [(Int, MapFeature)] = []
        for position in missing {
            guard let feature = decode(indices[position]) else { continue }
            found[position] = feature
            decoded.append((indices[position], feature))
        }
        entries.withLock { cache in
            if cache.count + decoded.count > DecodedFeatures.capacity { cache.removeAll() }
            for (index, feature) in decoded { cache[index] = feature }
        }
        return found.compactMap { $0 }
    }
}
