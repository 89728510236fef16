import Foundation
import Harness
import Loaders
import NibbenchSupport
import NibCache
import NibRuntime
import Probes
import Traces
import Records
import Manifest

/// What loading each nib of a corpus costs, by what a cache already holds, as
/// `nibbench recommend` weighs a strategy's misses: measured by ``NibProfiler`` on the corpus's
/// own nibs.
///
/// A miss (nothing cached) costs a decode and a first instantiate; a hit of a cache of decoded
/// nibs costs a warm instantiate (UINib's `instantiate` on a cached archive). The deciding unit
/// is deterministic — allocations (jemalloc counts, always) or instructions (callgrind, under
/// `--measure instructions`) or estimated cycles (its cache simulator, under `--measure cycles`) — so the same corpus and build give the same costs on any machine
/// and under any load; the median times are kept beside them for display. Reading the file costs
/// a system call and a copy that neither unit sees, so strategies that keep only the file's bytes
/// (`bytes-lru`) or map it (`mmap`) cost what `cold` costs here. Each nib's decoded footprint is
/// kept too: what a decoded cache charges it against a memory budget.
package struct NibLoadCosts: Sendable, Codable, Equatable {
    /// One nib's costs.
    package struct Cost: Sendable, Codable, Equatable {
        /// The nib's manifest name.
        package var name: String
        /// A miss: decode plus the first instantiate, in ``NibLoadCosts/unit``.
        package var miss: Double
        /// A hit of a decoded cache: a warm instantiate, in ``NibLoadCosts/unit``.
        package var decodedHit: Double
        /// Median nanoseconds of a first load (decode + first instantiate), informational.
        package var missNanoseconds: Double
        /// Median nanoseconds of a warm instantiate, informational.
        package var decodedHitNanoseconds: Double
        /// The miss cost a cost-aware policy ranks the nib by in `run` (``MissCost/objects``:
        /// the archive's objects plus values).
        package var policyCost: Double
        /// What the decoded nib holds in memory: the bytes reading and decoding it leave
        /// allocated (jemalloc), as a `decoded-<policy>` cache charges it against a byte budget.
        package var footprint: Int = 0
        /// Set when the nib could not be profiled and its costs are estimated from its archive
        /// size by a least-squares line through the profiled nibs.
        package var estimated: Bool
    }

    /// The deciding unit.
    package var unit: CostUnit
    /// One entry per manifest nib, in manifest order.
    package var nibs: [Cost]

    /// The costs of `manifest`'s nibs from `profile`, a profile of the corpus folder whose
    /// entries are named `<prefix>/<manifest name>`. Nibs the profile lacks (it could not
    /// instantiate them) get estimated costs (``Cost/estimated``); `archives` gives every nib's
    /// objects plus values (``MissCost/objects``), which the estimate and ``Cost/policyCost`` use.
    ///
    /// - Throws: ``HarnessError`` (`no-input`) when the profile measured none of the nibs.
    package static func from(
        _ profile: NibProfile, manifest: CorpusManifest, prefix: String, archiveCosts: [Double]
    ) throws(HarnessError) -> NibLoadCosts {
        let unit: CostUnit =
            switch profile.measure {
            case .cycles: .cycles
            case .instructions: .instructions
            case .time: .allocations
            }
        let byName = Dictionary(profile.nibs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var measured: [(x: Double, cost: Cost)] = []
        var costs: [Cost?] = []
        for (index, nib) in manifest.nibs.enumerated() {
            guard let entry = byName[prefix + "/" + nib.name] else {
                costs.append(nil)
                continue
            }
            let d = entry.deterministic
            func figure(_ phase: NibProfile.PhaseCost) -> Double {
                switch unit {
                case .cycles: Double(phase.cycles?.estimatedCycles ?? 0)
                case .instructions: Double(phase.instructions ?? 0)
                case .allocations: Double(phase.allocations)
                }
            }
            let cost = Cost(
                name: nib.name, miss: figure(d.firstLoad), decodedHit: figure(d.warmInstantiate),
                missNanoseconds: Double(entry.timing.firstLoadNanoseconds),
                decodedHitNanoseconds: Double(entry.timing.warmInstantiateNanoseconds),
                policyCost: archiveCosts[index], estimated: false)
            costs.append(cost)
            measured.append((archiveCosts[index], cost))
        }
        guard !measured.isEmpty else {
            throw HarnessError(.noInput, "the profile measured none of the corpus's \(MessageText.counted(manifest.nibs.count, "nib"))")
        }
        let fits = (
            miss: Self.line(measured.map { ($0.x, $0.cost.miss) }), hit: Self.line(measured.map { ($0.x, $0.cost.decodedHit) }),
            missTime: Self.line(measured.map { ($0.x, $0.cost.missNanoseconds) }),
            hitTime: Self.line(measured.map { ($0.x, $0.cost.decodedHitNanoseconds) })
        )
        let nibs = manifest.nibs.indices.map { index in
            costs[index]
                ?? Cost(
                    name: manifest.nibs[index].name, miss: fits.miss(archiveCosts[index]), decodedHit: fits.hit(archiveCosts[index]),
                    missNanoseconds: fits.missTime(archiveCosts[index]), decodedHitNanoseconds: fits.hitTime(archiveCosts[index]),
                    policyCost: archiveCosts[index], estimated: true)
        }
        return NibLoadCosts(unit: unit, nibs: nibs)
    }

    /// The least-squares line through `points` as a function, never below zero (a constant when
    /// the x values do not vary).
    static func line(_ points: [(x: Double, y: Double)]) -> @Sendable (Double) -> Double {
        let n = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.x } / n, meanY = points.reduce(0) { $0 + $1.y } / n
        let sxx = points.reduce(0) { $0 + ($1.x - meanX) * ($1.x - meanX) }
        let sxy = points.reduce(0) { $0 + ($1.x - meanX) * ($1.y - meanY) }
        let slope = sxx > 0 ? sxy / sxx : 0
        return { x in max(0, meanY + slope * (x - meanX)) }
    }

    /// Each manifest nib's ``MissCost/objects`` cost, read from its file's header in `corpus`.
    /// - Throws: ``HarnessError`` (`io`) naming a nib file that cannot be read.
    package static func archiveCosts(of manifest: CorpusManifest, corpus: String) throws(HarnessError) -> [Double] {
        var costs: [Double] = []
        for nib in manifest.nibs {
            let path = corpus + "/" + nib.name + ".nib"
            let bytes: [UInt8]
            do { bytes = try InputFiles.read(path) } catch { throw HarnessError(wrapping: error, .io, "cannot read the nib", file: path) }
            costs.append(bytes.withUnsafeBytes { MissCost.objects.cost(of: $0, measuredNanoseconds: 0) })
        }
        return costs
    }

    /// Each nib's decoded footprint in `corpus` (see ``Cost/footprint``), measured as
    /// `decoded-<policy>` measures it when it inserts the nib: jemalloc's bytes left allocated by
    /// reading and decoding it, or the loaders' estimate when jemalloc is unavailable. A decoded
    /// nib keeps its file's path, so `corpus` should be a path of fixed length for figures that
    /// do not depend on where the corpus is.
    /// - Throws: what reading or decoding a nib throws, naming it.
    package mutating func measureFootprints(corpus: String) throws {
        NibClassRegistry.preloadCatalog()
        let store = NibStore(folder: corpus)
        let meter = FootprintMeter()
        for i in nibs.indices {
            let (loaded, measured) = try meter.measure { try store.readAndDecode(nibs[i].name) }
            nibs[i].footprint = max(1, measured ?? FootprintMeter.estimate(fileBytes: loaded.bytesRead))
        }
    }

    /// The nibs whose costs are estimated.
    package var estimatedNames: [String] { nibs.filter(\.estimated).map(\.name) }
}
