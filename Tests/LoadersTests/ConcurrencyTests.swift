import Dispatch
import Foundation
import Loaders
import NibCache
import NibRuntime
import Synchronization
import Testing

/// Counts failures from worker threads.
private final class FailureCount: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

/// The shared, thread-safe pieces under concurrent use. CI also runs this suite under the
/// thread sanitizer (`scripts/tsan`), where a data race fails it.
@Suite struct ConcurrencyTests {
    /// One `Nib` instantiated from four threads while one of them purges it (a memory
    /// warning): every instantiate gets a complete, fresh graph.
    @Test func oneNibInstantiatedFromManyThreadsWhilePurged() throws {
        let store = try loaderCorpus(3)
        let nib = try Nib(contentsOf: store.path("n2"))
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for i in 0..<100 {
                if worker == 0 && i % 10 == 0 { nib.purge() }
                do {
                    let objects = try nib.instantiate(owner: GenericObject())
                    if objects.count != 1 || (objects.first as? UIView)?.subviews.count != 3 { failures.add() }
                } catch {
                    failures.add()
                }
            }
        }
        #expect(failures.value == 0)
    }

    /// A JTNibManager-style cache shared by threads that load and issue memory warnings.
    @Test func nibManagerSharedAcrossThreads() throws {
        let store = try loaderCorpus(6)
        let manager = NibManager(bundle: NibBundle(directory: store.folder))
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for i in 0..<150 {
                if worker == 1 && i % 25 == 0 { manager.memoryWarning() }
                do {
                    let view = try manager.loadObject(owner: GenericObject(), named: "n\((i + worker) % 6)")
                    if (view as? UIView)?.subviews.count != (i + worker) % 6 + 1 { failures.add() }
                } catch {
                    failures.add()
                }
            }
        }
        #expect(failures.value == 0)
        #expect(manager.cachedCount <= 6)
    }

    /// The thread-safe loader wrapper under loads and memory warnings from several threads:
    /// counters stay consistent.
    @Test(arguments: ["uinib", "decoded-s3fifo", "bytes-lru", "mmap"])
    func synchronizedLoaderWithMemoryWarnings(_ strategy: String) throws {
        let store = try loaderCorpus(12)
        let loader = SynchronizedLoader(
            try StrategyRegistry.builtIn.makeLoader(strategy, store: store, capacity: strategy == "bytes-lru" ? .bytes(20_000) : .objects(5)))
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for i in 0..<120 {
                if worker == 3 && i % 30 == 0 { loader.memoryWarning() }
                do {
                    let objects = try loader.instantiate("n\((i * 7 + worker) % 12)", owner: GenericObject())
                    if objects.count != 1 { failures.add() }
                } catch {
                    failures.add()
                }
            }
        }
        #expect(failures.value == 0)
        let c = loader.counters
        #expect(c.requests == 480 && c.hits + c.misses == 480)
    }
}
