import Foundation
import Synchronization

/// Runs independent pieces of work on a fixed number of threads.
package enum ParallelJobs {
    /// `body` applied to every item, on up to `jobs` threads that take the items in order as
    /// they become free; the results in the items' order, whatever the number of threads.
    /// With one job (or one item) everything runs on the calling thread.
    ///
    /// - Parameter progress: Called on the calling thread only, with how many items are done:
    ///   after each item the calling thread finishes, and once all are.
    /// - Complexity: O(items) calls of `body`, about `jobs` at a time.
    package static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, progress: ((Int) -> Void)? = nil,
        _ body: @escaping @Sendable (Item) -> Output
    ) -> [Output] {
        let threads = min(max(1, jobs), items.count)
        guard threads > 1 else {
            return items.enumerated().map { i, item in
                defer { progress?(i + 1) }
                return body(item)
            }
        }
        let next = Atomic<Int>(0), finished = Atomic<Int>(0)
        let results = Mutex<[Output?]>(Array(repeating: nil, count: items.count))
        /// Does the next item, if any; returns how many are done then, or nil when none was left.
        let step: @Sendable () -> Int? = {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < items.count else { return nil }
            let output = body(items[index])
            results.withLock { $0[index] = output }
            return finished.wrappingAdd(1, ordering: .relaxed).newValue
        }
        let work: @Sendable () -> Void = { while step() != nil {} }
        let done = DispatchSemaphore(value: 0)
        for _ in 1..<threads {
            let thread = Thread {
                work()
                done.signal()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        while let count = step() { progress?(count) }
        for _ in 1..<threads { done.wait() }
        progress?(items.count)
        return results.withLock { $0.map { $0! } }
    }
}
