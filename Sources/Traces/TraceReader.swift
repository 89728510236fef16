import NibbenchSupport
import Manifest

/// Reads the events of an access-trace CSV file one at a time, validating as it goes.
///
/// The format is described on ``AccessTrace``. Every error is a ``InputError`` with the
/// file, the 1-based line and the 1-based byte column of the problem:
///
/// | problem | code | column |
/// |---|---|---|
/// | empty file, or a header other than `seq,nib,event` | `bad-header` | first differing byte |
/// | binary data (NUL, control or non-UTF-8 bytes) in the first line | `bad-header` | 1 |
/// | a blank line | `bad-field` | 1 |
/// | fewer than 3 fields | `bad-field` | end of line + 1 |
/// | more than 3 fields | `bad-field` | the third comma |
/// | a double quote | `bad-field` | the quote |
/// | `seq` empty, not decimal, or with a leading zero | `bad-field` | 1 |
/// | `seq` not the previous one plus one (1 first) | `bad-sequence` | 1 |
/// | `event` empty | `bad-field` | start of `event` |
/// | `event` not `load` or `memory-warning` | `unknown-event` | start of `event` |
/// | `load` without a nib, or `memory-warning` with one | `bad-field` | start of `nib` |
/// | a nib name with a control byte | `bad-field` | that byte |
/// | a nib name that is not UTF-8 or not a valid name | `bad-field` | start of `nib` |
/// | a nib the manifest does not list | `unknown-nib` | start of `nib` |
package struct TraceReader: Sendable {
    private let bytes: [UInt8]
    private let file: String?
    private let knownNames: Set<String>?
    private var position = 0
    private var lineNumber = 0
    /// The `seq` of the next event; equals the number of events read so far plus one.
    package private(set) var nextSequence = 1

    /// A reader over CSV `bytes`; `file` labels errors, and when `manifest` is given every loaded
    /// nib must be listed in it.
    package init(bytes: [UInt8], file: String? = nil, manifest: CorpusManifest? = nil) {
        self.bytes = bytes
        self.file = file
        self.knownNames = manifest.map { Set($0.nibs.map(\.name)) }
    }

    /// A reader over the file at `path`, read whole into memory and parsed incrementally.
    /// - Throws: ``InputError`` with code `io`.
    package init(contentsOf path: String, manifest: CorpusManifest? = nil) throws(InputError) {
        self.init(bytes: try InputFiles.read(path), file: path, manifest: manifest)
    }

    /// The next event, or `nil` at the end of the file.
    /// - Throws: ``InputError`` as listed in the type's table; after an error the reader
    ///   should be discarded.
    /// - Complexity: O(line length), plus a hash lookup when validating against a manifest.
    package mutating func next() throws(InputError) -> TraceEvent? {
        if lineNumber == 0 { try readHeader() }
        guard position < bytes.count else { return nil }
        let (start, end) = nextLine()
        guard start < end else { throw fail(.badField, "blank line; every line after the header is one event", column: 1) }
        var commas: [Int] = []
        for i in start..<end {
            switch bytes[i] {
            case UInt8(ascii: ","):
                commas.append(i)
                if commas.count == 3 {
                    throw fail(.badField, "expected 3 fields (seq,nib,event), found more", column: i - start + 1)
                }
            case UInt8(ascii: "\""):
                throw fail(.badField, "quoted fields are not supported; nib names never need quoting", column: i - start + 1)
            default:
                break
            }
        }
        guard commas.count == 2 else {
            throw fail(.badField, "expected 3 fields (seq,nib,event), found \(commas.count + 1)", column: end - start + 1)
        }
        try checkSequence(start..<commas[0])
        let nibRange = commas[0] + 1..<commas[1], eventRange = commas[1] + 1..<end
        let eventColumn = eventRange.lowerBound - start + 1, nibColumn = nibRange.lowerBound - start + 1
        let event = bytes[eventRange]
        let isLoad: Bool
        if event.elementsEqual("load".utf8) {
            isLoad = true
        } else if event.elementsEqual("memory-warning".utf8) {
            isLoad = false
        } else if event.isEmpty {
            throw fail(.badField, "missing event; expected load or memory-warning", column: eventColumn)
        } else {
            throw fail(.unknownEvent, "unknown event \"\(text(event))\"; expected load or memory-warning", column: eventColumn)
        }
        nextSequence += 1
        guard isLoad else {
            guard nibRange.isEmpty else {
                throw fail(.badField, "a memory-warning event must have an empty nib field", column: nibColumn)
            }
            return .memoryWarning
        }
        guard !nibRange.isEmpty else { throw fail(.badField, "a load event needs a nib name", column: nibColumn) }
        if let bad = nibRange.first(where: { bytes[$0] < 0x20 || bytes[$0] == 0x7F }) {
            throw fail(.badField, "control byte 0x\(String(bytes[bad], radix: 16)) in a nib name", column: bad - start + 1)
        }
        guard let name = String(validating: bytes[nibRange], as: UTF8.self) else {
            throw fail(.badField, "the nib name is not valid UTF-8", column: nibColumn)
        }
        if let problem = NibName.problem(name) {
            throw fail(.badField, "invalid nib name \"\(name)\": \(problem)", column: nibColumn)
        }
        if let knownNames, !knownNames.contains(name) {
            throw fail(.unknownNib, "unknown nib \"\(name)\"; the manifest does not list it", column: nibColumn)
        }
        return .load(name)
    }

    /// Reads every remaining event.
    /// - Complexity: O(file size).
    package mutating func readAll() throws(InputError) -> AccessTrace {
        var events: [TraceEvent] = []
        while let event = try next() { events.append(event) }
        return AccessTrace(events)
    }

    private mutating func readHeader() throws(InputError) {
        guard !bytes.isEmpty else {
            lineNumber = 1
            throw fail(.badHeader, "missing header; expected \"\(AccessTrace.header)\"", column: 1)
        }
        let (start, end) = nextLine()
        let line = bytes[start..<end], expected = Array(AccessTrace.header.utf8)
        guard !line.elementsEqual(expected) else { return }
        guard MessageText.looksLikeText(line.prefix(TraceFileFormat.sniffLength)) else {
            throw fail(.badHeader, "binary data, not a CSV trace (\(TraceFileFormat.binaryHint(bytes)))", column: 1)
        }
        let differing = zip(line, expected).prefix { $0 == $1 }.count
        throw fail(.badHeader, "expected header \"\(AccessTrace.header)\", found \"\(text(line))\"", column: differing + 1)
    }

    /// Advances past the next line and returns its content range (without LF or CR LF).
    private mutating func nextLine() -> (Int, Int) {
        lineNumber += 1
        let start = position
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        position = end < bytes.count ? end + 1 : end
        if end < bytes.count, end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return (start, end)
    }

    private func checkSequence(_ range: Range<Int>) throws(InputError) {
        let field = bytes[range]
        guard !field.isEmpty else { throw fail(.badField, "missing seq", column: 1) }
        guard field.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw fail(.badField, "seq must be a decimal integer, found \"\(text(field))\"", column: 1)
        }
        guard field.count == 1 || field.first != 0x30 else {
            throw fail(.badField, "seq must not have leading zeros, found \"\(text(field))\"", column: 1)
        }
        var value = 0
        for digit in field {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(digit - 0x30))
            guard !o1, !o2 else { throw fail(.badSequence, "expected seq \(nextSequence), found \(text(field))", column: 1) }
            value = sum
        }
        guard value == nextSequence else {
            throw fail(.badSequence, "expected seq \(nextSequence), found \(value); seq counts events from 1", column: 1)
        }
    }

    private func text(_ bytes: ArraySlice<UInt8>) -> String {
        MessageText.quoting(bytes)
    }

    private func fail(_ code: InputError.Code, _ message: String, column: Int) -> InputError {
        InputError(code, message, file: file, line: lineNumber, column: column)
    }
}

extension AccessTrace {
    /// Reads and validates the trace CSV at `path`.
    /// - Throws: ``InputError`` with `file:line:column` (see ``TraceReader``), or `io`.
    /// - Complexity: O(file size).
    package static func read(from path: String, manifest: CorpusManifest? = nil) throws(InputError) -> AccessTrace {
        var reader = try TraceReader(contentsOf: path, manifest: manifest)
        return try reader.readAll()
    }

    /// Parses trace CSV `bytes`; `file` labels errors.
    /// - Throws: ``InputError`` with `line:column` (see ``TraceReader``).
    /// - Complexity: O(byte count).
    package static func parse(_ bytes: [UInt8], file: String? = nil, manifest: CorpusManifest? = nil) throws(InputError) -> AccessTrace {
        var reader = TraceReader(bytes: bytes, file: file, manifest: manifest)
        return try reader.readAll()
    }
}
