import Testing
@testable import NibCache

/// Each policy on short sequences whose outcome was worked out by hand from the algorithm.
struct PolicyBehaviourTests {
    @Test func fifoIgnoresHitsAndEvictsOldest() {
        var fifo = FIFOPolicy<Int>(capacity: .objects(3))
        let run = replay(&fifo, [1, 2, 3, 1, 4, 1])
        #expect(pattern(run.outcomes) == "MMMHMM")
        #expect(run.evictions == [[], [], [], [], [1], [2]])
        #expect(fifo.slots.keys(inList: 0) == [1, 4, 3])
    }

    @Test func lruEvictsLeastRecentlyUsed() {
        var lru = LRUPolicy<Int>(capacity: .objects(3))
        let run = replay(&lru, [1, 2, 3, 1, 4, 2])
        #expect(pattern(run.outcomes) == "MMMHMM")
        #expect(run.evictions[4] == [2])
        #expect(run.evictions[5] == [3])
        #expect(lru.slots.keys(inList: 0) == [2, 4, 1])
    }

    @Test func clockGivesReferencedObjectsASecondChance() {
        var clock = ClockPolicy<Int>(capacity: .objects(3))
        let run = replay(&clock, [1, 2, 3, 1, 4, 5])
        #expect(pattern(run.outcomes) == "MMMHMM")
        // 4: tail 1 is referenced, so it moves to the head with its bit cleared; 2 goes.
        #expect(run.evictions[4] == [2])
        #expect(run.evictions[5] == [3])
        #expect(clock.slots.keys(inList: 0) == [5, 4, 1])
    }

    @Test func sieveHandStaysPutAndWrapsPastTheHead() {
        var sieve = SievePolicy<Int>(capacity: .objects(3))
        // Queue after 1, 2, 3 (head first): 3 2 1. The hit marks 1.
        var run = replay(&sieve, [1, 2, 3, 1, 4])
        // 4: the hand starts at the tail, clears 1, moves towards the head, evicts 2 and
        // rests on 3 (2's predecessor). 1 keeps its place at the tail, unlike CLOCK.
        #expect(run.evictions[4] == [2])
        #expect(sieve.slots.keys(inList: 0) == [4, 3, 1])
        #expect(sieve.slots.key(sieve.hand) == 3)
        run = replay(&sieve, [5, 6])
        // The hand evicts where it rests (3, then 4), not at the tail.
        #expect(run.evictions == [[3], [4]])
        #expect(sieve.slots.keys(inList: 0) == [6, 5, 1])
        #expect(sieve.slots.key(sieve.hand) == 5)
        run = replay(&sieve, [1, 6, 5, 7])
        // All three visited: the hand clears 5 and 6, wraps past the head to the tail, clears
        // 1, then evicts 5, the first object it finds unvisited on its second pass.
        #expect(pattern(run.outcomes) == "HHHM")
        #expect(run.evictions[3] == [5])
        #expect(sieve.slots.keys(inList: 0) == [7, 6, 1])
        #expect(sieve.slots.key(sieve.hand) == 6)
    }

    @Test func s3fifoFillsMainFirstThenPromotesGhostsAndFrequentSmallObjects() {
        var s3 = S3FIFOPolicy<Int>(capacity: .objects(20))
        #expect((s3.smallCapacity, s3.mainCapacity, s3.ghostCapacity) == (2, 18, 18))
        _ = replay(&s3, Array(1...20))
        // Before the first eviction a full small queue sends newcomers straight to main.
        #expect(s3.slots.keys(inList: S3FIFOPolicy<Int>.small) == [2, 1])
        #expect(s3.slots.lists[S3FIFOPolicy<Int>.main].count == 18)

        var run = replay(&s3, [21])
        #expect(run.evictions == [[1]], "small tail with frequency 0 goes to the ghost")
        #expect(s3.slots.keys(inList: S3FIFOPolicy<Int>.ghost) == [1])
        #expect(!s3.contains(1))

        run = replay(&s3, [1])
        #expect(pattern(run.outcomes) == "M")
        #expect(run.evictions == [[2]])
        #expect(s3.slots[s3.slots.slot(for: 1)!].list == S3FIFOPolicy<Int>.main, "a ghost hit is admitted to main")
        #expect(s3.slots.keys(inList: S3FIFOPolicy<Int>.ghost) == [2])

        run = replay(&s3, [2])
        #expect(run.evictions == [[3]], "main is over its share, so main's oldest unreferenced object goes")

        run = replay(&s3, [21, 21, 22, 23])
        #expect(pattern(run.outcomes) == "HHMM")
        #expect(run.evictions[2] == [4])
        // 23: small tail 21 has frequency 2, so it moves to main with frequency 0; 22 goes.
        #expect(run.evictions[3] == [22])
        let slot21 = s3.slots.slot(for: 21)!
        #expect(s3.slots[slot21].list == S3FIFOPolicy<Int>.main && s3.slots[slot21].aux == 0)

        run = replay(&s3, [5, 24])
        // Main's tail 5 was hit once: reinserted at the head with frequency 0; 6 goes.
        #expect(pattern(run.outcomes) == "HM")
        #expect(run.evictions[1] == [6])
        #expect(s3.slots.keys(inList: S3FIFOPolicy<Int>.main).first == 5)
    }

    @Test func s3fifoCapsMainFrequencyAtThree() {
        var s3 = S3FIFOPolicy<Int>(capacity: .objects(20))
        _ = replay(&s3, Array(1...20))
        _ = replay(&s3, Array(repeating: 3, count: 10))
        // 21 pushes 1 into the ghost; 1 returns to main, putting main over its share; 22 then
        // evicts from main, whose tail is 3.
        let run = replay(&s3, [21, 1, 22])
        #expect(run.evictions == [[1], [2], [4]])
        let slot3 = s3.slots.slot(for: 3)!
        #expect(s3.slots[slot3].list == S3FIFOPolicy<Int>.main)
        #expect(s3.slots[slot3].aux == 2, "reinsertion keeps min(10, 3) - 1")
    }

    @Test func arcAdaptsTargetOnGhostHits() {
        var arc = ARCPolicy<Int>(capacity: .objects(4))
        var run = replay(&arc, [1, 2, 3, 4, 1, 5])
        #expect(run.evictions[5] == [2])
        #expect(arc.lists().t1 == [5, 4, 3] && arc.lists().t2 == [1] && arc.lists().b1 == [2])

        run = replay(&arc, [2])
        #expect(arc.p == 1, "a B1 hit grows p by max(|B2|/|B1|, 1)")
        #expect(run.evictions == [[3]])
        #expect(arc.lists().t2 == [2, 1] && arc.lists().t1 == [5, 4] && arc.lists().b1 == [3])

        run = replay(&arc, [6, 1, 7, 2, 8])
        #expect(pattern(run.outcomes) == "MHMHM")
        #expect(run.evictions[0] == [4] && run.evictions[2] == [5] && run.evictions[4] == [6])
        #expect(arc.lists().b1 == [6, 5], "case IV drops B1's LRU entry when |T1| + |B1| is full")

        run = replay(&arc, [7, 9])
        // |T1| = 1 = p and the request hit no ghost, so REPLACE takes T2's LRU end into B2.
        #expect(run.evictions[1] == [1])
        #expect(arc.lists().b2 == [1])

        run = replay(&arc, [1])
        #expect(arc.p == 0, "a B2 hit shrinks p by max(|B1|/|B2|, 1) = 2, floored at 0")
        #expect(run.evictions == [[8]])
        #expect(arc.lists().t2 == [1, 7, 2] && arc.lists().t1 == [9] && arc.lists().b1 == [8, 6, 5])
    }

    @Test func twoQueuePromotesOnlyAfterA1outHit() {
        var twoQ = TwoQueuePolicy<Int>(capacity: .objects(8))
        #expect((twoQ.inCapacity, twoQ.outCapacity, twoQ.mainCapacity) == (2, 4, 6))
        var run = replay(&twoQ, Array(1...9))
        #expect(run.evictions[8] == [1])
        run = replay(&twoQ, [1, 1, 3])
        #expect(pattern(run.outcomes) == "MHH")
        #expect(run.evictions[0] == [2])
        #expect(twoQ.slots.keys(inList: TwoQueuePolicy<Int>.aMain) == [1])
        #expect(twoQ.slots.keys(inList: TwoQueuePolicy<Int>.aOut) == [2])
        #expect(twoQ.slots.keys(inList: TwoQueuePolicy<Int>.aIn) == [9, 8, 7, 6, 5, 4, 3])
    }

    @Test(arguments: [(200, 2000), (1000, 10_000)])
    func wtinylfuKeepsAFrequentSetThroughAScan(capacity: Int, scanLength: Int) {
        var tiny = WTinyLFUPolicy<UInt64>(capacity: .objects(capacity))
        var lru = LRUPolicy<UInt64>(capacity: .objects(capacity))
        #expect(tiny.windowCapacity == capacity / 100)
        #expect(tiny.probationCapacity == Int(0.2 * Double(tiny.mainCapacity)))
        // A full cache of cold objects, then a hot half-cache requested 20 times (so it earns
        // sketch counts through main-cache hits), then a scan of one-time objects.
        let cold = Array(UInt64(50_000)..<UInt64(50_000 + capacity))
        let hotSet = Array(1...UInt64(capacity / 2))
        let hot = Array((0..<20).map { _ in hotSet }.joined())
        let scan = Array(UInt64(10_000)..<UInt64(10_000 + scanLength))
        _ = replay(&tiny, cold + hot + scan)
        _ = replay(&lru, cold + hot + scan)
        #expect(tiny.estimatedFrequency(of: 1) > tiny.estimatedFrequency(of: 10_100))
        let tinyHits = replay(&tiny, hotSet).outcomes.filter(\.isHit).count
        let lruHits = replay(&lru, hotSet).outcomes.filter(\.isHit).count
        #expect(lruHits == 0, "the scan flushes LRU")
        #expect(tinyHits * 100 >= hotSet.count * 95, "the sketch keeps scan objects out of the main cache")
    }

    @Test func gdsfRanksByFrequencyCostOverSizeWithInflation() {
        var gdsf = GDSFPolicy<String>(capacity: .bytes(100))
        var evicted: [String] = []
        _ = gdsf.access(CacheRequest(key: "a", size: 50, cost: 10), evictions: &evicted)
        _ = gdsf.access(CacheRequest(key: "b", size: 50, cost: 50), evictions: &evicted)
        #expect(gdsf.priority(of: "a") == 0.2 && gdsf.priority(of: "b") == 1.0)
        _ = gdsf.access(CacheRequest(key: "c", size: 50, cost: 20), evictions: &evicted)
        #expect(evicted == ["a"])
        #expect(gdsf.inflation == 0.2)
        #expect(gdsf.priority(of: "c") == 0.2 + 20.0 / 50)
        #expect(gdsf.access(CacheRequest(key: "b", size: 50, cost: 50), evictions: &evicted) == .hit)
        #expect(gdsf.priority(of: "b") == 0.2 + 2 * 50.0 / 50, "frequency 2 after one hit")
        _ = gdsf.access(CacheRequest(key: "d", size: 50, cost: 1), evictions: &evicted)
        #expect(evicted == ["a", "c"])
        #expect(gdsf.inflation == 0.2 + 20.0 / 50)
    }

    @Test func greedyDualAgesByTheEvictedCost() {
        var greedy = GreedyDualPolicy<String>(capacity: .objects(2))
        var evicted: [String] = []
        for (key, cost) in [("a", 5.0), ("b", 1.0), ("c", 3.0), ("d", 1.0), ("e", 1.0)] {
            _ = greedy.access(CacheRequest(key: key, cost: cost), evictions: &evicted)
        }
        // c evicts b (H 1, so L = 1, H(c) = 4); d evicts c (L = 4, H(d) = 5); e finds a and d
        // tied at 5 and evicts the older, a.
        #expect(evicted == ["b", "c", "a"])
        #expect(greedy.inflation == 5)
        #expect(greedy.priority(of: "e") == 6)
    }

    @Test func beladyMatchesTheTextbookOptimum() {
        // Silberschatz's reference string: OPT with 3 frames takes 9 page faults.
        let keys = [7, 0, 1, 2, 0, 3, 0, 4, 2, 3, 0, 3, 2, 1, 2, 0, 1, 7, 0, 1]
        var belady = BeladyPolicy<Int>(capacity: .objects(3))
        let next = CacheSimulator.nextAccessIndices(keys.map { CacheRequest(key: $0) })
        let run = replay(&belady, keys, nextAccess: next)
        #expect(run.outcomes.filter { !$0.isHit }.count == 9)
        #expect(run.evictions[3] == [7], "2 replaces 7, whose next use is farthest")
    }
}
