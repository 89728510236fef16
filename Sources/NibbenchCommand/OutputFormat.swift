import ArgumentParser

/// `--format`: what a command that judges prints.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Lines for a person (the default).
    case text
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`), which GitHub shows as
    /// annotations on the pull request's files.
    case github
}
