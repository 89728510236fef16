import Foundation
import NibbenchSupport
import Manifest

/// A recorded load log: the nibs an app instantiated, one a line, as a debugger's log action or
/// an `os_signpost` export writes them (recording one: docs/formats.md).
///
/// ```
/// # Provenance, 2026-11-26, breakpoint log
/// [0.512] Main/GameLibrary
/// [0.530] GameCell
/// 2026-11-26T10:00:03.120Z SettingsScreen
/// SaveStateCell 2026-11-26T10:00:04.800Z
/// <memory-warning>
/// ```
///
/// - UTF-8 text; lines end in LF, a CR before it is ignored, as are spaces and tabs around a line.
/// - Blank lines and lines whose first non-space character is `#` are skipped.
/// - Every other line is one event: a nib name, or `<memory-warning>`, with at most one
///   timestamp, leading or trailing and separated by spaces: `[seconds]` (`[12.345]`, digits
///   with an optional fraction) or an ISO 8601 date-time (`2026-11-26T10:00:00.123Z`, with `Z` or
///   a `±hh:mm` offset). Timestamps are checked and dropped: the trace keeps the order of lines.
/// - Names are matched to the manifest, when one is given: exactly, else by last path
///   component when exactly one nib has it (`FeedCell` → `Main/FeedCell`). An unknown or
///   ambiguous name is an error at its `file:line:column`. Without a manifest names are kept as
///   they are and must be valid nib names.
///
/// Written back, a trace becomes one name per line and `<memory-warning>` lines, no timestamps.
package enum LoadLogTraceFormat: TraceFormat {
    package static var format: TraceFileFormat { .loadLog }

    /// The line that stands for a memory warning.
    package static let memoryWarningLine = "<memory-warning>"

    /// The events of the log; sizes `given`.
    package static func read(_ file: TraceFile, manifest: CorpusManifest?, sizes given: NibSizes?) throws(InputError) -> LoadedTrace {
        LoadedTrace(trace: try parse(file.bytes, file: file.path, manifest: manifest), sizes: given, notes: [], format: .loadLog)
    }

    /// Load logs have no fast path: the reference reader reads them.
    package static func ingest(_ region: borrowing MappedRegion, path: String, sizes given: NibSizes?) throws(InputError) -> IngestedTrace? {
        nil
    }

    /// Writes one line per event, atomically.
    package static func write(_ trace: LoadedTrace, to path: String, manifest: CorpusManifest?, source: String) throws(InputError) -> [String] {
        var text = ""
        for event in trace.trace.events { text += (event.nib ?? memoryWarningLine) + "\n" }
        try InputFiles.writeAtomically(Array(text.utf8), to: path)
        return ["wrote \(MessageText.counted(trace.trace.events.count, "line")) to \(path)"] + trace.notes
    }

    /// Parses a load log; `file` labels errors.
    /// - Throws: ``InputError``: `bad-field` for a malformed line or timestamp, `unknown-nib`
    ///   for a name the manifest does not hold (or holds twice by last path component), each
    ///   at its line:column.
    /// - Complexity: O(file size + manifest size).
    package static func parse(_ bytes: [UInt8], file: String?, manifest: CorpusManifest?) throws(InputError) -> AccessTrace {
        let matcher = manifest.map(NibNameMatcher.init)
        var events: [TraceEvent] = []
        var lineNumber = 0
        for rawLine in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let text = String(validating: rawLine, as: UTF8.self) else {
                throw InputError(.badField, "the line is not UTF-8 text", file: file, line: lineNumber, column: 1)
            }
            func fail(_ code: InputError.Code, _ message: String, at column: Int) -> InputError {
                InputError(code, message, file: file, line: lineNumber, column: column)
            }
            let line = Array(text.utf8)
            var start = 0, end = line.count
            while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
            while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0D { end -= 1 }
            guard start < end, line[start] != UInt8(ascii: "#") else { continue }
            // A leading timestamp is the first word, a trailing one the last.
            let firstSpace = line[start..<end].firstIndex { $0 == 0x20 || $0 == 0x09 }
            let lastSpace = line[start..<end].lastIndex { $0 == 0x20 || $0 == 0x09 }
            if let firstSpace, let valid = timestamp(line[start..<firstSpace]) {
                guard valid else { throw fail(.badField, "malformed timestamp \"\(string(line[start..<firstSpace]))\"", at: start + 1) }
                start = firstSpace
                while line[start] == 0x20 || line[start] == 0x09 { start += 1 }
            } else if let lastSpace, let valid = timestamp(line[(lastSpace + 1)..<end]) {
                guard valid else {
                    throw fail(.badField, "malformed timestamp \"\(string(line[(lastSpace + 1)..<end]))\"", at: lastSpace + 2)
                }
                end = lastSpace
                while line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
            } else if timestamp(line[start..<end]) == true {
                throw fail(.badField, "a timestamp without a nib name", at: start + 1)
            }
            let name = string(line[start..<end])
            if name == memoryWarningLine {
                events.append(.memoryWarning)
                continue
            }
            if let matcher {
                switch matcher.match(name) {
                case .found(let full): events.append(.load(full))
                case .ambiguous(let candidates):
                    throw fail(
                        .unknownNib, "\"\(name)\" is the last path component of several nibs: \(candidates.joined(separator: ", "))", at: start + 1)
                case .missing:
                    throw fail(.unknownNib, "nib \"\(name)\" is not in the manifest, not even by its last path component", at: start + 1)
                }
            } else {
                if let problem = NibName.problem(name) { throw fail(.badField, "invalid nib name \"\(name)\": \(problem)", at: start + 1) }
                events.append(.load(name))
            }
        }
        return AccessTrace(events)
    }

    /// Whether a text file whose first line is `firstLine` looks like a load log rather than
    /// CSV: that line is a `#` comment, or is not empty and has no comma.
    static func looksLikeLoadLog(firstLine: some Collection<UInt8>) -> Bool {
        firstLine.first == UInt8(ascii: "#") || (!firstLine.isEmpty && !firstLine.contains(UInt8(ascii: ",")))
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Whether `word` is a well-formed timestamp, or nil when it is not meant as one (it does
    /// not start with `[`, nor with four digits and `-` while holding a `T`).
    private static func timestamp(_ word: ArraySlice<UInt8>) -> Bool? {
        let text = string(word)
        if text.hasPrefix("[") { return text.wholeMatch(of: /\[[0-9]+(\.[0-9]+)?\]/) != nil }
        guard text.prefixMatch(of: /[0-9]{4}-/) != nil, text.contains("T") else { return nil }
        return text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:?[0-9]{2})/) != nil
    }
}
