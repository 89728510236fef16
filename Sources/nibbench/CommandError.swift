import ArgumentParser
import SystemPackage

/// Prints `error` as one line on standard error and returns the exit code for it.
///
/// The only place the tool turns library errors into output; every command funnels through it.
func fail(_ error: any Error) -> ExitCode {
    let line = "nibbench: \(error)\n"
    _ = try? FileDescriptor.standardError.writeAll(line.utf8)
    return ExitCode(1)
}

/// Writes `text` and a newline to standard output.
func emit(_ text: String) {
    print(text)
}

/// An error the tool itself words (a hint added to a library error, a usage problem found
/// after parsing).
struct CommandMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
