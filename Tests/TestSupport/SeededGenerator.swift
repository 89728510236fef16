/// SplitMix64: a small, fast, seeded generator, so that every randomised test (property
/// sweeps, mutations, test traces) is reproducible.
public struct SeededGenerator: RandomNumberGenerator {
    /// The generator's state; the next value is derived from it.
    public var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
