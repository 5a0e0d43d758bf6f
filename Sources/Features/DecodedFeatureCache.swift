import Synchronization

/// Decoded features kept between maps, up to `capacity` estimated bytes (`MapFeature.estimatedBytes`): when a new
/// entry would pass it, the least recently used entries are dropped until a quarter of the budget is free. One value
/// type for every such cache (a tile file's decoded tiles, a prepared file's decoded features); not thread-safe by
/// itself: `SharedDecodedFeatureCache` keeps it behind a lock for the threads of a run.
public struct DecodedFeatureCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most estimated bytes kept.
    public private(set) var capacity: Int
    private var entries: [Key: (value: Value, bytes: Int, age: Int)] = [:]
    private var clock = 0
    /// The estimated bytes of the entries kept.
    public private(set) var bytes = 0

    /// The budget a run's caches get unless told otherwise (`--cache-mb`): 256 MB.
    public static var defaultCapacity: Int { 256 << 20 }

    /// An empty cache keeping up to `capacity` estimated bytes.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// How many entries are kept.
    public var count: Int { entries.count }

    /// The entry for `key`, marked as used now; nil when it is not kept.
    public mutating func get(_ key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        clock += 1
        entries.values[index].age = clock
        return entries.values[index].value
    }

    /// Keeps `value` (estimated at `size` bytes) for `key`; true when older entries were dropped to make room (then the
    /// owner hands the freed memory back outside its lock: `SharedDecodedFeatureCache` does). A value larger than the whole
    /// budget is not kept, and evicts nothing.
    @discardableResult
    public mutating func put(_ key: Key, _ value: Value, size: Int) -> Bool {
        guard size <= capacity else { return false }
        if let replaced = entries[key] {
            bytes -= replaced.bytes
            entries[key] = nil
        }
        let evicting = bytes + size > capacity
        if evicting { evict(downTo: capacity - capacity / 4 - size) }
        clock += 1
        entries[key] = (value, size, clock)
        bytes += size
        return evicting
    }

    /// Changes the budget, dropping the least recently used entries when it shrank below what is kept (true then).
    @discardableResult
    public mutating func setCapacity(_ newCapacity: Int) -> Bool {
        capacity = max(0, newCapacity)
        guard bytes > capacity else { return false }
        evict(downTo: capacity)
        return true
    }

    /// Drops the least recently used entries until at most `target` bytes are kept, in place. Only keys and ages are
    /// copied and sorted, not the entries: a copy of a full cache's entries would cost as much memory again, just when
    /// the cache is at its largest.
    private mutating func evict(downTo target: Int) {
        guard bytes > target else { return }
        var ages: [(age: Int, key: Key)] = []
        ages.reserveCapacity(entries.count)
        for (key, entry) in entries { ages.append((entry.age, key)) }
        ages.sort { $0.age < $1.age }
        for (_, key) in ages where bytes > target {
            if let removed = entries.removeValue(forKey: key) { bytes -= removed.bytes }
        }
    }
}

/// A `DecodedFeatureCache` shared by a run's threads: one lock around it, and the memory an eviction frees handed back
/// to the system after the lock is released (`Allocator.returnFreedMemory`).
public final class SharedDecodedFeatureCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let cache: Mutex<DecodedFeatureCache<Key, Value>>

    /// An empty cache keeping up to `capacity` estimated bytes.
    public init(capacity: Int) {
        cache = Mutex(DecodedFeatureCache(capacity: capacity))
    }

    /// What is kept now: how many entries, their estimated bytes and the budget.
    public var kept: (count: Int, bytes: Int, capacity: Int) { cache.withLock { ($0.count, $0.bytes, $0.capacity) } }

    /// The entries for `keys`, in order (nil where not kept), read under one lock.
    public func values(for keys: [Key]) -> [Value?] {
        cache.withLock { cache in keys.map { cache.get($0) } }
    }

    /// Keeps each value with its estimated size, under one lock.
    public func keep(_ entries: [(key: Key, value: Value, size: Int)]) {
        let evicted = cache.withLock { cache in entries.reduce(false) { cache.put($1.key, $1.value, size: $1.size) || $0 } }
        if evicted { Allocator.returnFreedMemory() }
    }

    /// Changes the budget, dropping the least recently used entries when it shrank.
    public func setCapacity(_ bytes: Int) {
        if cache.withLock({ $0.setCapacity(bytes) }) { Allocator.returnFreedMemory() }
    }
}

extension MapFeature {
    /// An estimate of the memory a decoded feature holds, what decoded-feature caches count against their budgets: the
    /// record itself (128 bytes), its points (16 bytes each, in one array per line or ring: 48 bytes of array header and
    /// allocation each) and its attributes (a hash table of 64 bytes per attribute at three-quarters load, plus its
    /// header; the strings are shared with the file's string table). Checked against the allocator on the 8 × 8 grid: it
    /// is above the live bytes the kept features hold (88 MB estimated for 51 MB live, 400 thumbnails in one thread), the
    /// rest paying for the cache's hash table and the heap's fragmentation, so that `--cache-mb N` bounds how much the
    /// process grows (`serve --cache-mb 64`: 57–61 MB over `--cache-mb 0`'s peak; Docs/benchmarks.md).
    public var estimatedBytes: Int {
        let arrays: Int
        switch geometry {
        case .point: arrays = 0
        case .line: arrays = 1
        case .polygon(let rings): arrays = 1 + rings.count
        }
        return 128 + 48 * arrays + 16 * geometry.pointCount + (attributes.isEmpty ? 0 : 80 + 64 * attributes.count)
    }
}
