/// SplitMix64 (Steele, Lea and Flood): a small, fast, seeded generator of 64-bit values.
///
/// nibbench's one seeded generator: the runner's replay order, the bootstrap's resamples, the
/// seeding of the trace generators' xoshiro256** state (`SeededRandom`) and the tests' random
/// inputs all draw from it, so a seed written in a result reproduces the run. Its sequence is
/// part of the results' reproducibility: it must never change.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let order = (0..<10).shuffled(using: &random)
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; each value advances it by the golden-ratio increment.
    package var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next value of the sequence.
    @inlinable
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// A double uniform in [0, 1), from the top 53 bits of the next value.
    @inlinable
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// SplitMix64's output function: a bijective scramble of `value`.
    @inlinable
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
