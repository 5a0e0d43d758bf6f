import Features
import Geo
import Testing

/// A feature of `points` points and `attributes` attributes (its estimated size grows with both).
private func feature(points: Int, attributes: Int) -> MapFeature {
    let line = (0..<max(2, points)).map { MapPoint(x: Double($0), y: 0) }
    let tags = Dictionary(uniqueKeysWithValues: (0..<attributes).map { ("key\($0)", "value") })
    return MapFeature(layer: "transportation", attributes: tags, geometry: .line(line), osmID: 1)
}

/// Over generated sequences of puts, gets and budget changes, the cache never holds more than its budget, its byte
/// count is the sum of what it keeps, an entry larger than the budget is refused without evicting anything, and the
/// entry just used survives the next eviction while an older one goes first.
@Test func decodedFeaturesStayWithinTheirBudget() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
        let capacity = Int.random(in: 0...20_000, using: &generator)
        var cache = DecodedFeatureCache<Int, MapFeature>(capacity: capacity)
        for _ in 0..<300 {
            let key = Int.random(in: 0..<60, using: &generator)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0:
                cache.setCapacity(Int.random(in: 0...20_000, using: &generator))
            case 1...4:
                _ = cache.get(key)
            default:
                let value = feature(points: Int.random(in: 0...400, using: &generator), attributes: Int.random(in: 0...8, using: &generator))
                let before = (count: cache.count, bytes: cache.bytes)
                cache.put(key, value, size: value.estimatedBytes)
                if value.estimatedBytes > cache.capacity {
                    #expect(cache.count == before.count && cache.bytes == before.bytes, "an entry over the budget evicted something")
                } else {
                    #expect(cache.get(key)?.geometry.pointCount == value.geometry.pointCount, "the entry just put is kept")
                }
            }
            #expect(cache.bytes <= cache.capacity, "\(cache.bytes) bytes kept over a budget of \(cache.capacity)")
            #expect(cache.bytes >= 0 && (cache.count == 0) == (cache.bytes == 0))
        }
    }
}

@Test func theLeastRecentlyUsedFeatureGoesFirst() {
    let small = feature(points: 10, attributes: 1)
    var cache = DecodedFeatureCache<Int, MapFeature>(capacity: small.estimatedBytes * 4)
    for key in 0..<4 { cache.put(key, small, size: small.estimatedBytes) }
    #expect(cache.count == 4)
    _ = cache.get(0)  // 0 is now the most recent; 1 the least
    cache.put(4, small, size: small.estimatedBytes)
    #expect(cache.get(0) != nil, "the feature just used was evicted")
    #expect(cache.get(1) == nil, "the least recently used feature was kept")
    #expect(cache.get(4) != nil)
    cache.setCapacity(0)
    #expect(cache.count == 0 && cache.bytes == 0)
}

@Test func aFeaturesEstimateGrowsWithItsPointsAndAttributes() {
    #expect(feature(points: 100, attributes: 2).estimatedBytes > feature(points: 10, attributes: 2).estimatedBytes)
    #expect(feature(points: 10, attributes: 5).estimatedBytes > feature(points: 10, attributes: 2).estimatedBytes)
}
