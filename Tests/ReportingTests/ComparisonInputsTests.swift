import Foundation
@testable import Harness
import Reporting
import Testing
import Records
import Verdicts

/// Issue 32 item 3.3: `compare` checks by digest that both runs replayed the same corpus and
/// the same trace; an older run without a digest is unknown, not different.
@Suite struct ComparisonInputsTests {
    /// `fixedRun()` with the given digests (nil: no resume record, as older runs).
    static func run(corpus: String?, trace: String?, loads: Int = 3) -> RunResult {
        var run = fixedRun()
        run.traceLoads = loads
        if let trace {
            run.resume = ResumeInfo(corpusPath: "c", tracePath: "t.csv", traceSHA256: trace, seed: 1, injectedDelays: [:], corpusSHA256: corpus)
        }
        return run
    }

    @Test func theSameDigestsNeitherRefuseNorNote() {
        let inputs = ComparisonInputs(base: Self.run(corpus: "aa", trace: "bb"), new: Self.run(corpus: "aa", trace: "bb"))
        #expect(inputs.differences.isEmpty && inputs.unknown.isEmpty)
        #expect(inputs.refusal(base: "A", new: "B") == nil && inputs.notes(base: "A", new: "B").isEmpty)
    }

    @Test func aDifferentTraceIsRefusedNamingBothRunsDigestsAndLoads() throws {
        let base = Self.run(corpus: "aa", trace: "1a2b3c4d5e6f", loads: 1_500), new = Self.run(corpus: "aa", trace: "9f8e7d6c5b4a", loads: 6_000)
        let inputs = ComparisonInputs(base: base, new: new)
        let refusal = try #require(inputs.refusal(base: "Results/example", new: "Results/mine"))
        #expect(
            refusal.hasPrefix("Results/example and Results/mine replayed different inputs: trace 1a2b3c4d (1500 loads) vs 9f8e7d6c (6000 loads);"))
        #expect(!refusal.contains("corpus") || refusal.contains("one corpus"), "only the trace differs")
        #expect(!refusal.contains("\n"))
    }

    @Test func aDifferentCorpusComesBeforeTheTrace() throws {
        let inputs = ComparisonInputs(base: Self.run(corpus: "c0ffee0011", trace: "aa"), new: Self.run(corpus: "deadbeef22", trace: "bb"))
        #expect(inputs.differences.map(\.input) == ["corpus", "trace"])
        #expect(try #require(inputs.refusal(base: "A", new: "B")).contains("corpus c0ffee00 vs deadbeef, trace aa (3 loads) vs bb (3 loads)"))
    }

    @Test func comparedAnywayTheVerdictsCarryANote() {
        let base = Self.run(corpus: "aa", trace: "bb"), new = Self.run(corpus: "aa", trace: "cc")
        var comparison = Comparison(base: base, new: new)
        comparison.inputNotes = ComparisonInputs(base: base, new: new).notes(base: "A", new: "B")
        #expect(comparison.inputNotes.count == 1 && comparison.inputNotes[0].contains("different inputs"))
        #expect(comparison.text.hasPrefix("note: the runs replayed different inputs (trace bb (3 loads) vs cc (3 loads))"))
        #expect(comparison.markdown(base: "A", new: "B").contains("> **Note:** the runs replayed different inputs"))
    }

    @Test func anOlderRunWithoutDigestsIsUnknownNotDifferent() {
        let old = Self.run(corpus: nil, trace: "bb"), new = Self.run(corpus: "aa", trace: "bb")
        let inputs = ComparisonInputs(base: old, new: new)
        #expect(inputs.differences.isEmpty && inputs.unknown == ["corpus"] && inputs.refusal(base: "A", new: "B") == nil)
        #expect(
            inputs.notes(base: "A", new: "B") == [
                "the corpus could not be checked to be the same: A or B records no corpus digest (written by an older nibbench)"
            ])
        let none = ComparisonInputs(base: Self.run(corpus: nil, trace: nil), new: new)
        #expect(none.unknown == ["corpus", "trace"] && none.refusal(base: "A", new: "B") == nil)
    }

    @Test func anOldRunJSONWithoutTheCorpusDigestReads() throws {
        let json = #"{"corpusPath":"c","tracePath":"t","traceSHA256":"ab","seed":1,"injectedDelays":{}}"#
        let info = try JSONDecoder().decode(ResumeInfo.self, from: Data(json.utf8))
        #expect(info.corpusSHA256 == nil && info.traceSHA256 == "ab")
    }
}
