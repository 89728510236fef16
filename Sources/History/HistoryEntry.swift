import Corpus
import Foundation
import NibbenchSupport
import Records

/// What one result (a run folder or a profile folder) adds to the history: the commit it
/// measured, the series it belongs to, a digest of its content, and its figures.
package struct HistoryEntry: Sendable {
    /// What kind of result it is.
    package enum Kind: String, Sendable { case run, profile }

    package var kind: Kind
    /// The commit measured, as recorded (a `+modified` suffix dropped) or as given.
    package var commit: String?
    /// The series: results whose figures can be compared, because they were measured the same
    /// way on the same inputs with the same toolchain (for a profile, nibs are the subjects and
    /// their content is what changes from commit to commit).
    package var series: String
    /// SHA-256 of the result's document: adding the same result twice adds nothing.
    package var digest: String
    package var figures: [HistoryFigure]
    /// What the result could not measure: a profile's sources that failed, a run's
    /// configurations that failed. Their figures are missing at this commit.
    package var unmeasured: [String] = []
    /// What identifies each subject's content, by subject: a profile's nibs, so that a nib whose
    /// source was renamed keeps its series (``HistorySeries/followingRenames()``). Runs have none.
    package var identities: [String: HistoryIdentity] = [:]

    package init(
        kind: Kind, commit: String?, series: String, digest: String, figures: [HistoryFigure], unmeasured: [String] = [],
        identities: [String: HistoryIdentity] = [:]
    ) {
        (self.kind, self.commit, self.series, self.digest, self.figures) = (kind, commit, series, digest, figures)
        (self.unmeasured, self.identities) = (unmeasured, identities)
    }

    /// A run's entry: per configuration, the deterministic figures it has (instructions and
    /// estimated cycles per load, allocations and bytes per load, miss ratios) and the median
    /// latency with its interval.
    ///
    /// - Parameter digest: SHA-256 of the run's `run.json`.
    package init(run: RunResult, digest: String) {
        let toolchain = [run.machine.swift, run.machine.valgrind].compactMap { $0 }.joined(separator: ", ")
        let inputs = [
            "corpus " + (run.resume?.corpusSHA256.map { String($0.prefix(12)) } ?? run.corpus),
            "trace " + (run.resume.map { String($0.traceSHA256.prefix(12)) } ?? "\(run.traceLoads) loads"),
            "\(run.repetitions) repetitions"
        ]
        let measure = (run.measure ?? .time).rawValue
        var figures: [HistoryFigure] = []
        for s in run.summaries {
            let subject = s.config.description
            func add(_ figure: String, _ value: Double?, deterministic: Bool = true) {
                if let value, value.isFinite {
                    figures.append(HistoryFigure(subject: subject, figure: figure, value: value, deterministic: deterministic))
                }
            }
            add("instructions_per_load", s.instructionsPerLoad)
            add("cycles_per_load", s.cyclesPerLoad?.estimatedCycles)
            // Allocations are counted exactly in every mode; bytes are exact too.
            add("allocations_per_load", s.meanAllocations)
            add("allocated_bytes_per_load", s.meanAllocatedBytes)
            add("miss_ratio", s.missRatio)
            if run.hasDeterministicCost { add("cost_miss_ratio", s.costMissRatio) }
            if run.measure == nil || run.measure == .time {
                figures.append(
                    HistoryFigure(
                        subject: subject, figure: "latency_p50", value: Double(s.latency.p50), low: s.latency.medianCI.lowerBound,
                        high: s.latency.medianCI.upperBound, deterministic: false))
            }
        }
        self.init(
            kind: .run, commit: Self.commit(run.machine.commit), series: "run (\(measure); \(inputs.joined(separator: ", ")); \(toolchain))",
            digest: digest, figures: figures, unmeasured: (run.failures ?? []).map(\.config.description))
    }

    /// A profile's entry: per nib, the first load's and the warm instantiate's instructions
    /// (when counted), allocations and allocated bytes, and the timed first load with its interval.
    ///
    /// - Parameter digest: SHA-256 of the profile's `profile.json`.
    package init(profile: NibProfile, digest: String) {
        let toolchain = [profile.machine.swift, profile.machine.valgrind].compactMap { $0 }.joined(separator: ", ")
        var figures: [HistoryFigure] = []
        for nib in profile.nibs {
            let first = nib.deterministic.firstLoad, warm = nib.deterministic.warmInstantiate
            func add(_ figure: String, _ value: UInt64?) {
                if let value { figures.append(HistoryFigure(subject: nib.name, figure: figure, value: Double(value), deterministic: true)) }
            }
            add("first_load_instructions", first.instructions)
            add("warm_instantiate_instructions", warm.instructions)
            add("first_load_allocations", first.allocations)
            add("warm_instantiate_allocations", warm.allocations)
            add("first_load_bytes", first.allocatedBytes)
            let interval = nib.timing.firstLoadInterval
            figures.append(
                HistoryFigure(
                    subject: nib.name, figure: "first_load_ns", value: Double(nib.timing.firstLoadNanoseconds), low: interval.map { Double($0.low) },
                    high: interval.map { Double($0.high) }, deterministic: false))
        }
        let stubs = profile.stubsUnknownClasses ? "stubbed unknown classes" : "strict classes"
        self.init(
            kind: .profile, commit: Self.commit(profile.machine.commit),
            series: "profile (\(profile.measure.rawValue); \(stubs); \(toolchain))", digest: digest, figures: figures,
            unmeasured: profile.failures.map(\.file),
            identities: Dictionary(profile.nibs.map { ($0.name, HistoryIdentity($0)) }, uniquingKeysWith: { a, _ in a }))
    }

    /// A recorded commit without the `+modified` mark of a checkout with uncommitted changes.
    static func commit(_ recorded: String?) -> String? {
        guard let recorded, !recorded.isEmpty else { return nil }
        return recorded.hasSuffix("+modified") ? String(recorded.dropLast("+modified".count)) : recorded
    }
}
