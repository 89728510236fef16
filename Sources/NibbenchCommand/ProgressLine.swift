import NibbenchSupport
import SystemPackage

/// A one-line progress display on standard error, shown only when it is a terminal: each
/// update replaces the line, and ``clear()`` removes it. Every command's progress goes
/// through it.
struct ProgressLine {
    /// Whether standard error is a terminal (otherwise nothing is shown).
    let interactive = Terminal.standardErrorIsTerminal

    /// Replaces the line with `text`.
    func show(_ text: String) {
        guard interactive else { return }
        _ = try? FileDescriptor.standardError.writeAll("\r\(text)\u{1B}[K".utf8)
    }

    /// Writes `text` as a line of its own (progress off a terminal, one line per step).
    func note(_ text: String) {
        _ = try? FileDescriptor.standardError.writeAll((text + "\n").utf8)
    }

    /// Runs `body` with a progress line and clears the line when `body` returns or throws: how
    /// every command shows a session's progress.
    static func showing<T>(_ body: (ProgressLine) throws -> T) rethrows -> T {
        let line = ProgressLine()
        defer { line.clear() }
        return try body(line)
    }

    /// Clears the line.
    func clear() {
        guard interactive else { return }
        _ = try? FileDescriptor.standardError.writeAll("\r\u{1B}[K".utf8)
    }
}
