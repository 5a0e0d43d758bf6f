import Synchronization

/// A value computed on first use and shared by every thread afterwards (computed once, under a lock).
public final class OnceValue<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)

    /// An empty slot.
    public init() {}

    /// The value, computing it with `make` the first time; a thrown error leaves the slot empty.
    public func get<E: Error>(_ make: () throws(E) -> Value) throws(E) -> Value {
        try value.withLock { (slot: inout Value?) throws(E) -> Value in
            if let existing = slot { return existing }
            let made = try make()
            slot = made
            return made
        }
    }
}
