import NibCache
import NibbenchSupport
import Testing
import Traces
import Manifest
import TestSupport

/// Trace statistics and exact reuse distances.
struct StatsTests {
    /// The reuse distances TraceStats summarises: NibCache's object stack distances, `nil` for
    /// first requests.
    func distances<Key: Hashable>(_ keys: [Key]) -> [Int?] {
        StackDistances(keys.map { CacheRequest(key: $0) }).objects.map { $0 == StackDistances.firstAccess ? nil : $0 }
    }

    /// O(n²) reference: distinct keys strictly between the previous request to the same key and
    /// this one.
    func bruteForce(_ keys: [Int]) -> [Int?] {
        keys.indices.map { i in
            guard let p = keys[..<i].lastIndex(of: keys[i]) else { return nil }
            return Set(keys[(p + 1)..<i]).count
        }
    }

    @Test(arguments: [(1, 1), (2, 3), (3, 20), (4, 200), (5, 1500)])
    func fenwickDistancesMatchBruteForce(seed: UInt64, keySpace: Int) {
        var random = SeededRandom(seed: seed)
        for length in [0, 1, 2, 17, 600] {
            let keys = (0..<length).map { _ in random.uniform(below: keySpace) }
            #expect(distances(keys) == bruteForce(keys), "length \(length)")
        }
        // Skewed keys have long and short distances mixed.
        let zipf = ZipfDistribution(count: keySpace, alpha: 1.1)
        let skewed = (0..<1500).map { _ in zipf.sample(using: &random) }
        #expect(distances(skewed) == bruteForce(skewed))
    }

    @Test func distancesOfAKnownSequence() {
        #expect(distances(["A", "B", "C", "A", "B", "B", "D", "A"]) == [nil, nil, nil, 2, 2, 0, nil, 2])
    }

    @Test func statsOfAHandComputedTrace() throws {
        let trace = AccessTrace([.load("A"), .load("B"), .memoryWarning, .load("C"), .load("A"), .load("B"), .load("B"), .load("D"), .memoryWarning])
        let sizes = NibSizes(bytes: ["A": 10, "B": 20, "C": 30, "D": 40])
        let stats = try TraceStats(trace: trace, sizes: sizes)
        #expect(stats.events == 9 && stats.requests == 7 && stats.uniqueNibs == 4 && stats.compulsoryMisses == 4)
        #expect(stats.compulsoryMissRatio == 4.0 / 7)
        #expect(stats.requestedBytes == 150 && stats.uniqueBytes == 100 && stats.compulsoryByteMissRatio == 100.0 / 150)
        #expect(stats.oneHitWonders == 2 && stats.oneHitWonderShare == 0.5)
        #expect(stats.memoryWarnings == 2)
        // Finite distances: A 2, B 2, B 0 → sorted 0, 2, 2.
        #expect(stats.reuse == ReuseDistanceSummary([2, 2, 0, nil, nil, nil, nil]))
        #expect(stats.reuse.reuses == 3 && stats.reuse.firstAccesses == 4)
        #expect(stats.reuse.p50 == 2 && stats.reuse.p90 == 2 && stats.reuse.p99 == 2 && stats.reuse.max == 2)
    }

    @Test func topNibsAreRankedWithShares() throws {
        var events: [TraceEvent] = [.memoryWarning]
        // N0 loaded 12 times, N1 11, …, N11 once: 78 loads; N10 and N11 fall outside the top 10.
        for (i, n) in (1...12).reversed().enumerated() { events += Array(repeating: .load("N\(i)"), count: n) }
        events += [.load("B"), .load("A")] // 1 load each, outside the top 10
        let stats = try TraceStats(trace: AccessTrace(events))
        #expect(stats.topNibs.count == TraceStats.topCount)
        #expect(stats.topNibs.map(\.name) == (0..<10).map { "N\($0)" })
        #expect(stats.topNibs[0] == NibShare(name: "N0", loads: 12, share: 12.0 / 80, cumulativeShare: 12.0 / 80))
        #expect(stats.topNibs[1].cumulativeShare == 23.0 / 80)
        #expect(stats.topNibs[9].loads == 3 && stats.topNibs[9].cumulativeShare == 75.0 / 80)
        let ties = try TraceStats(trace: AccessTrace([.load("B"), .load("A"), .load("C"), .load("C")]))
        #expect(ties.topNibs.map(\.name) == ["C", "A", "B"] && ties.topNibs[2].cumulativeShare == 1)
        let text = ties.rendered(file: "t.csv", notes: [])
        #expect(text.contains("       2  50.00%     50.00%  C\n") && text.hasSuffix("       1  25.00%    100.00%  B"))
        #expect(try TraceStats(trace: AccessTrace([.memoryWarning])).topNibs.isEmpty)
    }

    @Test func percentilesUseNearestRank() {
        // 100 reuses with distances 0…99: p50 = 49, p90 = 89, p99 = 98, max = 99.
        let summary = ReuseDistanceSummary((0..<100).reversed().map { Optional($0) } + [nil])
        #expect(summary.p50 == 49 && summary.p90 == 89 && summary.p99 == 98 && summary.max == 99)
        let one = ReuseDistanceSummary([nil, 7])
        #expect(one.p50 == 7 && one.p99 == 7 && one.max == 7 && one.firstAccesses == 1)
    }

    @Test func percentilesMatchSortingOnGeneratedTraces() throws {
        let manifest = Fixture.flat(300)
        let trace = try TraceGenerator(manifest: manifest, spec: TraceSpec(model: .zipf(alpha: 0.8), length: 20_000, seed: 6)).generate()
        let stats = try TraceStats(trace: trace, sizes: NibSizes(manifest: manifest))
        let finite = distances(trace.loads).compactMap { $0 }.sorted()
        func rank(_ p: Int) -> Int { finite[(p * finite.count + 99) / 100 - 1] }
        #expect(stats.reuse.p50 == rank(50) && stats.reuse.p90 == rank(90) && stats.reuse.p99 == rank(99) && stats.reuse.max == finite.last)
        #expect(stats.reuse.reuses + stats.reuse.firstAccesses == stats.requests)
    }

    @Test func emptyTraceHasNoRatios() throws {
        let stats = try TraceStats(trace: AccessTrace([.memoryWarning]))
        #expect(stats.requests == 0 && stats.memoryWarnings == 1)
        #expect(stats.compulsoryMissRatio == nil && stats.oneHitWonderShare == nil && stats.requestedBytes == nil)
        #expect(stats.reuse.p50 == nil && stats.reuse.max == nil)
    }

    @Test func missingSizeIsAnError() throws {
        let error = try #require(inputError { _ = try TraceStats(trace: AccessTrace([.load("A"), .load("Z")]), sizes: NibSizes(bytes: ["A": 1])) })
        #expect(error.code == .unknownNib && error.message.contains("\"Z\""))
    }

    @Test func sidecarRoundTrip() throws {
        let folder = ScratchDirectory()
        let sizes = NibSizes(bytes: ["obj-1": 10, "Feed Cell": 20])
        try sizes.write(to: folder.file("s.json"))
        #expect(try NibSizes.load(from: folder.file("s.json")) == sizes)
        #expect(NibSizes.sidecarPath(forTrace: "a/t.csv") == "a/t.csv.sizes.json")
        let bad = try #require(inputError { _ = try NibSizes.decode(Array(#"{"schemaVersion":1,"bytes":{"A":-1}}"#.utf8), file: "s.json") })
        #expect(bad.code == .invalidManifest && bad.jsonPath == "bytes.A")
    }
}
