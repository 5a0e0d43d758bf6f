import Foundation

/// A value computed on another thread while the caller does other work, or one already known; `value` waits for it.
final class Deferred<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Value?

    /// Starts `make` on another thread.
    init(_ make: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            let made = make()
            self.condition.lock()
            self.result = made
            self.condition.broadcast()
            self.condition.unlock()
        }
    }

    /// A value that is already known.
    init(value: Value) {
        result = value
    }

    /// The value, once it is made.
    var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result { return result }
            condition.wait()
        }
    }
}
