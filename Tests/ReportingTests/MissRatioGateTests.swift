import Foundation
@testable import Harness
import NibCache
import Reporting
import Testing
import Records
import Verdicts

/// Issue 16 item 3: `compare` gates a miss ratio only when its inputs are deterministic.
@Suite struct MissRatioGateTests {
    /// `fixedRun()` with a `decoded-gdsf` configuration added (a copy of `decoded-lru`'s
    /// figures), its miss ratios scaled by `scale`, recorded with `cost`.
    static func run(cost: MissCost?, scale: Double = 1) -> RunResult {
        var run = fixedRun()
        var gdsf = run.summaries[1]
        gdsf.config = RunConfig(builtIn: "decoded-gdsf", capacity: .objects(2))
        run.configs.append(gdsf.config)
        run.summaries.append(gdsf)
        run.records += run.records.filter { $0.config == 1 }.map {
            var r = $0; r.config = 2; return r
        }
        for i in run.summaries.indices {
            run.summaries[i].missRatio *= scale
            run.summaries[i].costMissRatio *= scale
        }
        run.missCost = cost
        return run
    }

    static func verdict(_ c: Comparison, _ config: String, _ metric: String) -> Comparison.Verdict? {
        c.rows.first { $0.config == config && $0.metric == metric }?.verdict
    }

    @Test func deterministicCostGatesEveryMissRatio() {
        let c = Comparison(base: Self.run(cost: .objects), new: Self.run(cost: .objects, scale: 1.02))
        for config in ["decoded-lru@objects:2", "decoded-gdsf@objects:2"] {
            #expect(Self.verdict(c, config, "miss_ratio") == .regression, "\(config)")
            #expect(Self.verdict(c, config, "cost_miss_ratio") == .regression, "\(config)")
        }
        #expect(c.hasRegression)
    }

    @Test(arguments: [(MissCost?.none, MissCost?.some(.objects)), (.measured, .measured), (.objects, .bytes)])
    func measuredOrUnrecordedOrMixedCostIsInformational(base: MissCost?, new: MissCost?) {
        let c = Comparison(base: Self.run(cost: base), new: Self.run(cost: new, scale: 1.02))
        #expect(Self.verdict(c, "decoded-gdsf@objects:2", "miss_ratio") == .informational)
        #expect(Self.verdict(c, "decoded-gdsf@objects:2", "cost_miss_ratio") == .informational)
        #expect(Self.verdict(c, "decoded-lru@objects:2", "cost_miss_ratio") == .informational)
        // LRU's miss ratio does not depend on the cost: still exact.
        #expect(Self.verdict(c, "decoded-lru@objects:2", "miss_ratio") == .regression)
        #expect(!c.text.contains("regression    decoded-gdsf"))
    }

    @Test func missCostIsOptionalInRunJSON() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(Self.run(cost: .bytes))) as? [String: Any])
        #expect(object["missCost"] as? String == "bytes")
        object["missCost"] = nil
        let old = try JSONDecoder().decode(RunResult.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(old.missCost == nil && !old.hasDeterministicCost && old.schemaVersion == RunResult.schemaVersion)
    }
}
