import Foundation
import Synchronization

/// Runs independent pieces of work on a fixed number of threads.
enum ParallelJobs {
    /// `body` applied to every item, on up to `jobs` threads that take the items in order as
    /// they become free; the results in the items' order, whatever the number of threads.
    /// With one job (or one item) everything runs on the calling thread.
    ///
    /// - Complexity: O(items) calls of `body`, about `jobs` at a time.
    static func map<Item: Sendable, Output: Sendable>(_ items: [Item], jobs: Int,
                                                      _ body: @escaping @Sendable (Item) -> Output) -> [Output] {
        let threads = min(max(1, jobs), items.count)
        guard threads > 1 else { return items.map(body) }
        let next = Atomic<Int>(0)
        let results = Mutex<[Output?]>(Array(repeating: nil, count: items.count))
        let work: @Sendable () -> Void = {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                let output = body(items[index])
                results.withLock { $0[index] = output }
            }
        }
        let done = DispatchSemaphore(value: 0)
        for _ in 1..<threads {
            let thread = Thread {
                work()
                done.signal()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        work()
        for _ in 1..<threads { done.wait() }
        return results.withLock { $0.map { $0! } }
    }
}
