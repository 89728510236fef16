import Loaders
import NibCache
import NibbenchSupport
import Probes
import Traces
import Records
import Manifest

/// Warnings about what a run's inputs let it decide: a capacity that holds (almost) the whole
/// corpus, so every policy keeps almost everything; a trace whose loads go mostly to one nib;
/// a policy that admits nothing at its capacity, so every load misses. One line each, in a
/// stable order: capacities in the order the run lists them, then the trace, then the
/// configurations in the run's order.
package enum RunWarnings {
    /// The share of the corpus a capacity may hold before the run warns that every policy
    /// keeps almost everything.
    package static let largeCapacityShare = 0.75
    /// The share of the trace's loads one nib may take before the run warns.
    package static let dominantNibShare = 1.0 / 3.0

    /// Every warning about `result`, replayed from `events` over the corpus `manifest`, with
    /// the policies of `registry`.
    package static func of(
        _ result: RunResult, events: [TraceEvent], manifest: CorpusManifest, registry: StrategyRegistry
    ) -> [String] {
        capacities(result.configs, manifest: manifest) + (trace(events).map { [$0] } ?? [])
            + admitsNothing(result.summaries, manifest: manifest, policies: registry.policies)
    }

    /// One warning per distinct capacity of `configs` that holds at least
    /// ``largeCapacityShare`` of the corpus as its caches count it: nibs for a count capacity;
    /// for a byte capacity, the nibs' file bytes (`bytes-lru`) or their estimated decoded
    /// footprint (`decoded-<policy>`, which charges measured footprints).
    package static func capacities(_ configs: [RunConfig], manifest: CorpusManifest) -> [String] {
        var seen = Set<String>(), lines: [String] = []
        for config in configs {
            guard let capacity = config.capacity else { continue }
            let held: Int, total: Int, unit: String
            switch capacity {
            case .objects(let n):
                (held, total, unit) = (n, manifest.nibs.count, "nibs")
            case .bytes(let n):
                let decoded = config.policy != nil
                (held, total) = (n, manifest.nibs.reduce(0) { $0 + chargedBytes(nibBytes: $1.nibBytes, decoded: decoded) })
                unit = decoded ? "bytes of decoded footprint estimated as 2.5 × each file's bytes" : "bytes of nib"
            }
            guard total > 0, Double(held) >= largeCapacityShare * Double(total) else { continue }
            let line =
                "capacity \(capacity) holds \(percent(min(1, Double(held) / Double(total)))) of the corpus (\(total) \(unit)): "
                + "every policy keeps almost everything; use a smaller capacity"
            if seen.insert(line).inserted { lines.append(line) }
        }
        return lines
    }

    /// A warning when the most loaded nib of `events` (the first in trace order among equals)
    /// takes more than ``dominantNibShare`` of their loads.
    package static func trace(_ events: [TraceEvent]) -> String? {
        var counts: [String: Int] = [:], order: [String] = []
        for case .load(let name) in events {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        let loads = counts.values.reduce(0, +)
        guard let top = order.max(by: { counts[$0]! < counts[$1]! }),
            Double(counts[top]!) > dominantNibShare * Double(loads)
        else { return nil }
        return "nib \(top) takes \(percent(Double(counts[top]!) / Double(loads))) of the trace's \(MessageText.counted(loads, "load")): "
            + "the figures mostly measure that one nib; use a trace with a flatter popularity"
    }

    /// One warning per bounded configuration of `summaries` that had no hit: why its policy
    /// admits nothing at that capacity (``PolicyRegistry/admitsNothing(policyNamed:capacity:smallestCharge:)``,
    /// the reason `simulate` gives) where it knows, so every load misses.
    package static func admitsNothing(_ summaries: [ConfigSummary], manifest: CorpusManifest, policies: PolicyRegistry) -> [String] {
        let smallest = manifest.nibs.map(\.nibBytes).min() ?? 1
        return summaries.compactMap { summary in
            let config = summary.config
            guard let capacity = config.capacity, summary.loads > 0, summary.hitRatio == 0 else { return nil }
            let charge = capacity.charge(forSize: chargedBytes(nibBytes: smallest, decoded: config.policy != nil))
            let why = config.policy.flatMap { policies.admitsNothing(policyNamed: $0, capacity: capacity, smallestCharge: charge) }
            return "\(config) had no hit: " + (why ?? "no nib stayed in its cache until it was loaded again") + ", so every load missed"
        }
    }

    /// The bytes a cache charges for a nib of `nibBytes`: its file bytes, or for a cache of
    /// decoded nibs the footprint estimate it falls back on.
    static func chargedBytes(nibBytes: Int, decoded: Bool) -> Int {
        decoded ? FootprintMeter.estimate(fileBytes: nibBytes) : nibBytes
    }

    /// `82%`: a share as a whole percentage.
    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
}
