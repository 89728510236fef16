import NibbenchSupport

/// The tests' seeded generator: NibbenchSupport's ``SplitMix64``, so that every randomised test
/// (property sweeps, mutations, test traces) is reproducible with the generator the product uses.
package typealias SeededGenerator = SplitMix64
