import Foundation
import Synchronization
import Testing
@testable import MapSnap

/// Over generated jobs, budgets and thread counts: every job runs once; at no moment do jobs run together whose
/// expected memory exceeds the budget (a job alone may); no more run at once than there are threads; and when the
/// budget allows two at once they do overlap (jobs that sleep a little, on two threads).
@Test func budgetedJobsRunEachOnceWithinTheBudget() {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<40 {
        let costs = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...1_000, using: &generator) }
        let budget = Int.random(in: -100...2_500, using: &generator)
        let workers = Int.random(in: 1...4, using: &generator)
        struct State {
            var runs: [Int] = []
            var running: [Int] = []
            var violations: [String] = []
            var mostAtOnce = 0
        }
        let state = Mutex(State())
        BudgetedJobs.run(costs: costs, budget: budget, workers: workers) { job in
            state.withLock { state in
                state.running.append(job)
                state.mostAtOnce = max(state.mostAtOnce, state.running.count)
                let total = state.running.map { costs[$0] }.reduce(0, +)
                if state.running.count > 1, total > budget { state.violations.append("\(state.running) cost \(total) > \(budget)") }
            }
            usleep(UInt32.random(in: 0...2_000))
            state.withLock { state in
                state.running.removeAll { $0 == job }
                state.runs.append(job)
            }
        }
        let final = state.withLock { $0 }
        #expect(final.runs.sorted() == Array(costs.indices), "round \(round)")
        #expect(final.violations.isEmpty, "round \(round): \(final.violations)")
        #expect(final.mostAtOnce <= workers, "round \(round)")
    }
    // Each job waits (up to two seconds) for a second one to be running, so a loaded machine that starts the second
    // thread late still shows the overlap; jobs run one at a time would each wait out the two seconds and fail.
    let overlapped = Mutex((running: 0, most: 0))
    BudgetedJobs.run(costs: [10, 10, 10, 10], budget: 100, workers: 2) { _ in
        overlapped.withLock { $0.running += 1; $0.most = max($0.most, $0.running) }
        let deadline = Date().addingTimeInterval(2)
        while overlapped.withLock({ $0.most }) < 2, Date() < deadline { usleep(1_000) }
        overlapped.withLock { $0.running -= 1 }
    }
    #expect(overlapped.withLock { $0.most } == 2)
}
