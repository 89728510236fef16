import ArgumentParser
import Profiling
import NibbenchSupport
import NibCache
import Reporting
import Sessions
import Traces
import Records

/// `nibbench recommend PATH --out DIR`: which strategy, and how much memory, for an app's nibs.
struct Recommend: Command {
    static let configuration = CommandConfiguration(
        abstract:
            "Which caching strategy, and how much memory, for an app's nibs: a memory-budget sweep of every strategy, confirmed by measured runs.",
        discussion: """
            PATH is an app's source folder, a built app (an .ipa, an .app, an .ipa's Payload \
            folder or an .xcarchive, imported as `nibbench import` does; the report names the \
            app's Xcode and minimum iOS from its Info.plist), a corpus folder, a corpus spec or a profile. recommend profiles every nib (what a \
            miss — decode and first instantiate — and a decoded hit — a warm instantiate — cost \
            in allocations, in instructions with --measure instructions, or in estimated \
            cycles with --measure cycles), replays an \
            app-shaped trace (or --trace FILE) through every strategy and eviction policy at \
            every memory budget from the smallest nib to all of them, and answers: for each \
            budget the best strategy, its miss ratio and expected load cost, and those it cannot \
            be told apart from, with why; the smallest budget within --tolerance of keeping \
            every nib; what keeping none (cold) costs instead. The deterministic costs decide, \
            so two runs give the same answer on any machine. The best strategies are then \
            replayed by `nibbench run` at that budget, and their measured cost and time (with \
            95% intervals) are shown beside the prediction. Writes DIR/recommend.md, \
            recommend.json, charts/miss-ratio.svg and charts/cost.svg, trace.csv, profile/, \
            run/ and, for sources, corpus/ — as one folder: a failed or interrupted command \
            leaves the previous one as it was.

            A source file that does not import, a nib that cannot be profiled or a measured run \
            that fails stops the command (exit 1, nothing written): standard error names each \
            first, one line with its cause. With --allow-partial it goes on without them (their \
            loads are left out of the trace), names them first all the same, and recommend.md \
            leads with what was not measured.

            Examples:
              nibbench recommend MyApp/ --out Results/recommend
              nibbench recommend Corpora/myapp --trace recorded.log --trace-format load-log --out Results/recommend
              nibbench recommend MyApp.app --measure instructions --out Results/recommend
              nibbench recommend MyApp.ipa --out Results/recommend
            """
    )

    @Argument(help: "An app's source folder, a built app (.ipa, .app, Payload, .xcarchive), a corpus folder, a corpus spec or a profile.")
    var path: String
    @OptionGroup var xcode: XcodeOptions
    @Option(help: "The folder to write.")
    var out: String
    @Option(help: "Replay this trace instead of generating one (any format `trace convert` reads).")
    var trace: String?
    @Option(help: "The trace's format (default: detected).")
    var traceFormat: Trace.Format?
    @Option(help: "The generated trace's model, in text form (default: as `run`'s default trace: app(...) when the corpus has screens).")
    var model: String?
    @Option(help: "Loads in the generated trace.")
    var length = 20_000
    @Option(help: "The generated trace's seed.")
    var seed: UInt64 = 1
    @Option(
        parsing: .upToNextOption, help: "Budgets to sweep, in bytes (8MiB, 512KiB; default: 12 from the smallest nib to every nib the trace loads).")
    var budgets: [String] = []
    @Option(help: "A budget is enough when its best strategy costs at most this much more than keeping every nib (5% = 0.05).")
    var tolerance = 0.05
    @Option(help: "Strategies whose expected costs differ by less than this fraction cannot be told apart.")
    var tie = 0.01
    @Option(
        help: ArgumentHelp(
            "The deciding cost: allocations (time, the default), instructions (counted under callgrind; needs valgrind) or estimated cycles (cycles: callgrind's simulated cache).",
            valueName: "time|instructions|cycles"))
    var measure: MeasureMode = .time
    @Option(help: "How many of the best decoded strategies to confirm with measured runs (beside cold, uinib and bytes-lru; 0: none).")
    var confirm = 3
    @Option(help: "Repetitions of each measured run.")
    var repetitions = 3
    @Option(help: "Loads the measured runs replay: the trace's first N (the predictions they are set against are for the same loads).")
    var confirmLoads = 5_000
    @Flag(
        help:
            "Recommend for the rest of the app when some files, nibs or measured runs fail (they are named first on standard error and in recommend.md)."
    )
    var allowPartial = false

    func validate() throws {
        guard length >= 1 else { throw ValidationError("--length must be at least 1") }
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance must be a fraction of at least 0, e.g. 0.05") }
        guard tie >= 0, tie.isFinite else { throw ValidationError("--tie must be a fraction of at least 0, e.g. 0.01") }
        guard confirm >= 0, repetitions >= 1, confirmLoads >= 1 else {
            throw ValidationError("--confirm must be at least 0, --repetitions and --confirm-loads at least 1")
        }
        guard trace == nil || model == nil else { throw ValidationError("--model generates a trace; it cannot go with --trace") }
        try Simulate.checkCapacities(budgets, option: "--budgets")
        if let capacity = try CacheCapacity.list(budgets).first(where: { !$0.isByteBounded }) {
            throw ValidationError("--budgets: \(capacity.limit) is not in bytes; write 512KiB, 8MiB or 1000B")
        }
    }

    func execute() throws {
        Interrupts.keep(Interrupts.nothingWritten(keeping: out))
        var recommender = Recommender(input: path, policies: Strategies.current.policies)
        recommender.trace = trace
        recommender.traceFormat = traceFormat
        if let model { recommender.model = try TraceModel(parsing: model) }
        recommender.length = length
        recommender.seed = seed
        recommender.budgets = try CacheCapacity.list(budgets).map(\.limit)
        recommender.tolerance = tolerance
        recommender.tieTolerance = tie
        recommender.measure = measure
        recommender.allowPartial = allowPartial
        recommender.target = xcode.target()
        var session = RecommendSession(
            recommender: recommender, out: out, strategies: Strategies.current,
            executable: { ChildProgram.currentExecutable }, note: { _ in }, shouldStop: { false })
        session.confirm = confirm
        session.repetitions = repetitions
        session.confirmLoads = confirmLoads
        let document: RecommendDocument
        do {
            document = try ProgressLine.showing { line in
                session.note = { line.show("nibbench: \($0)") }
                return try session.run()
            }
        } catch let error as UnmeasuredInputError {
            for item in error.items { _ = fail(CommandMessage(item.line)) }
            throw fail(CommandMessage(error.summary))
        }
        for item in document.unmeasured ?? [] { _ = fail(CommandMessage(item.line)) }
        if let summary = document.unmeasuredSummary { _ = fail(CommandMessage(summary + ": recommended for the rest (--allow-partial)")) }
        emit(RecommendReport.text(document, folder: out))
    }
}
