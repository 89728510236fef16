import NibbenchSupport
import Manifest

/// A conversion of a trace file between our CSV format and libCacheSim's oracleGeneral and
/// CSV formats (`nibbench trace convert`).
///
/// ours → libCacheSim: one record per load (memory warnings cannot be represented and are
/// dropped); libCacheSim → ours: ids map back to the manifest's names, or become `obj-<id>` with
/// a sizes sidecar beside the output; between libCacheSim formats the records are kept and
/// `next_access_vtime` is recomputed. The output is written atomically.
package struct TraceConversion: Sendable {
    package var input: String
    package var output: String
    package var from: TraceFileFormat
    package var to: TraceFileFormat
    /// Names and sizes of the nibs, when a corpus is given.
    package var manifest: CorpusManifest?
    /// A sizes sidecar, when there is no corpus.
    package var sizesPath: String?

    /// Creates a conversion of `input` in `from` to `output` in `to`.
    package init(
        input: String, output: String, from: TraceFileFormat, to: TraceFileFormat,
        manifest: CorpusManifest? = nil, sizesPath: String? = nil
    ) {
        (self.input, self.output, self.from, self.to) = (input, output, from, to)
        (self.manifest, self.sizesPath) = (manifest, sizesPath)
    }

    /// Converts and returns what was written and dropped, one sentence each.
    package func run() throws(InputError) -> [String] {
        if let source = from.implementation as? any LibCacheSimTraceFormat.Type,
            let target = to.implementation as? any LibCacheSimTraceFormat.Type
        {
            var records = try source.records(TraceFile(path: input, format: from))
            let next = LibCacheSimTrace.nextAccessVtimes(records.records.map(\.objectID))
            for i in records.records.indices { records.records[i].nextAccessVtime = next[i] }
            try target.write(records: records, to: output)
            return ["wrote \(MessageText.counted(records.records.count, "record")) to \(output)"] + (records.skippedNote.map { [$0] } ?? [])
        }
        let loaded = try LoadedTrace.load(input, format: from, manifest: manifest, sizesPath: sizesPath)
        return try to.implementation.write(loaded, to: output, manifest: manifest, source: input)
    }
}
