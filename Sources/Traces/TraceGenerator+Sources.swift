import Manifest
import NibbenchSupport

/// A stateful producer of loads (manifest indices) for one model over one universe.
/// `nil` means the source is exhausted and stays so; ``TraceGenerator/memoryWarningMarker``
/// asks for a memory warning instead of a load.
protocol LoadSource: AnyObject {
    func next(_ random: inout SeededRandom) -> Int?
}

extension TraceGenerator {
    /// What a ``LoadSource`` returns for a memory warning the model itself emits (the app
    /// model between sessions); no manifest index is negative.
    static let memoryWarningMarker = -1

    /// Builds the source for `model` over `universe`, drawing every construction-time choice
    /// (rank mappings, graphs, hot sets) from `random` in a fixed order.
    /// - Throws: ``InputError`` with code `invalid-spec` and the JSON path of the bad field.
    static func makeSource(
        _ model: TraceModel, universe: [Int], manifest: CorpusManifest, path: String, random: inout SeededRandom
    ) throws(InputError) -> any LoadSource {
        switch model {
        case .zipf(let alpha):
            guard alpha.isFinite, alpha >= 0 else {
                throw InputError(.invalidSpec, "alpha must be finite and not negative, found \(alpha)", jsonPath: path + ".alpha")
            }
            var ranked = universe
            random.shuffle(&ranked)
            return ZipfSource(ranked: ranked, distribution: ZipfDistribution(count: ranked.count, alpha: alpha))
        case .scan:
            var order = universe
            random.shuffle(&order)
            return ScanSource(order: order)
        case .navigation(let parameters):
            try parameters.validate(path: path)
            do {
                let graph = try NavigationGraph(manifest: manifest, universe: universe, parameters: parameters, random: &random)
                return NavigationSource(walk: NavigationWalk(graph: graph, parameters: parameters))
            } catch {
                var located = error
                located.jsonPath = path
                throw located
            }
        case .app(let parameters):
            try parameters.validate(path: path)
            do {
                let graph = try AppGraph(manifest: manifest, universe: universe, parameters: parameters, random: &random)
                return AppSource(walk: AppWalk(graph: graph, parameters: parameters))
            } catch {
                var located = error
                located.jsonPath = path
                throw located
            }
        case .phases(let phases):
            guard !phases.isEmpty else { throw InputError(.invalidSpec, "phases needs at least one phase", jsonPath: path + ".phases") }
            var built: [(length: Int, source: any LoadSource)] = []
            for (i, phase) in phases.enumerated() {
                let at = "\(path).phases[\(i)]"
                guard phase.length >= 1 else {
                    throw InputError(.invalidSpec, "a phase must last at least 1 load, found \(phase.length)", jsonPath: at + ".length")
                }
                let size = phase.hotSetSize ?? universe.count
                guard (1...universe.count).contains(size) else {
                    throw InputError(
                        .invalidSpec, "hotSetSize must be in 1...\(universe.count) (the nibs available), found \(size)",
                        jsonPath: at + ".hotSetSize")
                }
                let hot = random.sample(size, from: universe.count).sorted().map { universe[$0] }
                built.append((phase.length, try makeSource(phase.model, universe: hot, manifest: manifest, path: at + ".model", random: &random)))
            }
            return PhasesSource(phases: built)
        case .mixture(let components):
            guard !components.isEmpty else {
                throw InputError(.invalidSpec, "a mixture needs at least one component", jsonPath: path + ".components")
            }
            var sources: [any LoadSource] = []
            for (i, component) in components.enumerated() {
                let at = "\(path).components[\(i)]"
                guard component.weight.isFinite, component.weight > 0 else {
                    throw InputError(.invalidSpec, "a weight must be finite and positive, found \(component.weight)", jsonPath: at + ".weight")
                }
                sources.append(try makeSource(component.model, universe: universe, manifest: manifest, path: at + ".model", random: &random))
            }
            return MixtureSource(weights: components.map(\.weight), sources: sources)
        }
    }
}

/// Zipf popularity: rank `k` maps to `ranked[k]`.
final class ZipfSource: LoadSource {
    let ranked: [Int]
    let distribution: ZipfDistribution

    init(ranked: [Int], distribution: ZipfDistribution) {
        self.ranked = ranked
        self.distribution = distribution
    }

    func next(_ random: inout SeededRandom) -> Int? {
        ranked[distribution.sample(using: &random)]
    }
}

/// Each nib of the universe once, in a shuffled order.
final class ScanSource: LoadSource {
    let order: [Int]
    var position = 0

    init(order: [Int]) { self.order = order }

    func next(_ random: inout SeededRandom) -> Int? {
        guard position < order.count else { return nil }
        defer { position += 1 }
        return order[position]
    }
}

/// A navigation walk flattened into loads.
final class NavigationSource: LoadSource {
    var walk: NavigationWalk
    var pending: [Int] = []
    var pendingIndex = 0

    init(walk: NavigationWalk) { self.walk = walk }

    func next(_ random: inout SeededRandom) -> Int? {
        // Every walk reaches a push, reload or burst within maxDepth steps, so this terminates.
        while pendingIndex == pending.count {
            pending = walk.loads(of: walk.next(using: &random))
            pendingIndex = 0
        }
        defer { pendingIndex += 1 }
        return pending[pendingIndex]
    }
}

/// Phases in rounds; see ``TraceModel/phases(_:)``.
final class PhasesSource: LoadSource {
    let phases: [(length: Int, source: any LoadSource)]
    var current = 0, usedInPhase = 0

    init(phases: [(length: Int, source: any LoadSource)]) { self.phases = phases }

    func next(_ random: inout SeededRandom) -> Int? {
        var fruitless = 0 // consecutive phases that ended without yielding anything
        while fruitless < phases.count {
            if usedInPhase < phases[current].length, let nib = phases[current].source.next(&random) {
                if nib != TraceGenerator.memoryWarningMarker { usedInPhase += 1 }
                return nib
            }
            if usedInPhase == 0 { fruitless += 1 } else { fruitless = 0 }
            current = (current + 1) % phases.count
            usedInPhase = 0
        }
        return nil
    }
}

/// Weighted choice among sources, dropping exhausted ones.
final class MixtureSource: LoadSource {
    var weights: [Double]
    let sources: [any LoadSource]
    var cumulative: [Double] = []

    init(weights: [Double], sources: [any LoadSource]) {
        self.weights = weights
        self.sources = sources
        rebuild()
    }

    func next(_ random: inout SeededRandom) -> Int? {
        while let total = cumulative.last, total > 0 {
            let i = random.pick(cumulative: cumulative)
            if let nib = sources[i].next(&random) { return nib }
            weights[i] = 0
            rebuild()
        }
        return nil
    }

    private func rebuild() {
        var sum = 0.0
        cumulative = weights.map {
            sum += $0; return sum
        }
    }
}
