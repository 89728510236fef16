import ArgumentParser
import NibbenchSupport
import SystemPackage

/// Prints `error` as one line on standard error and returns the exit code for it.
///
/// The only place the tool turns library errors into output; every command funnels through it.
/// Each module's error — `NibArchiveError`, `NibModelError`, `XIBError`, `NibRuntimeError`,
/// `InputError`, `ProbeError`, `HarnessError`, `ReportingError`, `CachePolicyError`, … — is a
/// `NibbenchError` and renders itself on one line with its file and line:column or byte offset
/// (through its `ErrorContext`; a wrapped error with the original fault's code and place), and
/// exits 1, "invalid input, unreadable file or any other failure" (docs/commands.md). While an
/// interrupt is ending the process it prints nothing (``Interrupts``). A command whose refusal
/// has an exit code of its own passes it as `code` (`compare`'s 6 for different inputs).
func fail(_ error: any Error, code: Int32 = 1) -> ExitCode {
    Interrupts.parkIfExiting()
    let line = "nibbench: \(MessageText.oneLine(MessageText.describing(error)))\n"
    _ = try? FileDescriptor.standardError.writeAll(line.utf8)
    return ExitCode(code)
}

/// Writes each warning on a line of its own to standard error, as compilers do
/// (`FILE:LINE:COL: warning: message`, see `XIBWarning`).
func warn(_ warnings: [some CustomStringConvertible]) {
    Interrupts.parkIfExiting()
    guard !warnings.isEmpty else { return }
    _ = try? FileDescriptor.standardError.writeAll(warnings.map { "\($0)\n" }.joined().utf8)
}

/// Writes `text` and a newline to standard output (unless an interrupt is ending the process:
/// then the calling thread waits for the exit).
func emit(_ text: String) {
    Interrupts.parkIfExiting()
    print(text)
}

/// An error the tool itself words (a hint added to a library error, a problem found after
/// parsing that is not a usage error).
struct CommandMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
