import Loaders
import NibCache
import Records

extension RunConfig {
    /// Takes what `registration` (the strategy's) says of it, for a run whose misses cost `missCost`.
    package mutating func resolve(by registration: StrategyRegistration, missCost: MissCost) {
        adopt(registration)
        deterministicCost = !usesMissCost || missCost.isDeterministic
    }

    /// Takes the policy and the use of the miss cost from `registration`; without one (a
    /// strategy the registry does not know), no policy, and taken to use the miss cost.
    package mutating func adopt(_ registration: StrategyRegistration?) {
        (policy, usesMissCost) = (registration?.policy?.name, registration?.usesMissCost ?? true)
    }

    /// The configuration, resolved against its built-in registration when it was read from a
    /// `run.json` written before configurations recorded their policy and use of the miss cost
    /// (``predatesResolution``: only built-in strategies ran then); else itself.
    package func resolvedIfPredating() -> RunConfig {
        guard predatesResolution else { return self }
        var config = self
        config.adopt(try? StrategyRegistry.builtIn.registration(named: strategy))
        return config
    }
}

extension RunResult {
    /// The result with every configuration read from a `run.json` written before
    /// configurations recorded their policy and use of the miss cost
    /// (``RunConfig/predatesResolution``) taking what its built-in registration says
    /// (``RunConfig/resolvedIfPredating()``): the one lookup below the command layer that
    /// names the built-ins, for such files only. A configuration the built-ins do not know
    /// stays unresolved (no policy, taken to use the miss cost).
    package func resolvingPredatingConfigs() -> RunResult {
        var result = self
        result.configs = configs.map { $0.resolvedIfPredating() }
        for i in result.summaries.indices { result.summaries[i].config = result.summaries[i].config.resolvedIfPredating() }
        result.failures = failures?.map { failure in
            var failure = failure
            failure.config = failure.config.resolvedIfPredating()
            return failure
        }
        return result
    }
}
