import NibbenchSupport
import Manifest
/// Writes an access-trace CSV file event by event, atomically.
///
/// Events go to a temporary file beside the destination; ``commit()`` renames it into place.
/// If anything fails — an event that cannot be written, an I/O error — or the writer is released
/// without a commit, the temporary file is removed and the destination is left as it was: there
/// is never a half-written trace. After an error the writer is closed and every further call
/// throws.
///
/// ```swift
/// let writer = try TraceWriter(path: "feed.trace.csv", manifest: manifest)
/// for event in generator.events() { try writer.append(event) }
/// try writer.commit()
/// ```
package final class TraceWriter {
    private let file: AtomicFileWriter
    private let knownNames: Set<String>?
    /// The number of events appended so far.
    package private(set) var eventCount = 0
    /// The number of memory warnings among them.
    package private(set) var memoryWarningCount = 0

    /// Starts a trace at `path` and writes the header; when `manifest` is given, every loaded nib
    /// must be listed in it.
    /// - Throws: ``InputError`` with code `io`.
    package init(path: String, manifest: CorpusManifest? = nil) throws(InputError) {
        do {
            file = try AtomicFileWriter(destination: path)
            try file.write(Array(AccessTrace.header.utf8) + [0x0A])
        } catch {
            throw InputError(io: error)
        }
        knownNames = manifest.map { Set($0.nibs.map(\.name)) }
    }

    /// Appends one event as the next line.
    /// - Throws: ``InputError`` with the line it would have had: `unrepresentable` for a nib
    ///   name that is not a valid name (see ``CorpusManifest``), `unknown-nib` for a nib missing
    ///   from the manifest, `io`. The temporary file is removed.
    /// - Complexity: O(name length), amortised.
    package func append(_ event: TraceEvent) throws(InputError) {
        do throws(InputError) {
            let line = try Self.line(for: event, seq: eventCount + 1, knownNames: knownNames)
            do { try file.write(line) } catch { throw InputError(io: error) }
        } catch {
            file.abandon()
            throw error.inFile(file.destination)
        }
        eventCount += 1
        if event.nib == nil { memoryWarningCount += 1 }
    }

    /// Appends every event of `events` in order.
    /// - Throws: as ``append(_:)``.
    package func append<S: Sequence<TraceEvent>>(contentsOf events: S) throws(InputError) {
        for event in events { try append(event) }
    }

    /// Finishes the file: flushes, syncs and renames it onto the destination.
    /// - Throws: ``InputError`` with code `io`; the temporary file is removed.
    package func commit() throws(InputError) {
        do {
            try file.commit()
        } catch {
            throw InputError(io: error)
        }
    }

    /// Removes the temporary file without touching the destination. Safe to call more than once.
    package func abandon() {
        file.abandon()
    }

    /// The CSV line for `event` at `seq`, with its newline.
    static func line(for event: TraceEvent, seq: Int, knownNames: Set<String>?) throws(InputError) -> [UInt8] {
        var line = Array(String(seq).utf8)
        line.append(UInt8(ascii: ","))
        if let nib = event.nib {
            if let problem = NibName.problem(nib) {
                throw InputError(.unrepresentable, "cannot write nib name \"\(nib)\": \(problem)", line: seq + 1)
            }
            if let knownNames, !knownNames.contains(nib) {
                throw InputError(.unknownNib, "unknown nib \"\(nib)\"; the manifest does not list it", line: seq + 1)
            }
            line.append(contentsOf: nib.utf8)
        }
        line.append(UInt8(ascii: ","))
        line.append(contentsOf: event.name.utf8)
        line.append(0x0A)
        return line
    }
}

extension AccessTrace {
    /// The trace as CSV bytes (see the format on ``AccessTrace``).
    /// - Throws: ``InputError`` as ``TraceWriter/append(_:)``, without a file.
    /// - Complexity: O(n).
    package func encodedCSV(manifest: CorpusManifest? = nil) throws(InputError) -> [UInt8] {
        let knownNames = manifest.map { Set($0.nibs.map(\.name)) }
        var bytes = Array(AccessTrace.header.utf8) + [0x0A]
        for (i, event) in events.enumerated() {
            bytes += try TraceWriter.line(for: event, seq: i + 1, knownNames: knownNames)
        }
        return bytes
    }

    /// Writes the trace as CSV to `path`, atomically (see ``TraceWriter``).
    /// - Throws: ``InputError``; on error nothing is left behind and `path` is untouched.
    /// - Complexity: O(n).
    package func write(to path: String, manifest: CorpusManifest? = nil) throws(InputError) {
        let writer = try TraceWriter(path: path, manifest: manifest)
        try writer.append(contentsOf: events)
        try writer.commit()
    }
}
