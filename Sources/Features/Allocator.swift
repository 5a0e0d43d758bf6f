import CMalloc

/// The C allocator's controls that a long-running process of many maps needs (glibc's `mallopt`, `malloc_trim`).
///
/// glibc gives threads their own heaps (up to eight per core), and a heap keeps what is freed in it for its own
/// threads. Decoded features that a cache keeps across requests are made on whichever thread drew the map, so with
/// many heaps a cache that drops its oldest quarter frees memory scattered over all of them, and the process keeps it.
/// Measured on `serve --cache-mb 64` over the 8 × 8 grid (thumbnails, 8 clients): 238 MB of anonymous memory with the
/// default heaps, 161 MB with one heap per core, against 76 MB with `--cache-mb 16`.
public enum Allocator {
    /// Lets the allocator make at most `count` heaps: call once at start-up, before threads are made (`serve`,
    /// `batch`: one per core).
    public static func limitHeaps(to count: Int) {
        _ = mallopt(M_ARENA_MAX, Int32(clamping: max(1, count)))
    }

    /// Serves every block of `bytes` or more with its own mapping, given back to the system when freed. glibc's
    /// default raises that threshold to the largest block freed so far, after which big arrays come from the heap
    /// and what they free stays in the process: a long build that makes and frees arrays of hundreds of megabytes
    /// (`prepare`) keeps them all. Measured on the 30 × 30 grid's walking graph (`prepare --only walk`): see
    /// Docs/benchmarks.md.
    public static func mapBlocks(of bytes: Int) {
        _ = mallopt(M_MMAP_THRESHOLD, Int32(clamping: bytes))
    }

    /// Returns the allocator's free pages to the system. Costs a walk over the heaps, so call it after freeing much at
    /// once (a cache dropping entries), outside any lock.
    public static func returnFreedMemory() {
        _ = malloc_trim(0)
    }
}
