import NibbenchSupport
import Manifest

/// One file format of access traces, in one type: how a file in it is read whole (the
/// reference reader, whose errors, notes and sizes are the ones reported), how a mapped file in
/// it is read straight into the compact form simulations replay, and how a trace is written in it.
///
/// The formats are ``OursTraceFormat``, ``OracleGeneralTraceFormat`` and
/// ``LibCacheSimCSVTraceFormat``. ``TraceFileFormat`` names them (`--format`), tells them apart
/// by a file's name and first bytes, and hands out each one's type
/// (``TraceFileFormat/implementation``); ``LoadedTrace``, ``IngestedTrace`` and
/// ``TraceConversion`` go through this protocol only. A new format is a new conforming type and
/// a case of ``TraceFileFormat``.
package protocol TraceFormat: Sendable {
    /// The format's name and detection.
    static var format: TraceFileFormat { get }

    /// Reads `file` whole: its events, with nib names checked against `manifest` when one is
    /// given, and its sizes: `given` (from the corpus or a sizes file), else whatever the format
    /// carries (a sidecar beside our traces, the records of libCacheSim's).
    ///
    /// - Throws: ``InputError`` naming the file and the line:column or byte offset.
    static func read(_ file: TraceFile, manifest: CorpusManifest?, sizes given: NibSizes?) throws(InputError) -> LoadedTrace

    /// Reads the mapped file at `path` straight into the compact form, or returns nil for
    /// anything the reference reader (``read(_:manifest:sizes:)``) must look at (an error, an
    /// unusual line), so that errors and results are exactly its own.
    ///
    /// - Throws: ``InputError`` for what the fast path reports itself (a partial record, a
    ///   sidecar that cannot be read).
    static func ingest(_ region: borrowing MappedRegion, path: String, sizes given: NibSizes?) throws(InputError) -> IngestedTrace?

    /// Writes `trace` (read from `source`) to `path` in this format, atomically, and says what
    /// was written and what was lost, one sentence each.
    ///
    /// - Throws: ``InputError``: `io`; `invalid-spec` when the format needs sizes the trace
    ///   lacks; what the format's writer refuses (`unrepresentable`).
    static func write(_ trace: LoadedTrace, to path: String, manifest: CorpusManifest?, source: String) throws(InputError) -> [String]
}

/// A format of libCacheSim's: its records (timestamp, object id and size of every request)
/// convert to another libCacheSim format as they are, without going through nib names.
package protocol LibCacheSimTraceFormat: TraceFormat {
    /// The records of `file`, records of size 0 skipped.
    /// - Throws: ``InputError`` with the byte offset or line:column.
    static func records(_ file: TraceFile) throws(InputError) -> LibCacheSimTrace

    /// Writes `records` to `path` in this format, atomically.
    /// - Throws: ``InputError`` with code `io`; nothing is left behind on error.
    static func write(records: LibCacheSimTrace, to path: String) throws(InputError)
}

extension LibCacheSimTraceFormat {
    /// One load per record, nibs named by the manifest or `obj-<id>`; sizes `given`, else each
    /// object's first size; notes on skipped records and changed sizes.
    package static func read(_ file: TraceFile, manifest: CorpusManifest?, sizes given: NibSizes?) throws(InputError) -> LoadedTrace {
        let records = try records(file)
        let imported = try records.accessTrace(manifest: manifest)
        let notes = LoadedTrace.notes(skipped: records.skippedZeroSizeRecords, sizeChanges: imported.sizeChanges)
        return LoadedTrace(trace: imported.trace, sizes: given ?? imported.sizes, notes: notes, format: format)
    }

    /// One record per load, sized from the trace's sizes (which must be known); memory warnings
    /// are dropped, and said so.
    package static func write(_ trace: LoadedTrace, to path: String, manifest: CorpusManifest?, source: String) throws(InputError) -> [String] {
        guard let sizes = trace.sizes else {
            throw InputError(
                .invalidSpec,
                "sizes are needed for libCacheSim formats: pass --corpus or --sizes, or put \(NibSizes.sidecarPath(forTrace: source)) beside the trace",
                file: source)
        }
        let records = try LibCacheSimTrace(exporting: trace.trace, sizes: sizes)
        try write(records: records, to: path)
        return [
            "wrote \(MessageText.counted(records.records.count, "record")) to \(path)",
            "dropped \(MessageText.counted(records.droppedMemoryWarnings, "memory warning")) (libCacheSim formats cannot represent them)"
        ]
            + trace.notes
    }
}
