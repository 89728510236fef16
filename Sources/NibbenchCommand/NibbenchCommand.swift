/// The whole `nibbench` command — `run`, `simulate`, `compare`, `report` and the rest — as a
/// library, so that a package can build its own executable with strategies of its own.
///
/// ```swift
/// // Sources/custom-nibbench/main.swift
/// import NibbenchCommand
///
/// NibbenchCommand.main()
/// ```
public enum NibbenchCommand {
    /// Parses the process's command line and runs the command; exits with its exit code.
    public static func main() {
        Nibbench.main()
    }
}
