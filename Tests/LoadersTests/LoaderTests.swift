import Dispatch
import Foundation
import Loaders
import NibCache
import NibModel
import NibRuntime
import NibbenchSupport
import Testing
import TestSupport

/// This test process's scratch folder (`nibbench-loaders.tmp-PID-XXXXXX` in the temporary
/// folder, unique to the run): removed when the process exits, or — if it was killed — by the
/// next run's ``ScratchFolder/make(_:in:)``.
let loaderScratch: String = {
    let folder = try! ScratchFolder.make("loaders")
    atexit { ScratchFolder.remove(loaderScratch) }
    return folder
}()

/// A new folder of `count` small nibs (`n0` … `n<count-1>`), each a view with `i + 1` labels
/// (``TestCorpus/labelledViews(_:in:)``): a unique folder per call, inside this run's
/// ``loaderScratch``, so no two tests share one.
func loaderCorpus(_ count: Int) throws -> NibStore {
    NibStore(folder: try TestCorpus.labelledViews(count, in: TemporaryFolder.make("nibs-\(count)", in: loaderScratch)))
}

@Suite struct LoaderTests {
    @Test func coldReadsAndDecodesEveryTime() throws {
        let store = try loaderCorpus(3)
        let loader = ColdLoader(store: store)
        for _ in 0..<2 { for i in 0..<3 { #expect(try !loader.load("n\(i)").hit) } }
        #expect(loader.counters.requests == 6 && loader.counters.misses == 6 && loader.counters.hits == 0)
        #expect(loader.counters.bytesRead > 0 && loader.counters.bytesHeld == 0)
        #expect(try loader.instantiate("n2", owner: GenericObject()).first is UIView)
    }

    @Test func uinibKeepsDecodedNibsAndRecoversAfterAMemoryWarning() throws {
        let loader = UINibLoader(store: try loaderCorpus(2))
        #expect(try !loader.load("n0").hit)
        #expect(try loader.load("n0").hit)
        let held = loader.counters.bytesHeld
        #expect(held > 0, "footprint measured by \(loader.counters.footprintSource)")
        loader.memoryWarning()
        #expect(loader.counters.bytesHeld == 0)
        #expect(try !loader.load("n0").hit, "a purged nib is read and decoded again")
        #expect(try loader.load("n0").hit)
        #expect(loader.counters.misses == 2 && loader.counters.hits == 2 && loader.counters.memoryWarnings == 1)
        #expect(try loader.instantiate("n1", owner: GenericObject()).count == 1)
    }

    @Test func decodedLRUEvictsByCountAndDropsEverythingOnAWarning() throws {
        let loader = try DecodedCacheLoader(store: try loaderCorpus(3), policy: "lru", capacity: .objects(2))
        #expect(loader.name == "decoded-lru")
        for name in ["n0", "n1", "n2"] { #expect(try !loader.load(name).hit) }
        #expect(loader.counters.evictions == 1)
        #expect(try !loader.load("n0").hit, "n0 was the least recently used")
        #expect(try loader.load("n2").hit)
        let held = loader.counters.bytesHeld
        #expect(held > 0)
        loader.memoryWarning()
        #expect(loader.counters.bytesHeld == 0)
        #expect(try !loader.load("n2").hit)
        #expect(try loader.load("n2").hit, "recovers after the warning")
    }

    @Test func decodedByteBoundRejectsAnEntryLargerThanTheCache() throws {
        let loader = try DecodedCacheLoader(store: try loaderCorpus(1), policy: "sieve", capacity: .bytes(64))
        for _ in 0..<3 { #expect(try !loader.load("n0").hit) }
        #expect(loader.counters.bytesHeld == 0 && loader.counters.evictions == 0 && loader.counters.misses == 3)
    }

    @Test func bytesLRUSavesTheReadButNotTheDecode() throws {
        let loader = try BytesLRULoader(store: try loaderCorpus(2), capacityBytes: 1 << 20)
        let first = try loader.load("n1")
        #expect(!first.hit && first.bytesRead > 0)
        let second = try loader.load("n1")
        #expect(second.hit && second.bytesRead == 0 && second.nib.isDecoded && second.nib !== first.nib)
        #expect(loader.counters.bytesHeld == first.bytesRead)
        loader.memoryWarning()
        #expect(try !loader.load("n1").hit)
    }

    @Test func mmapDecodesFromTheMapping() throws {
        let loader = MappedLoader(store: try loaderCorpus(1))
        let loaded = try loader.load("n0")
        #expect(loaded.nib.storage?.isMapped == true && loaded.bytesRead == 0)
        #expect(try loaded.nib.instantiate(owner: GenericObject()).count == 1)
    }

    @Test func synchronizedLoaderUnderConcurrentLoads() throws {
        let loader = SynchronizedLoader(try DecodedCacheLoader(store: try loaderCorpus(10), policy: "sieve", capacity: .objects(4)))
        let failures = DispatchQueue(label: "failures")
        nonisolated(unsafe) var failed = 0
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for i in 0..<200 {
                do {
                    // Two hot nibs and a scan over the rest.
                    let name = i % 4 == 0 ? "n\((i / 4 + worker) % 10)" : "n\(i % 2)"
                    let objects = try loader.instantiate(name, owner: GenericObject())
                    if objects.count != 1 { failures.sync { failed += 1 } }
                } catch {
                    failures.sync { failed += 1 }
                }
            }
        }
        #expect(failed == 0)
        let c = loader.counters
        #expect(c.requests == 800 && c.hits + c.misses == 800 && c.hits > 0)
    }

    /// Every decoded policy stays in step with its entries over a skewed trace, including
    /// W-TinyLFU, whose hits can evict (its SLRU segments cool down on a promotion): every
    /// load is a hit or a miss, the cache never holds more than its capacity, and it hits and
    /// evicts exactly as the simulator does on the same requests (keys, costs, the memory
    /// warning emptying it) — but GDSF, which ranks by the measured footprint.
    @Test(arguments: ["lru", "fifo", "clock", "sieve", "s3fifo", "arc", "2q", "wtinylfu", "gdsf", "greedydual"])
    func decodedPoliciesStayConsistent(_ policy: String) throws {
        let store = try loaderCorpus(200)
        let loader = try DecodedCacheLoader(store: store, policy: policy, capacity: .objects(100))
        var rng = SeededGenerator(seed: 7)
        var segments: [[CacheRequest<UInt64>]] = [[]]
        var costs: [String: Double] = [:]
        var hits = 0
        for i in 0..<1500 {
            let hot = rng.next() % 4 != 0
            let name = hot ? "n\(rng.next() % 20)" : "n\(rng.next() % 200)"
            hits += try loader.load(name).hit ? 1 : 0
            let c = loader.counters
            #expect(c.hits + c.misses == c.requests && c.requests == i + 1)
            #expect((c.entriesHeld ?? .max) <= 100, "holds \(c.entriesHeld ?? -1) after load \(i + 1)")
            if costs[name] == nil {
                costs[name] = try FileBytes.read(store.path(name)).withUnsafeBytes { MissCost.objects.cost(of: $0, measuredNanoseconds: 0) }
            }
            segments[segments.count - 1].append(CacheRequest(key: CacheKey.objectID(forName: name), size: 1, cost: costs[name]!))
            if i == 700 {
                loader.memoryWarning()
                segments.append([])
                #expect(loader.counters.entriesHeld == 0 && loader.counters.bytesHeld == 0)
            }
        }
        let c = loader.counters
        #expect(c.requests == 1500 && c.hits == hits && c.hits > 0 && c.evictions > 0)
        guard policy != "gdsf" else { return }
        let simulated = try PolicyRegistry.builtIn.simulate(policyNamed: policy, capacity: .objects(100), segments: segments)
        #expect(c.hits == simulated.hits && c.missRatio == simulated.missRatio, "\(policy): loader \(c.hits) hits, simulator \(simulated.hits)")
        #expect(c.evictions == simulated.evictions)
    }

    @Test func strategiesByName() throws {
        let store = try loaderCorpus(1)
        let strategies = StrategyRegistry.builtIn
        for name in strategies.names where name != "bytes-lru" {
            let loader = try strategies.makeLoader(name, store: store, capacity: .objects(4))
            #expect(loader.name == name)
            #expect(try loader.instantiate("n0", owner: GenericObject()).count == 1, "\(name)")
        }
        #expect(strategies.names == ["cold", "uinib", "bytes-lru", "mmap"] + PolicyRegistry.builtIn.names.map { "decoded-" + $0 })
        #expect(strategies.defaultNames == strategies.names.filter { $0 != "decoded-belady" }, "belady needs the future")
        #expect(throws: StrategyError.self) { try strategies.makeLoader("bytes-lru", store: store, capacity: .objects(4)) }
        #expect(throws: StrategyError.self) { try strategies.makeLoader("warm", store: store, capacity: .objects(4)) }
    }
}

@Test func aStoreRecognisesItsPathsWithoutBuildingThem() {
    let store = NibStore(folder: "/c/corpus")
    for name in ["n1", "Feed/Cell", ""] { #expect(store.isPath(store.path(name), of: name)) }
    for (candidate, name) in [
        ("/c/corpus/n1.nib", "n2"), ("/c/corpus/n12.nib", "n1"), ("/c/corpusX/n1.nib", "n1"),
        ("/c/corpus_n1.nib", "n1"), ("/c/corpus/n1.nix", "n1"), ("n1", "n1")
    ] {
        #expect(!store.isPath(candidate, of: name), "\(candidate) is not the path of \(name)")
    }
}

@Suite struct LoaderCorpusTests {
    @Test("the loader corpora live in a scratch folder of this run (unique, swept), one folder per call, not at fixed /tmp names")
    func uniquePerCall() throws {
        let first = try loaderCorpus(1), second = try loaderCorpus(1)
        #expect(first.folder != second.folder)
        let name = URL(fileURLWithPath: loaderScratch).lastPathComponent
        #expect(name.hasPrefix("nibbench-loaders.tmp-" + String(format: "%010d", getpid()) + "-"), "\(name)")
        #expect(URL(fileURLWithPath: loaderScratch).deletingLastPathComponent().path == URL(fileURLWithPath: ScratchFolder.base).path)
        for store in [first, second] {
            #expect(URL(fileURLWithPath: store.folder).deletingLastPathComponent().path == loaderScratch)
            #expect(FileManager.default.fileExists(atPath: store.path("n0")))
        }
    }
}
