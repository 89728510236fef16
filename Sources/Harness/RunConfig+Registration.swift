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
}
