import Manifest
import NibbenchSupport

/// Generates access traces from a ``TraceSpec`` over a ``CorpusManifest``, reproducibly.
///
/// The same manifest (same nibs in the same order) and spec always give the same events, so
/// the same CSV bytes. Randomness comes from three independent ``SeededRandom`` streams of the
/// seed: one for construction (rank mappings, screen graphs, hot sets, scan orders), one for the
/// loads, one for memory warnings. Consequences: a shorter trace is a prefix of a longer one with
/// the same spec, and memory warnings never change the loads.
///
/// ```swift
/// let generator = try TraceGenerator(manifest: manifest, spec: TraceSpec(model: .zipf(alpha: 0.9), length: 50_000, seed: 7))
/// try generator.write(to: "zipf.trace.csv")      // streaming, atomic
/// let trace = generator.generate()               // or in memory
/// ```
package struct TraceGenerator: Sendable {
    /// The corpus the trace draws from.
    package let manifest: CorpusManifest
    /// The spec being generated.
    package let spec: TraceSpec

    /// The ``SeededRandom`` stream numbers of the three uses of the seed, so that a model's
    /// choices can be replayed outside the generator (a top-level navigation model builds its
    /// ``NavigationGraph`` from `SeededRandom(seed: seed, stream: construction)` and walks it with
    /// `SeededRandom(seed: seed, stream: loads)`).
    package enum Stream {
        /// Rank mappings, screen graphs, hot sets and scan orders, drawn in model order.
        package static let construction: UInt64 = 1
        /// The loads.
        package static let loads: UInt64 = 2
        /// The Poisson memory warnings.
        package static let warnings: UInt64 = 3
    }

    /// Checks `spec` against `manifest` and prepares to generate.
    ///
    /// - Throws: ``InputError`` with code `invalid-spec` and the JSON path of the bad field in
    ///   the spec (`model.phases[1].hotSetSize`, `memoryWarnings.ratePerLoad`, …): an empty
    ///   manifest, a negative length, parameters out of range, or a navigation model whose
    ///   universe has no screens.
    /// - Complexity: O(work of building the model), about O(n) per model node for n nibs.
    package init(manifest: CorpusManifest, spec: TraceSpec) throws(InputError) {
        guard !manifest.nibs.isEmpty else { throw InputError(.invalidSpec, "the manifest lists no nibs") }
        guard spec.length >= 0 else { throw InputError(.invalidSpec, "length must not be negative, found \(spec.length)", jsonPath: "length") }
        let warnings = spec.memoryWarnings
        guard warnings.ratePerLoad.isFinite, warnings.ratePerLoad >= 0 else {
            throw InputError(
                .invalidSpec, "ratePerLoad must be finite and not negative, found \(warnings.ratePerLoad)",
                jsonPath: "memoryWarnings.ratePerLoad")
        }
        if let i = warnings.afterLoads.firstIndex(where: { $0 < 0 || $0 > spec.length }) {
            throw InputError(
                .invalidSpec, "a warning position must be in 0...\(spec.length) (the length), found \(warnings.afterLoads[i])",
                jsonPath: "memoryWarnings.afterLoads[\(i)]")
        }
        self.manifest = manifest
        self.spec = spec
        _ = try makeRootSource()
    }

    /// The events, produced lazily: memory use does not grow with the trace length.
    package func events() -> TraceEventStream {
        // `init` already built the same source successfully, and building is deterministic.
        TraceEventStream(generator: self, source: try! makeRootSource())
    }

    /// The whole trace in memory.
    /// - Complexity: O(length) plus construction.
    package func generate() -> AccessTrace {
        AccessTrace(Array(events()))
    }

    /// Writes the trace as CSV to `path` without holding it in memory, atomically.
    /// - Returns: The number of events written, and of memory warnings among them.
    /// - Throws: ``InputError`` with code `io`; nothing is left behind on error.
    @discardableResult
    package func write(to path: String) throws(InputError) -> (events: Int, memoryWarnings: Int) {
        let writer = try TraceWriter(path: path)
        try writer.append(contentsOf: events())
        try writer.commit()
        return (writer.eventCount, writer.memoryWarningCount)
    }

    private func makeRootSource() throws(InputError) -> any LoadSource {
        var random = SeededRandom(seed: spec.seed, stream: Stream.construction)
        return try Self.makeSource(spec.model, universe: Array(manifest.nibs.indices), manifest: manifest, path: "model", random: &random)
    }
}

/// The events of a ``TraceGenerator``, one at a time.
package struct TraceEventStream: Sequence, IteratorProtocol {
    private let names: [String]
    private let embeds: [[Int]]?
    private let source: any LoadSource
    private let length: Int
    private var loadRandom: SeededRandom
    private var warningRandom: SeededRandom
    private let rate: Double
    private var nextPoissonTime: Double
    private let fixedWarnings: [Int]
    private var fixedIndex = 0
    /// Embedded nibs still to load, top of the depth-first stack last.
    private var embedStack: [Int] = []
    private var produced = 0
    private var upcoming: Int?
    private var finished = false

    init(generator: TraceGenerator, source: any LoadSource) {
        let spec = generator.spec
        names = generator.manifest.nibs.map(\.name)
        if spec.followEmbeds {
            let index = generator.manifest.indexByName
            embeds = generator.manifest.nibs.map { ($0.embeds ?? []).compactMap { index[$0] } }
        } else {
            embeds = nil
        }
        self.source = source
        length = spec.length
        loadRandom = SeededRandom(seed: spec.seed, stream: TraceGenerator.Stream.loads)
        warningRandom = SeededRandom(seed: spec.seed, stream: TraceGenerator.Stream.warnings)
        rate = spec.memoryWarnings.ratePerLoad
        fixedWarnings = spec.memoryWarnings.afterLoads.sorted()
        nextPoissonTime = .infinity
        if rate > 0 { nextPoissonTime = warningRandom.exponential(rate: rate) }
    }

    /// The next event, or `nil` at the end.
    /// - Complexity: O(log n) amortised for Zipf; O(1) amortised for the other models.
    package mutating func next() -> TraceEvent? {
        // Fixed warnings due after `produced` loads come first.
        if fixedIndex < fixedWarnings.count, fixedWarnings[fixedIndex] <= produced {
            fixedIndex += 1
            return .memoryWarning
        }
        if upcoming == nil, !finished { upcoming = nextLoad() }
        guard let nib = upcoming else { return nil }
        // Poisson warnings with time in [produced, produced + 1) come just before load produced + 1.
        if nextPoissonTime < Double(produced + 1) {
            nextPoissonTime += warningRandom.exponential(rate: rate)
            return .memoryWarning
        }
        upcoming = nil
        if nib == TraceGenerator.memoryWarningMarker { return .memoryWarning }
        produced += 1
        if let embeds {
            embedStack.append(contentsOf: embeds[nib].reversed())
        }
        return .load(names[nib])
    }

    private mutating func nextLoad() -> Int? {
        guard produced < length else {
            finished = true
            return nil
        }
        if let embedded = embedStack.popLast() { return embedded }
        guard let nib = source.next(&loadRandom) else {
            finished = true
            return nil
        }
        return nib
    }
}
