import ArgumentParser
import Harness
import NibbenchSupport
import SystemPackage

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
        installInterrupts(Self.interruptResponse)
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

/// Installs ``Interrupts`` with `response`, its announcement written on standard error as
/// `nibbench: interrupted: NOTE`. Not in a child under callgrind: it starts no thread there (the
/// thread's start would land in the counts at a timing-dependent point), and SIGINT and SIGTERM
/// keep their default action.
func installInterrupts(_ response: Interrupts.Response) {
    guard !CallgrindSession.isChild else { return }
    Interrupts.install(response) { _ = try? FileDescriptor.standardError.writeAll("nibbench: \($0)\n".utf8) }
}
