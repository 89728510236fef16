import ArgumentParser

/// A nibbench command: ``execute()`` does the work; any error but an `ExitCode` becomes one line
/// on standard error and exit code 1 (``fail(_:)``). SIGINT and SIGTERM get
/// ``interruptResponse`` (``Interrupts``).
protocol Command: ParsableCommand {
    /// What SIGINT and SIGTERM do while the command runs (default: remove the temporaries, say
    /// what was kept, exit 130).
    static var interruptResponse: Interrupts.Response { get }

    /// Calls the library and prints.
    func execute() throws
}

extension Command {
    static var interruptResponse: Interrupts.Response { .exit }

    func run() throws {
        Interrupts.install(Self.interruptResponse)
        do {
            try execute()
        } catch let code as ExitCode {
            Interrupts.parkIfExiting()
            throw code
        } catch {
            Interrupts.parkIfExiting()
            throw fail(error)
        }
        Interrupts.parkIfExiting()
    }
}
