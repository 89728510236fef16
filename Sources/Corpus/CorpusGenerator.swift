import Dispatch
import Foundation
import NibbenchSupport
import Synchronization
import XIB
import Manifest

/// Writes a synthetic corpus: every nib as `.xib` and compiled `.nib` (through the real xib
/// compiler), plus `manifest.json`. The same spec gives byte-identical files.
///
/// Kinds and nib-in-nib links are planned first from the seed; then nibs are built,
/// compiled, written and hashed in parallel, each from its own random stream, so the result
/// does not depend on scheduling.
package struct CorpusGenerator: Sendable {
    /// One planned nib.
    package struct Plan: Sendable, Hashable {
        package var name: String
        package var kind: NibKind
        package var embeds: [String]
    }

    package let spec: CorpusSpec

    package init(spec: CorpusSpec) {
        self.spec = spec
    }

    /// The nibs to generate: names, kinds (from the shapes, else drawn from `kindMix`) and
    /// embedded nibs. `nested` nibs are components embedded by later `view` and `screen` nibs (a
    /// share `embedShare` of them embeds one); components embed nothing, so links never form a
    /// cycle.
    ///
    /// - Complexity: O(*n*).
    package func plan() -> [Plan] {
        var random = SeededRandom(seed: spec.seed, stream: .max)
        let kinds = CorpusSpec.kinds.filter { (spec.kindMix[$0] ?? 0) > 0 }
        let total = kinds.reduce(0) { $0 + spec.kindMix[$1]! }
        var cumulative: [Double] = []
        var sum = 0.0
        for kind in kinds { sum += spec.kindMix[kind]! / total; cumulative.append(sum) }
        let width = String(spec.nibCount - 1).count
        var plans: [Plan] = []
        var embeddable: [String] = []
        plans.reserveCapacity(spec.nibCount)
        for index in 0..<spec.nibCount {
            let kind = spec.shapes?[index].kind ?? NibKind(rawValue: kinds[random.pick(cumulative: cumulative)])!
            let number = String(index)
            let name = "\(kind.rawValue)-" + String(repeating: "0", count: max(0, width - number.count)) + number
            var embeds: [String] = []
            if kind.isScreen, !embeddable.isEmpty, random.chance(spec.embedShare) {
                embeds.append(embeddable[random.uniform(below: embeddable.count)])
            }
            if kind == .nested { embeddable.append(name) }
            plans.append(Plan(name: name, kind: kind, embeds: embeds))
        }
        return plans
    }

    /// Builds the xib of planned nib `index` (no compiling, no I/O).
    package func synthesize(_ plan: Plan, index: Int) -> SyntheticNib {
        var builder = SyntheticNibBuilder(spec: spec, name: plan.name, kind: plan.kind, seed: spec.seed, index: index)
        return builder.build(embedding: plan.embeds)
    }

    /// Generates the corpus into `directory` (created if needed) and returns its manifest.
    ///
    /// The folder is replaced as a whole through ``AtomicFolderWriter``: a reader, or a process
    /// killed mid-generation, sees the previous corpus or the complete new one, never new nibs
    /// under an old manifest. Other files already in `directory` (such as `traces/`) are kept.
    ///
    /// - Parameter progress: called after each nib with (done, total), from worker threads.
    /// - Throws: ``InputError`` `.io`, or the compiler's code, place and message when a
    ///   generated xib does not compile (a generator bug; the compiler's error is the cause).
    package func generate(into directory: String, progress: (@Sendable (Int, Int) -> Void)? = nil) throws(InputError) -> CorpusManifest {
        let writer: AtomicFolderWriter
        do { writer = try AtomicFolderWriter(destination: directory) } catch { throw InputError(io: error) }
        let folder = writer.folder
        let plans = plan()
        let results = Mutex<[Int: Result<CorpusManifest.Entry, InputError>]>([:])
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: plans.count) { index in
            let outcome = Result { () throws(InputError) -> CorpusManifest.Entry in try write(plans[index], index: index, into: folder) }
            results.withLock { $0[index] = outcome }
            let finished = done.add(1, ordering: .relaxed).newValue
            progress?(finished, plans.count)
        }
        do throws(InputError) {
            var entries: [CorpusManifest.Entry] = []
            entries.reserveCapacity(plans.count)
            for index in plans.indices {
                entries.append(try results.withLock { $0[index]! }.get())
            }
            let manifest = CorpusManifest(nibs: entries)
            try manifest.write(to: folder + "/" + CorpusManifest.fileName)
            do { try writer.commit() } catch { throw InputError(io: error) }
            return manifest
        } catch {
            writer.abandon()
            // Name the files where they are going, not the temporary folder they pass through.
            var located = error
            if let file = error.file, file.hasPrefix(folder) { located.file = directory + file.dropFirst(folder.count) }
            throw located
        }
    }

    private func write(_ plan: Plan, index: Int, into directory: String) throws(InputError) -> CorpusManifest.Entry {
        let (nib, bytes) =
            if let shape = spec.shapes?[index] {
                try synthesize(plan, index: index, fitting: shape)
            } else {
                try compiled(synthesize(plan, index: index))
            }
        let xib = Array(nib.xib.utf8)
        try InputFiles.writeAtomically(xib, to: directory + "/" + plan.name + ".xib")
        try InputFiles.writeAtomically(bytes, to: directory + "/" + plan.name + ".nib")
        let digest = ContentDigest.sha256(bytes)
        return CorpusManifest.Entry(
            name: plan.name, kind: plan.kind, objectCount: nib.objectCount, xibBytes: xib.count,
            nibBytes: bytes.count, sha256: digest, embeds: plan.embeds.isEmpty ? nil : plan.embeds)
    }

    /// `nib` and its archive, compiled by the xib compiler.
    ///
    /// - Throws: ``InputError`` with the compiler's code, place and message when the
    ///   generated xib does not compile (a generator bug; the compiler's error is the cause).
    func compiled(_ nib: SyntheticNib) throws(InputError) -> (SyntheticNib, [UInt8]) {
        do {
            return (nib, try XIBCompiler.compile(XIBDocument(data: Data(nib.xib.utf8), file: nib.name + ".xib")).encoded())
        } catch {
            throw InputError(wrapping: error, .invalidSpec, "generated \(nib.name).xib does not compile")
        }
    }
}
