import NibbenchSupport
import Records
import Verdicts

/// Where a finding's nib came from: its source file and the line of its element, when known.
package typealias AnnotationPlace = (file: String, line: Int?)

extension WorkflowAnnotation {
    /// One annotation per nib whose cost regressed past the gate (an error: the gate fails), per
    /// nib broken since the baseline, and one notice with the summary; `place` finds a nib's
    /// source (nil: the annotation names the nib only), and `file` turns a source named by the
    /// profile into a path from the repository's top.
    package static func annotations(
        _ comparison: ProfileComparison, place: (String) -> AnnotationPlace?, file: (String) -> String
    ) -> [WorkflowAnnotation] {
        var found: [WorkflowAnnotation] = []
        for nib in comparison.regressed {
            let at = place(nib.name)
            let gated = nib.rows.filter { $0.verdict == .regression }.map {
                "\($0.metric.replacingOccurrences(of: "_", with: " ")) \(ProfileComparison.value($0.base, $0.metric)) → \(ProfileComparison.value($0.new, $0.metric)) (\(Comparison.signed($0.change)))"
            }
            found.append(
                WorkflowAnnotation(
                    .error, file: at?.file, line: at?.line, title: "nibbench: \(nib.name) costs more to load",
                    message: "\(nib.name): " + gated.joined(separator: ", ") + (nib.match == .name ? "" : " (was \(nib.baseName))")))
        }
        for input in comparison.broken {
            // A nib the new profile names, or a source file.
            let isFile = [".xib", ".storyboard", ".nib"].contains { input.what.hasSuffix($0) }
            let at = place(input.what) ?? (isFile ? (file(input.what), nil) : nil)
            found.append(
                WorkflowAnnotation(.error, file: at?.file, line: at?.line, title: "nibbench: broken since the baseline", message: input.line))
        }
        found.append(WorkflowAnnotation(.notice, title: "nibbench compare", message: comparison.summaryLine))
        return found
    }

    /// One annotation per regressed row of a run comparison (an error, on the run: a
    /// configuration has no source line), and one notice with the verdict counts.
    package static func annotations(_ comparison: Comparison) -> [WorkflowAnnotation] {
        let regressed = comparison.rows.filter { $0.verdict == .regression }
        var found = regressed.map {
            WorkflowAnnotation(
                .error, title: "nibbench: \($0.config) regressed",
                message: "\($0.config): \($0.metric) \(CSVReport.number($0.base)) → \(CSVReport.number($0.new)) (\(Comparison.signed($0.change)))")
        }
        let gated = comparison.rows.filter { $0.verdict != .informational }.count
        found.append(
            WorkflowAnnotation(
                .notice, title: "nibbench compare", message: "\(regressed.count) of \(MessageText.counted(gated, "gated row")) regressed"))
        return found
    }

    /// One annotation per step of the judged commits (an error: the check fails) and per figure
    /// that crept past the budget, naming the commits; `place` finds a subject's source.
    package static func annotations(
        steps: [HistoryCheck.Step], creeps: [HistoryCheck.Creep], series: String, place: (String) -> AnnotationPlace?
    )
        -> [WorkflowAnnotation]
    {
        var found: [WorkflowAnnotation] = []
        for step in steps {
            let at = place(step.subject)
            found.append(
                WorkflowAnnotation(
                    .error, file: at?.file, line: at?.line, title: "nibbench: \(step.subject) \(step.figure) stepped up",
                    message:
                        "\(step.subject): \(step.figure) \(CSVReport.number(step.before)) → \(CSVReport.number(step.after)) (\(Comparison.signed(step.change))) "
                        + "at \(step.commit.prefix(12)), after \(step.previousCommit.prefix(12)) [\(series)]"))
        }
        for creep in creeps {
            let at = place(creep.subject)
            let by = creep.contributors.map { "\($0.commit.prefix(12)) +\(CSVReport.number($0.rise))" }.joined(separator: ", ")
            found.append(
                WorkflowAnnotation(
                    .error, file: at?.file, line: at?.line, title: "nibbench: \(creep.subject) \(creep.figure) crept up",
                    message:
                        "\(creep.subject): \(creep.figure) \(CSVReport.number(creep.before)) → \(CSVReport.number(creep.after)) (\(Comparison.signed(creep.change))) "
                        + "from \(creep.fromCommit.prefix(12)) to \(creep.toCommit.prefix(12)), raised by \(by) [\(series)]"))
        }
        return found
    }
}
