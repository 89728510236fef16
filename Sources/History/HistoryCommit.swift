import NibbenchSupport

/// A commit as the history keeps it: its SHA, and what git says of it when it is in a
/// repository at hand.
package struct HistoryCommit: Sendable, Equatable {
    package var sha: String
    /// Author date, ISO 8601 (`%aI`), or nil when git does not know the commit.
    package var authorDate: String?
    package var parents: [String]
    package var branch: String?

    package init(sha: String, authorDate: String? = nil, parents: [String] = [], branch: String? = nil) {
        (self.sha, self.authorDate, self.parents, self.branch) = (sha, authorDate, parents, branch)
    }

    /// `sha` as git in `repository` resolves it (the full SHA, author date, parents); as given,
    /// without date or parents, when git is missing or does not know it.
    package static func resolving(_ sha: String, in repository: String, branch: String?) -> HistoryCommit {
        guard let git = ChildProgram.find("git"),
            let outcome = try? ChildProgram.capture(git, ["-C", repository, "show", "-s", "--format=%H%n%aI%n%P", sha + "^{commit}"]),
            outcome.status == 0
        else { return HistoryCommit(sha: sha, branch: branch) }
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 3, lines[0].count == 40 else { return HistoryCommit(sha: sha, branch: branch) }
        return HistoryCommit(sha: lines[0], authorDate: lines[1], parents: lines[2].split(separator: " ").map(String.init), branch: branch)
    }
}
