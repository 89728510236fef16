import ArgumentParser
import Foundation
import Harness
import Reporting

extension MeasureMode: ExpressibleByArgument {}

extension Run {
    /// The plan's measurement settings: `--measure`, `--inject-work`; counting instructions
    /// replays each configuration once, without the machine canary or re-runs.
    func instructionSettings(_ plan: RunPlan) throws -> RunPlan {
        var plan = plan
        plan.measure = measure
        plan.injectedWork = try Self.workInjections(injectWork)
        if measure == .instructions {
            plan.repetitions = 1
            plan.canaryInterval = 0
            plan.maxReruns = 0
        }
        return plan
    }

    /// Options that make no sense with `--measure instructions` (usage errors).
    func validateMeasure() throws {
        guard measure == .instructions else { return }
        if isolate { throw ValidationError("--isolate measures time in fresh processes; instruction counts already come from a fresh, deterministic process") }
        if coldIO { throw ValidationError("--cold-io has no effect on instruction counts (page-cache misses are not instructions); measure it with --measure time") }
        if repetitions.map({ $0 > 1 }) == true { throw ValidationError("--measure instructions replays each configuration once: its counts do not vary") }
    }

    static func workInjections(_ specs: [String]) throws -> [String: UInt64] {
        try perStrategy(specs, option: "--inject-work", unit: "ITERATIONS")
    }

    /// Runs the plan in a child process of this binary under callgrind (see
    /// ``CallgrindSession``) and returns its result with the instruction counts attached.
    func runUnderCallgrind(plan: RunPlan, tracePath: String) throws -> RunResult {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let session = try CallgrindSession(executable: binary)
        let corpus = try session.link(plan.corpus, as: "corpus")
        let trace = try session.link(tracePath, as: "trace.csv")
        let output = "child.json"
        let configs = plan.configs.map { config in config.strategy + (config.capacity.map { "@" + $0.description } ?? "") }
        var arguments = ["run", "--corpus", corpus, "--trace", trace, "--exact-config"] + configs
        arguments += ["--warmup", String(plan.warmupLoads), "--seed", String(plan.seed), "--emit-json", output,
                      "--measure", "instructions", "--instructions-child"]
        if !injectWork.isEmpty { arguments += ["--inject-work"] + injectWork }
        Run.note("counting instructions under callgrind: \(plan.configs.count) configurations, each replayed twice (warm loads, then first loads); this takes a few minutes")
        let dumps = try session.run(arguments)
        var result = try ResultDirectory.read(session.directory + "/" + output)
        let counts = try plan.instructionCounts(from: dumps)
        result.corpus = plan.corpus
        result.measure = .instructions
        result.instructionCounts = counts
        result.machine.valgrind = try session.version()
        for count in counts {
            guard let i = result.summaries.firstIndex(where: { $0.config == plan.configs[count.config] }) else { continue }
            result.summaries[i].instructionsPerLoad = count.perWarmLoad
            result.summaries[i].instructionsFirstLoad = count.perFirstLoad
        }
        return result
    }
}
