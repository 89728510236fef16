#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A seeded pseudo-random generator — xoshiro256** seeded through SplitMix64 — and the exact
/// sampling routines the trace generators use.
///
/// Everything a generator draws goes through these methods rather than the standard library's
/// `random(in:using:)` or `shuffle(using:)`, whose algorithms are not guaranteed to stay the
/// same between Swift releases: the same spec and seed give byte-identical traces across runs
/// and toolchains. Integer draws are exact; floating-point draws use IEEE arithmetic plus the C
/// library's `log` and `pow`, which may differ in the last bit between C libraries (glibc vs
/// Darwin), so traces are guaranteed identical only on the same platform.
///
/// Independent *streams* of one seed (`SeededRandom(seed:stream:)`) let parts of a generator draw
/// without disturbing each other: memory warnings use their own stream, so adding them does not
/// change which nibs are loaded.
package struct SeededRandom: RandomNumberGenerator, Sendable, Hashable {
    private var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    /// A generator for `seed`; different `stream` values give unrelated sequences.
    package init(seed: UInt64, stream: UInt64 = 0) {
        var base = SplitMix64(seed: seed)
        var mixer = SplitMix64(seed: base.next() ^ SplitMix64.mix(stream &+ 0x6A09_E667_F3BC_C909))
        s0 = mixer.next()
        s1 = mixer.next()
        s2 = mixer.next()
        s3 = mixer.next()
        if s0 | s1 | s2 | s3 == 0 { s0 = 1 } // the all-zero state is the one fixed point
    }

    /// A generator with raw xoshiro256** state, for reproducing sequences of other
    /// implementations. The all-zero state is replaced by `(1, 0, 0, 0)`.
    package init(state: (UInt64, UInt64, UInt64, UInt64)) {
        (s0, s1, s2, s3) = state
        if s0 | s1 | s2 | s3 == 0 { s0 = 1 }
    }

    /// The next 64 random bits (xoshiro256**).
    package mutating func next() -> UInt64 {
        let result = (s1 &* 5).rotatedLeft(by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = s3.rotatedLeft(by: 45)
        return result
    }

    /// A uniform integer in `0..<bound`, without bias (Lemire's multiply-and-reject).
    /// - Precondition: `bound > 0`.
    package mutating func uniform(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold { product = next().multipliedFullWidth(by: range) }
        }
        return Int(product.high)
    }

    /// A uniform double in `[0, 1)` with 53 random bits.
    package mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform double in `(0, 1]`, safe to take the logarithm of.
    package mutating func openUnit() -> Double {
        Double((next() >> 11) + 1) * 0x1p-53
    }

    /// An exponential variate with the given rate (mean `1 / rate`).
    /// - Precondition: `rate > 0`.
    package mutating func exponential(rate: Double) -> Double {
        -log(openUnit()) / rate
    }

    /// A geometric variate on 1, 2, 3, … with the given mean (success probability `1 / mean`).
    /// - Precondition: `mean >= 1`.
    package mutating func geometric(mean: Double) -> Int {
        precondition(mean >= 1, "mean must be at least 1")
        if mean == 1 { return 1 }
        let draws = (log(openUnit()) / log1p(-1 / mean)).rounded(.down)
        return 1 + Int(min(draws, Double(Int32.max)))
    }

    /// Whether an event of probability `p` happens.
    package mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// Shuffles `elements` in place (Fisher–Yates, from the end).
    /// - Complexity: O(n).
    package mutating func shuffle<T>(_ elements: inout [T]) {
        var i = elements.count
        while i > 1 {
            let j = uniform(below: i)
            i -= 1
            elements.swapAt(i, j)
        }
    }

    /// `k` distinct indices from `0..<n` in random order (a partial Fisher–Yates shuffle).
    /// - Complexity: O(n).
    package mutating func sample(_ k: Int, from n: Int) -> [Int] {
        precondition(0 <= k && k <= n, "cannot draw \(k) of \(n)")
        var pool = Array(0..<n)
        for i in 0..<k { pool.swapAt(i, i + uniform(below: n - i)) }
        return Array(pool.prefix(k))
    }

    /// An index drawn with probability proportional to `cumulative[i] - cumulative[i - 1]`,
    /// given non-decreasing cumulative weights with a positive last element.
    /// - Complexity: O(log n).
    package mutating func pick(cumulative: [Double]) -> Int {
        let target = unit() * cumulative[cumulative.count - 1]
        var low = 0, high = cumulative.count - 1
        while low < high {
            let mid = (low + high) / 2
            if cumulative[mid] > target { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by k: UInt64) -> UInt64 {
        (self << k) | (self >> (64 - k))
    }
}
