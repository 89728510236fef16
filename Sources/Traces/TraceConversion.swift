import NibbenchSupport

/// A conversion of a trace file between our CSV format and libCacheSim's oracleGeneral and
/// CSV formats (`nibbench trace convert`).
///
/// ours → libCacheSim: one record per load (memory warnings cannot be represented and are
/// dropped); libCacheSim → ours: ids map back to the manifest's names, or become `obj-<id>` with
/// a sizes sidecar beside the output; between libCacheSim formats the records are kept and
/// `next_access_vtime` is recomputed. The output is written atomically.
public struct TraceConversion: Sendable {
    public var input: String
    public var output: String
    public var from: TraceFileFormat
    public var to: TraceFileFormat
    /// Names and sizes of the nibs, when a corpus is given.
    public var manifest: CorpusManifest?
    /// A sizes sidecar, when there is no corpus.
    public var sizesPath: String?

    /// Creates a conversion of `input` in `from` to `output` in `to`.
    public init(input: String, output: String, from: TraceFileFormat, to: TraceFileFormat,
                manifest: CorpusManifest? = nil, sizesPath: String? = nil) {
        (self.input, self.output, self.from, self.to) = (input, output, from, to)
        (self.manifest, self.sizesPath) = (manifest, sizesPath)
    }

    /// Converts and returns what was written and dropped, one sentence each.
    public func run() throws(WorkloadError) -> [String] {
        switch (from, to) {
        case (.oracleGeneral, .oracleGeneral), (.oracleGeneral, .libcachesimCSV),
             (.libcachesimCSV, .oracleGeneral), (.libcachesimCSV, .libcachesimCSV):
            var records = try TraceFile(path: input, format: from).libCacheSimTrace()
            let next = LibCacheSimTrace.nextAccessVtimes(records.records.map(\.objectID))
            for i in records.records.indices { records.records[i].nextAccessVtime = next[i] }
            try write(records)
            return [wrote(records.records.count, "record")] + (records.skippedNote.map { [$0] } ?? [])
        case (.ours, .oracleGeneral), (.ours, .libcachesimCSV):
            let loaded = try LoadedTrace.load(input, format: .ours, manifest: manifest, sizesPath: sizesPath)
            guard let sizes = loaded.sizes else {
                throw WorkloadError(.invalidSpec, "sizes are needed for libCacheSim formats: pass --corpus or --sizes, or put \(NibSizes.sidecarPath(forTrace: input)) beside the trace", file: input)
            }
            let records = try LibCacheSimTrace(exporting: loaded.trace, sizes: sizes)
            try write(records)
            return [wrote(records.records.count, "record"),
                    "dropped \(MessageText.counted(records.droppedMemoryWarnings, "memory warning")) (libCacheSim formats cannot represent them)"]
        case (_, .ours):
            let loaded = try LoadedTrace.load(input, format: from, manifest: manifest, sizesPath: sizesPath)
            try loaded.trace.write(to: output, manifest: manifest)
            var notes = [wrote(loaded.trace.events.count, "event")] + loaded.notes
            if from != .ours, manifest == nil, let sizes = loaded.sizes {
                let sidecar = NibSizes.sidecarPath(forTrace: output)
                try sizes.write(to: sidecar)
                notes.append("wrote the sizes of \(MessageText.counted(sizes.bytes.count, "object")) to \(sidecar)")
            }
            return notes
        }
    }

    private func wrote(_ count: Int, _ noun: String) -> String {
        "wrote \(MessageText.counted(count, noun)) to \(output)"
    }

    private func write(_ records: LibCacheSimTrace) throws(WorkloadError) {
        if to == .oracleGeneral {
            try records.writeOracleGeneral(to: output)
        } else {
            try records.writeCSV(to: output)
        }
    }
}
