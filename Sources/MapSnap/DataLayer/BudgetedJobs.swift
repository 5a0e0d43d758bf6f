import Foundation

/// Runs jobs on a few threads, in the order given (longest first is best), starting one only while the memory the
/// running ones are expected to need, with its own, stays within a budget; a job runs regardless when nothing else
/// does, so every job runs.
enum BudgetedJobs {
    /// Runs `body` for each job index of `costs` (each job's expected memory, in bytes) on up to `workers` threads.
    static func run(costs: [Int], budget: Int, workers: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let board = Board(pending: Array(costs.indices))
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, costs.count))) { _ in
            while let job = board.next(costs: costs, budget: budget) {
                body(job)
                board.finished(cost: costs[job])
            }
        }
    }

    /// The jobs not started and what is running, under one condition lock.
    private final class Board: @unchecked Sendable {
        private let condition = NSCondition()
        private var pending: [Int]
        private var running = 0
        private var runningCost = 0

        init(pending: [Int]) { self.pending = pending }

        /// The next job that fits (waiting for running ones to finish when none does), or nil when none is left.
        func next(costs: [Int], budget: Int) -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while !pending.isEmpty {
                if let position = pending.firstIndex(where: { running == 0 || runningCost + costs[$0] <= budget }) {
                    let job = pending.remove(at: position)
                    running += 1
                    runningCost += costs[job]
                    return job
                }
                condition.wait()
            }
            return nil
        }

        func finished(cost: Int) {
            condition.lock()
            running -= 1
            runningCost -= cost
            condition.broadcast()
            condition.unlock()
        }
    }
}
