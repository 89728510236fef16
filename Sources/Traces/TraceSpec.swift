/// Everything needed to generate a trace reproducibly: the model, the length, the seed and the
/// options. The same spec over the same manifest always gives the same trace, byte for byte.
///
/// JSON form (every field but `model` optional; defaults shown):
/// ```json
/// { "model": { "type": "zipf", "alpha": 0.9 }, "length": 10000, "seed": 0,
///   "followEmbeds": false, "memoryWarnings": { "ratePerLoad": 0, "afterLoads": [] } }
/// ```
package struct TraceSpec: Codable, Hashable, Sendable {
    /// How nibs are chosen.
    package var model: TraceModel
    /// The number of loads to generate; finite models (a lone `scan`) may end sooner. Memory
    /// warnings come on top of this.
    package var length: Int
    /// The seed; every random choice derives from it.
    package var seed: UInt64
    /// Whether a load of a nib is followed by loads of the nibs it embeds (per the manifest's
    /// `embeds`, depth first, recursively), as instantiating it would. Those loads count toward
    /// ``length``.
    package var followEmbeds: Bool
    /// Memory warnings to inject.
    package var memoryWarnings: MemoryWarningSpec

    /// Creates a spec.
    package init(
        model: TraceModel, length: Int = 10_000, seed: UInt64 = 0, followEmbeds: Bool = false,
        memoryWarnings: MemoryWarningSpec = MemoryWarningSpec()
    ) {
        self.model = model
        self.length = length
        self.seed = seed
        self.followEmbeds = followEmbeds
        self.memoryWarnings = memoryWarnings
    }

    private enum CodingKeys: String, CodingKey {
        case model, length, seed, followEmbeds, memoryWarnings
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            model: try c.decode(TraceModel.self, forKey: .model),
            length: try c.decodeIfPresent(Int.self, forKey: .length) ?? 10_000,
            seed: try c.decodeIfPresent(UInt64.self, forKey: .seed) ?? 0,
            followEmbeds: try c.decodeIfPresent(Bool.self, forKey: .followEmbeds) ?? false,
            memoryWarnings: try c.decodeIfPresent(MemoryWarningSpec.self, forKey: .memoryWarnings) ?? MemoryWarningSpec())
    }
}

/// Where memory warnings go in a generated trace. Both kinds may be combined.
///
/// Warnings are drawn from their own random stream, so adding them never changes which nibs are
/// loaded: the loads of a trace with warnings are exactly the loads of the same spec without.
package struct MemoryWarningSpec: Codable, Hashable, Sendable {
    /// Expected warnings per load, as a Poisson process in load time: gaps between warnings are
    /// exponential with mean `1 / ratePerLoad` loads, and a warning at time `t` comes just before
    /// load `⌊t⌋ + 1`. Over `n` loads the count is Poisson with mean `n × ratePerLoad`; no
    /// Poisson warning follows the last load. 0 disables them.
    package var ratePerLoad: Double
    /// Fixed positions: a warning after each listed number of loads (0 = before the first load;
    /// repeats give several warnings in a row). Positions past the trace's last load are dropped.
    package var afterLoads: [Int]

    /// Creates a memory-warning spec; the default has no warnings.
    package init(ratePerLoad: Double = 0, afterLoads: [Int] = []) {
        self.ratePerLoad = ratePerLoad
        self.afterLoads = afterLoads
    }

    private enum CodingKeys: String, CodingKey { case ratePerLoad, afterLoads }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            ratePerLoad: try c.decodeIfPresent(Double.self, forKey: .ratePerLoad) ?? 0,
            afterLoads: try c.decodeIfPresent([Int].self, forKey: .afterLoads) ?? [])
    }
}

/// How a generator chooses which nib each load requests. Models nest: phases and mixtures hold
/// other models.
///
/// Every model draws from a *universe* of nibs — the whole manifest at the top, a phase's hot set
/// inside a phase. Text form (``init(parsing:)``, ``description``) and JSON form (`type` plus the
/// fields) for each case:
///
/// | case | text | JSON |
/// |---|---|---|
/// | ``zipf(alpha:)`` | `zipf(alpha=0.9)`, `uniform` | `{"type":"zipf","alpha":0.9}` |
/// | ``navigation(_:)`` | `navigation(fanOut=3,back=0.35,…)` | `{"type":"navigation","fanOut":3,…}` |
/// | ``app(_:)`` | `app(visits=12,back=0.35,…)` | `{"type":"app","meanVisits":12,…}` |
/// | ``scan`` | `scan` | `{"type":"scan"}` |
/// | ``phases(_:)`` | `phases(1000:50:zipf(alpha=1), 1000:50:uniform)` | `{"type":"phases","phases":[{"length":1000,"hotSetSize":50,"model":…}]}` |
/// | ``mixture(_:)`` | `mix(0.9:zipf(alpha=1), 0.1:scan)` | `{"type":"mixture","components":[{"weight":0.9,"model":…}]}` |
package indirect enum TraceModel: Hashable, Sendable {
    /// Independent requests with Zipf(`alpha`) popularity over the universe; which nib gets which
    /// rank is a seeded shuffle. `alpha = 0` is uniform.
    case zipf(alpha: Double)
    /// An app user walking a seeded screen graph with a navigation stack, each visit loading the
    /// screen's nib and then its table cells in scroll bursts. See ``NavigationParameters``.
    case navigation(NavigationParameters)
    /// An app's user in sessions, following the manifest's storyboard segues (seeded edges where
    /// a screen has none): each visit loads the controller nib, its views, and each of its cell
    /// nibs once; going back loads nothing. See ``AppGraph``, ``AppWalk`` and ``AppParameters``.
    case app(AppParameters)
    /// Every nib of the universe exactly once, in a seeded order; then the model is exhausted.
    case scan
    /// Working-set shifts: the phases run in order and then repeat, each for its length in
    /// loads, each drawing from its own seeded hot subset of the universe with its own model. A
    /// phase whose model is exhausted ends early; when a whole round yields nothing, the model
    /// is exhausted. Models keep their state between rounds (a scan phase runs once).
    case phases([TracePhase])
    /// Each load comes from one component, chosen at random with probability proportional to
    /// its weight; an exhausted component (a scan) drops out and the rest are renormalised.
    /// Components interleave at load granularity, so a navigation component's bursts may be
    /// split by other components' loads.
    case mixture([MixtureComponent])
}

/// One phase of ``TraceModel/phases(_:)``.
package struct TracePhase: Codable, Hashable, Sendable {
    /// How many loads the phase lasts.
    package var length: Int
    /// The size of its hot set, drawn from the universe with the seed; `nil` means the whole
    /// universe.
    package var hotSetSize: Int?
    /// How the phase chooses nibs within its hot set.
    package var model: TraceModel

    /// Creates a phase.
    package init(length: Int, hotSetSize: Int?, model: TraceModel) {
        (self.length, self.hotSetSize, self.model) = (length, hotSetSize, model)
    }
}

/// One component of ``TraceModel/mixture(_:)``.
package struct MixtureComponent: Codable, Hashable, Sendable {
    /// The component's relative weight (positive).
    package var weight: Double
    /// The component's model.
    package var model: TraceModel

    /// Creates a component.
    package init(weight: Double, model: TraceModel) {
        self.weight = weight
        self.model = model
    }
}
