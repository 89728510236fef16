/// The frequency sketch of W-TinyLFU: libCacheSim's `minimalIncrementCBF`, reproduced exactly.
///
/// A counting Bloom filter sized for `entries` keys at a 0.1 % error rate: `⌈ln 2 × b⌉` hash
/// positions per key over `⌈b × entries⌉` 32-bit counters, with `b = −ln 0.001 / (ln 2)²`.
/// Positions are `(a + i·b) mod n` in 32-bit arithmetic from the low 32 bits of two XXH64
/// hashes (seeds `0x12345678`, `0x12344321`). The estimate is the minimum counter; adding
/// increments every position (libCacheSim's "minimal increment" increments all of them).
/// ``halve()`` divides every counter by two.
///
/// The counters are held densely (one array of `n`, allocated once: accesses never allocate)
/// or, when made `sparse`, only those a key has touched, in a hash table (the others are zero):
/// the same counters, so the same estimates, in memory proportional to the keys added rather
/// than to `n` — 241 MB against a few kilobytes for a sketch sized by a byte budget of a few
/// megabytes over a few hundred nibs — but its table grows, so accesses may allocate.
@usableFromInline
struct FrequencySketch: Sendable {
    @usableFromInline static var seed0: UInt64 { 0x1234_5678 }
    @usableFromInline static var seed1: UInt64 { 0x1234_4321 }

    /// The counters, when dense (empty when sparse).
    @usableFromInline var counters: [UInt32]
    /// The counters a key has touched, by position, when sparse (empty when dense).
    @usableFromInline var touched: [UInt32: UInt32]
    /// `n`, the number of counters.
    @usableFromInline let counterCount: UInt32
    @usableFromInline let isSparse: Bool
    @usableFromInline let hashCount: Int

    /// Creates an all-zero sketch for `entries` keys, its counters held densely or, when
    /// `sparse`, only as keys touch them.
    @inlinable
    init(entries: Int, sparse: Bool = false) {
        // libCacheSim: bpe = -log(0.001) / 0.480453013918201 (ln 2 squared); log(0.001) is
        // -6.907755278982137 in IEEE double, so the quotient is the literal below.
        let bitsPerEntry = 6.907755278982137 / 0.480453013918201
        let hashes = Int((0.693147180559945 * bitsPerEntry).rounded(.up))
        var counterCount = Int(min((bitsPerEntry * Double(Int32(truncatingIfNeeded: entries))).rounded(.up), Double(Int32.max)))
        if counterCount < hashes { counterCount = hashes * 2 }
        hashCount = hashes
        self.counterCount = UInt32(counterCount)
        isSparse = sparse
        counters = sparse ? [] : Array(repeating: 0, count: counterCount)
        touched = [:]
    }

    /// The estimated frequency of a key with the given seed-0 and seed-1 hashes.
    ///
    /// - Complexity: O(number of hash positions), 10 with libCacheSim's error rate.
    @inlinable
    func estimate(_ hashes: (UInt64, UInt64)) -> UInt32 {
        let a = UInt32(truncatingIfNeeded: hashes.0), b = UInt32(truncatingIfNeeded: hashes.1)
        let n = counterCount
        var minimum = UInt32.max
        if isSparse {
            for i in 0..<UInt32(hashCount) {
                let count = touched[(a &+ i &* b) % n, default: 0]
                if count < minimum { minimum = count }
            }
            return minimum
        }
        for i in 0..<UInt32(hashCount) {
            let x = Int((a &+ i &* b) % n)
            if counters[x] < minimum { minimum = counters[x] }
        }
        return minimum
    }

    /// Counts one more occurrence of a key.
    ///
    /// - Complexity: O(number of hash positions).
    @inlinable
    mutating func add(_ hashes: (UInt64, UInt64)) {
        if estimate(hashes) == .max { return }
        let a = UInt32(truncatingIfNeeded: hashes.0), b = UInt32(truncatingIfNeeded: hashes.1)
        let n = counterCount
        if isSparse {
            for i in 0..<UInt32(hashCount) { touched[(a &+ i &* b) % n, default: 0] &+= 1 }
            return
        }
        for i in 0..<UInt32(hashCount) {
            counters[Int((a &+ i &* b) % n)] &+= 1
        }
    }

    /// Halves every counter (aging).
    ///
    /// - Complexity: O(number of counters); sparse, O(counters touched).
    @inlinable
    mutating func halve() {
        if isSparse {
            touched = touched.compactMapValues { $0 > 1 ? $0 >> 1 : nil }
            return
        }
        for i in counters.indices { counters[i] >>= 1 }
    }

    /// Resets every counter to zero.
    ///
    /// - Complexity: O(number of counters); sparse, O(counters touched).
    @inlinable
    mutating func reset() {
        if isSparse {
            touched.removeAll(keepingCapacity: true)
            return
        }
        for i in counters.indices { counters[i] = 0 }
    }
}
