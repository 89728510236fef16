import ArgumentParser

/// A nibbench command: ``execute()`` does the work; any error but an `ExitCode` becomes one line
/// on standard error and exit code 1 (``fail(_:)``).
protocol Command: ParsableCommand {
    /// Calls the library and prints.
    func execute() throws
}

extension Command {
    func run() throws {
        do {
            try execute()
        } catch let code as ExitCode {
            throw code
        } catch {
            throw fail(error)
        }
    }
}
