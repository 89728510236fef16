import Foundation
import NibbenchSupport
import Manifest

/// Our CSV trace format, `seq,nib,event` (the format itself is described on ``AccessTrace``):
/// loads and memory warnings by nib name; sizes, when known, in a sidecar beside the trace
/// (``NibSizes/sidecarPath(forTrace:)``).
package enum OursTraceFormat: TraceFormat {
    package static var format: TraceFileFormat { .ours }

    /// The events (``TraceReader``); sizes `given`, else from the sidecar if there is one.
    package static func read(_ file: TraceFile, manifest: CorpusManifest?, sizes given: NibSizes?) throws(InputError) -> LoadedTrace {
        let trace = try AccessTrace.parse(file.bytes, file: file.path, manifest: manifest)
        var sizes = given
        let sidecar = NibSizes.sidecarPath(forTrace: file.path)
        if sizes == nil, FileManager.default.fileExists(atPath: sidecar) { sizes = try NibSizes.load(from: sidecar) }
        return LoadedTrace(trace: trace, sizes: sizes, notes: [], format: .ours)
    }

    /// ``IngestedTrace``'s fast path for well-formed traces of ours.
    package static func ingest(_ region: borrowing MappedRegion, path: String, sizes given: NibSizes?) throws(InputError) -> IngestedTrace? {
        try IngestedTrace.ours(region, sizes: given, sidecar: NibSizes.sidecarPath(forTrace: path))
    }

    /// Writes the events; and the sizes to a sidecar beside `path` when they came with a trace
    /// of another format and no manifest holds them.
    package static func write(_ trace: LoadedTrace, to path: String, manifest: CorpusManifest?, source: String) throws(InputError) -> [String] {
        try trace.trace.write(to: path, manifest: manifest)
        var notes = ["wrote \(MessageText.counted(trace.trace.events.count, "event")) to \(path)"] + trace.notes
        if trace.format != .ours, manifest == nil, let sizes = trace.sizes {
            let sidecar = NibSizes.sidecarPath(forTrace: path)
            try sizes.write(to: sidecar)
            notes.append("wrote the sizes of \(MessageText.counted(sizes.bytes.count, "object")) to \(sidecar)")
        }
        return notes
    }
}
