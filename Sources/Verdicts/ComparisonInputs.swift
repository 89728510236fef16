import NibbenchSupport
import Records

/// Whether two runs replayed the same inputs — the same corpus and the same trace, by their
/// digests (``ResumeInfo/corpusSHA256``, ``ResumeInfo/traceSHA256``) — so that `compare`'s
/// verdicts mean something: runs on different corpora or traces differ by their inputs, not by
/// the code. A digest a run does not record (an older `run.json`) is unknown, not different.
package struct ComparisonInputs: Sendable, Hashable {
    /// One input both runs have a digest for, and they differ.
    package struct Difference: Sendable, Hashable {
        /// `corpus` or `trace`.
        package var input: String
        /// The digests' first 8 hex digits.
        package var base: String, new: String
    }

    /// The inputs that differ: the corpus, then the trace.
    package var differences: [Difference]
    /// The inputs that at least one run records no digest of (`corpus`, `trace`).
    package var unknown: [String]
    /// The runs' trace loads, which the refusal names.
    package var baseLoads: Int, newLoads: Int

    /// The inputs of `base` and `new` checked against each other.
    package init(base: RunResult, new: RunResult) {
        (differences, unknown, baseLoads, newLoads) = ([], [], base.traceLoads, new.traceLoads)
        let inputs: [(String, String?, String?)] = [
            ("corpus", base.resume?.corpusSHA256, new.resume?.corpusSHA256),
            ("trace", base.resume?.traceSHA256, new.resume?.traceSHA256)
        ]
        for (input, b, n) in inputs {
            guard let b, let n else {
                unknown.append(input)
                continue
            }
            if b != n { differences.append(Difference(input: input, base: String(b.prefix(8)), new: String(n.prefix(8)))) }
        }
    }

    /// What differs, as the refusal and the override's note say it:
    /// `trace 1a2b3c4d (1500 loads) vs 9f8e7d6c (6000 loads)`.
    package var differenceText: String {
        differences.map { d in
            d.input == "trace"
                ? "trace \(d.base) (\(MessageText.counted(baseLoads, "load"))) vs \(d.new) (\(MessageText.counted(newLoads, "load")))"
                : "\(d.input) \(d.base) vs \(d.new)"
        }.joined(separator: ", ")
    }

    /// The refusal when the inputs differ (one line naming both runs), nil when they do not.
    package func refusal(base: String, new: String) -> String? {
        guard !differences.isEmpty else { return nil }
        return "\(base) and \(new) replayed different inputs: \(differenceText); their differences are the inputs', not the code's "
            + "(compare runs on one corpus and one trace, or pass --allow-different-inputs)"
    }

    /// The notes the verdicts carry: that the inputs differ (compared anyway), and which inputs
    /// could not be checked.
    package func notes(base: String, new: String) -> [String] {
        var notes: [String] = []
        if !differences.isEmpty {
            notes.append(
                "the runs replayed different inputs (\(differenceText)), compared anyway (--allow-different-inputs): verdicts reflect the inputs as well as the code"
            )
        }
        if !unknown.isEmpty {
            let missing = unknown.joined(separator: " and ")
            notes.append(
                "the \(missing) could not be checked to be the same: \(base) or \(new) records no \(missing) digest (written by an older nibbench)")
        }
        return notes
    }
}
