import NibCache
import NibbenchSupport
import Manifest

/// A trace read straight into the compact form simulations replay (``RequestTrace``): each
/// request 4 bytes, each object once with its libCacheSim id, size and miss cost (its size).
///
/// ``load(_:format:manifest:sizesPath:)`` maps the file and decodes it in place, streaming:
/// pages already decoded are dropped from resident memory, so the whole file never counts
/// towards the process's footprint. oracleGeneral records are decoded directly; the two CSV
/// formats take a fast path for well-formed files. Anything the fast paths do not take as it
/// is — an error, a manifest, an unusual line — is read again by the reference readers
/// (``LoadedTrace``), so errors (file and byte offset, or line:column), notes and results are
/// exactly theirs.
///
/// Keys and sizes are those ``LoadedTrace`` gives a simulation: the libCacheSim object id of
/// each nib (``CacheKey/objectID(forName:)``), and its size from the corpus, the sizes file,
/// the sidecar (our format) or the first record (libCacheSim formats), at least 1; 1 when
/// there are no sizes.
package struct IngestedTrace: Sendable {
    /// The requests, objects and memory warnings.
    package var requests: RequestTrace
    /// Whether the sizes came from somewhere (byte capacities need them).
    package var hasSizes: Bool
    /// What was adjusted while reading, one sentence each (as ``LoadedTrace/notes``).
    package var notes: [String]
    /// The format the trace was read in.
    package var format: TraceFileFormat
    /// The size of the file read, in bytes (0 for a trace converted from memory).
    package var fileBytes = 0

    /// Reads `path` in `format` (nil: by its name or content), with names and sizes as
    /// ``LoadedTrace/load(_:format:manifest:sizesPath:)`` takes them.
    /// - Throws: ``InputError`` exactly as ``LoadedTrace/load(_:format:manifest:sizesPath:)``.
    /// - Complexity: O(file size).
    package static func load(
        _ path: String, format: TraceFileFormat?, manifest: CorpusManifest?,
        sizesPath: String?
    ) throws(InputError) -> IngestedTrace {
        let reference = { () throws(InputError) -> IngestedTrace in
            IngestedTrace(try LoadedTrace.load(path, format: format, manifest: manifest, sizesPath: sizesPath))
        }
        guard manifest == nil, let region = try? MappedRegion(path: path) else { return try reference() }
        let given = try sizesPath.map { path throws(InputError) in try NibSizes.load(from: path) }
        let detected = try Self.format(of: region.bytes, path: path, asked: format)
        region.adviseSequential()
        let fast = try detected.implementation.ingest(region, path: path, sizes: given)
        var trace: IngestedTrace
        if let fast { trace = fast } else { trace = try reference() }
        trace.fileBytes = region.bytes.count
        return trace
    }

    /// The compact form of a trace read by the reference readers: what `simulate` replays
    /// (object numbers in order of first request of each nib name).
    ///
    /// - Complexity: O(n) expected.
    package init(_ loaded: LoadedTrace) {
        var requests = RequestTrace()
        requests.reserveRequests(loaded.trace.events.count)
        var numbers: [String: UInt32] = [:]
        for event in loaded.trace.events {
            guard let nib = event.nib else {
                requests.appendMemoryWarning()
                continue
            }
            if let number = numbers[nib] {
                requests.appendRequest(number)
            } else {
                let size = max(1, loaded.sizes?.bytes[nib] ?? 1)
                let number = requests.addObject(key: CacheKey.objectID(forName: nib), size: size, cost: Double(size))
                numbers[nib] = number
                requests.appendRequest(number)
            }
        }
        self.init(requests: requests, hasSizes: loaded.sizes != nil, notes: loaded.notes, format: loaded.format)
    }

    init(requests: RequestTrace, hasSizes: Bool, notes: [String], format: TraceFileFormat) {
        (self.requests, self.hasSizes, self.notes, self.format) = (requests, hasSizes, notes, format)
    }

    private static func format(of bytes: UnsafeRawBufferPointer, path: String, asked: TraceFileFormat?) throws(InputError) -> TraceFileFormat {
        try TraceFile.format(of: bytes, path: path, asked: asked)
    }

    /// Bytes decoded between two ``MappedRegion/discard(_:)`` calls.
    static let streamChunk = 8 << 20
}
