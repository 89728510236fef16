import Harness
import Testing
import Records

/// Issue 18: Harness has its own error, `HarnessError`, instead of borrowing Probes' error for
/// its own failures (nothing to measure, nothing to merge, the instruction-count tools).
@Suite struct HarnessErrorTests {
    @Test func aDecodeBenchmarkWithoutInputsHasNothingToMeasure() {
        #expect {
            _ = try DecodeBenchmark(inputs: []).run()
        } throws: { error in
            (error as? HarnessError)?.code == .noInput
        }
    }

    @Test func mergingNoRepetitionsIsAnErrorNotACrash() {
        let plan = RunPlan(
            corpus: "/nonexistent", events: [.load("a")], configs: [RunConfig(builtIn: "cold", capacity: nil)],
            repetitions: 1, warmupLoads: 0)
        #expect {
            _ = try Runner(plan: plan).merge([])
        } throws: { error in
            (error as? HarnessError)?.code == .noResults
        }
    }

    @Test func descriptionsAreOneLineAndNameTheFileAndPlace() {
        #expect("\(HarnessError(.valgrind, "valgrind is not installed"))" == "valgrind is not installed (valgrind)")
        #expect("\(HarnessError(.io, "cannot read", file: "out/callgrind.out", line: 7))" == "out/callgrind.out:7: cannot read (io)")
        #expect("\(HarnessError(.io, "short", file: "a.bin", offset: 12))" == "a.bin: byte 12: short (io)")
        #expect(!"\(HarnessError(.io, "two\nlines", file: "x"))".contains("\n"))
    }
}
