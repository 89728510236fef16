import Foundation
import NibbenchSupport
import Manifest

/// A trace read in any of the formats nibbench knows, with the object sizes that came with it.
///
/// ```swift
/// let loaded = try LoadedTrace.load("t.oracleGeneral.bin", format: nil, manifest: nil, sizesPath: nil)
/// print(loaded.trace.events.count, loaded.sizes?.bytes.count ?? 0)
/// ```
package struct LoadedTrace: Sendable {
    /// The events, in order.
    package var trace: AccessTrace
    /// Object sizes in bytes, when the corpus, a sidecar or the records gave them.
    package var sizes: NibSizes?
    /// What was adjusted while reading (skipped records, changed sizes), one sentence each.
    package var notes: [String]
    /// The format the trace was read in.
    package var format: TraceFileFormat

    /// A trace in memory, with its sizes.
    package init(trace: AccessTrace, sizes: NibSizes?, notes: [String] = [], format: TraceFileFormat = .ours) {
        (self.trace, self.sizes, self.notes, self.format) = (trace, sizes, notes, format)
    }

    /// Reads `path` in `format` (nil: by its name or content, see ``TraceFileFormat``). Sizes
    /// come from `manifest`, else from `sizesPath`, else from the sidecar beside the trace,
    /// else (libCacheSim formats) from the records themselves.
    package static func load(
        _ path: String, format: TraceFileFormat?, manifest: CorpusManifest?,
        sizesPath: String?
    ) throws(InputError) -> LoadedTrace {
        var sizes: NibSizes? = manifest.map(NibSizes.init(manifest:))
        if sizes == nil, let sizesPath { sizes = try NibSizes.load(from: sizesPath) }
        let file = try TraceFile(path: path, format: format)
        return try file.format.implementation.read(file, manifest: manifest, sizes: sizes)
    }

    /// The notes on reading a libCacheSim trace: records of size 0 skipped, requests whose
    /// size differs from their object's first one.
    static func notes(skipped: Int, sizeChanges: Int) -> [String] {
        var notes = LibCacheSimTrace.skippedNote(skipped).map { [$0] } ?? []
        if sizeChanges > 0 {
            let changed = sizeChanges == 1 ? "request changed its" : "requests changed their"
            notes.append("\(sizeChanges) \(changed) object's size; kept each object's first size")
        }
        return notes
    }
}

extension LibCacheSimTrace {
    /// "skipped N records of size 0", when reading skipped any.
    var skippedNote: String? { Self.skippedNote(skippedZeroSizeRecords) }

    /// "skipped N records of size 0", when `skipped` > 0.
    static func skippedNote(_ skipped: Int) -> String? {
        skipped == 0 ? nil : "skipped \(MessageText.counted(skipped, "record")) of size 0"
    }
}

extension CorpusManifest {
    /// The manifest of `corpus` (a folder with `manifest.json`, or the file itself), if given.
    package static func load(ifGiven corpus: String?) throws(InputError) -> CorpusManifest? {
        guard let corpus else { return nil }
        return try load(from: corpus)
    }
}
