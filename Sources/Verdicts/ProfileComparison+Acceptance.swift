import Foundation

extension ProfileComparison {
    /// Why a regressed nib does not fail the gate: a budget entry covers its growth, or the
    /// change accepts it explicitly.
    package struct Acceptance: Sendable, Codable, Equatable {
        /// What accepted the cost.
        package enum Source: String, Sendable, Codable {
            /// An entry of the budget file (`compare --budget`).
            case budget
            /// `compare --accept`, or a `Nibbench-Accept:` commit trailer passed as one.
            case accept
        }

        package var source: Source
        /// Who or what accepted it, in words: "budget entry 1 (`App/Cells/*`: allow +5%)",
        /// "commit 1a2b3c4: Add a label", "--accept".
        package var by: String
        /// The budget entry's reason; nil for an accept.
        package var reason: String?

        package init(source: Source, by: String, reason: String?) {
            (self.source, self.by, self.reason) = (source, by, reason)
        }
    }

    /// An explicit accept of a nib's cost: `compare --accept GLOB`, or a `Nibbench-Accept:`
    /// trailer of a commit of the change, which `scripts/profile-commits` passes as
    /// `GLOB<TAB>commit SHA: SUBJECT`.
    package struct Accept: Sendable, Codable, Equatable {
        /// A glob over nib names (`fnmatch(3)`, as budget entries match).
        package var glob: String
        /// Who accepted it: `commit SHA: SUBJECT`, or `--accept` when not said.
        package var by: String

        package init(glob: String, by: String) {
            (self.glob, self.by) = (glob, by)
        }

        /// An accept as `--accept` takes it: `GLOB`, or `GLOB<TAB>WHO` (a trailer's commit).
        ///
        /// - Throws: ``ComparisonOptionError`` `.badAccept` for an empty glob.
        package init(argument: String) throws(ComparisonOptionError) {
            let parts = argument.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let glob = parts[0].trimmingCharacters(in: .whitespaces)
            guard !glob.isEmpty else {
                throw ComparisonOptionError(.badAccept, "--accept: expected a nib name or glob, such as App/Cells/ProfileCell", value: argument)
            }
            let by = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            self.init(glob: glob, by: by.isEmpty ? "--accept" : by)
        }
    }

    /// What acknowledges an intended cost in a comparison: a reviewed budget file and explicit
    /// accepts. A regressed nib that a budget entry covers, or that an accept names, is
    /// *accepted* (``NibChange/acceptance``) and does not fail the gate.
    package struct Acknowledgements: Sendable {
        /// The budget, and the file it was read from (as named in the comparison).
        package var budget: ProfileBudget?
        package var budgetFile: String?
        /// Explicit accepts, in the order given.
        package var accepts: [Accept]

        package init(budget: ProfileBudget? = nil, budgetFile: String? = nil, accepts: [Accept] = []) {
            (self.budget, self.budgetFile, self.accepts) = (budget, budgetFile, accepts)
        }
    }

    /// Marks every regressed nib a budget entry covers or an accept names as accepted (the
    /// budget first: the first entry that covers each of its regressed rows), records an entry
    /// that matches the nib but not its growth (``NibChange/overBudget``), and notes every
    /// entry and accept that matches no nib of either profile.
    mutating func acknowledge(_ acknowledgements: Acknowledgements) {
        let file = acknowledgements.budgetFile.map { "`\($0)`" } ?? "the budget"
        let entries = acknowledgements.budget?.budgets ?? []
        let names = nibs.flatMap { [$0.name, $0.baseName] } + added.map(\.name) + removed.map(\.name)
        for (index, entry) in entries.enumerated() where !names.contains(where: entry.matches) {
            notes.append("budget entry \(index + 1) of \(file) (\(Self.globs(entry.nibs))) matches no nib")
        }
        for accept in acknowledgements.accepts where !names.contains(where: { ProfileBudget.matches([accept.glob], $0) }) {
            notes.append("`\(accept.glob)`, accepted by \(accept.by), matches no nib")
        }
        for index in nibs.indices where nibs[index].verdict == .regression {
            let nib = nibs[index]
            let matches = { (globs: [String]) in ProfileBudget.matches(globs, nib.name) || ProfileBudget.matches(globs, nib.baseName) }
            let regressed = nib.rows.filter { $0.verdict == .regression }
            var over: String?
            for (number, entry) in entries.enumerated() where matches(entry.nibs) {
                let terms = "budget entry \(number + 1) of \(file) (\(Self.globs(entry.nibs)): \(entry.terms))"
                if regressed.allSatisfy({ Self.covers(entry, $0) }) {
                    nibs[index].acceptance = Acceptance(source: .budget, by: terms, reason: entry.reason)
                    break
                }
                over = over ?? terms
            }
            if nibs[index].acceptance == nil, let accept = acknowledgements.accepts.first(where: { matches([$0.glob]) }) {
                nibs[index].acceptance = Acceptance(source: .accept, by: accept.by, reason: nil)
            }
            if nibs[index].acceptance == nil { nibs[index].overBudget = over }
        }
    }

    /// Whether a budget entry covers a regressed row: its growth is within the allowed growth,
    /// or its new figure within the accepted cost of its metric.
    static func covers(_ entry: ProfileBudget.Entry, _ row: Row) -> Bool {
        if let allow = entry.allow, row.change <= allow + Comparison.Thresholds.exactSlack { return true }
        if let cost = entry.accept?[row.metric], row.new <= cost { return true }
        return false
    }

    /// "`App/Cells/*`" or "`App/A`, `App/B`".
    static func globs(_ globs: [String]) -> String { globs.map { "`\($0)`" }.joined(separator: ", ") }
}
