/// Builds eviction policies by name.
///
/// Names are case-insensitive: `fifo`, `lru`, `clock`, `sieve`, `s3fifo`, `arc`, `2q`,
/// `wtinylfu`, `gdsf`, `greedydual`, `belady`.
package enum EvictionPolicies {
    /// Every name ``make(named:capacity:)`` accepts, in a stable order: the built-in policies of
    /// ``PolicyRegistry/builtIn``.
    package static var names: [String] { PolicyRegistry.builtIn.names }

    /// Builds the policy called `name` for keys that may not hash stably.
    ///
    /// W-TinyLFU needs a stable key hash: it is taken from `hash`, else from the key's
    /// ``StableHashable`` conformance when it has one (checked at run time).
    ///
    /// - Parameters:
    ///   - name: One of ``names`` (case-insensitive, surrounding spaces ignored).
    ///   - capacity: The bound; must not be negative.
    ///   - hash: A stable hash of a key with a seed, for W-TinyLFU; optional.
    /// - Returns: A new, empty policy.
    /// - Throws: ``CachePolicyError`` with ``CachePolicyError/Code/unknownPolicy`` (listing the
    ///   valid names), ``CachePolicyError/Code/invalidCapacity``, or
    ///   ``CachePolicyError/Code/keyNotStableHashable``.
    /// - Complexity: O(1), except W-TinyLFU, whose sketch takes O(capacity) to allocate.
    package static func make<Key: Hashable>(
        named name: String,
        capacity: CacheCapacity,
        hash: (@Sendable (Key, UInt64) -> UInt64)? = nil
    ) throws(CachePolicyError) -> any EvictionPolicy<Key> {
        let normalized = try canonicalName(name)
        guard capacity.limit >= 0 else {
            throw CachePolicyError(.invalidCapacity, "Capacity \(capacity) is negative.", policy: normalized)
        }
        switch normalized {
        case "fifo": return FIFOPolicy<Key>(capacity: capacity)
        case "lru": return LRUPolicy<Key>(capacity: capacity)
        case "clock": return ClockPolicy<Key>(capacity: capacity)
        case "sieve": return SievePolicy<Key>(capacity: capacity)
        case "s3fifo": return S3FIFOPolicy<Key>(capacity: capacity)
        case "arc": return ARCPolicy<Key>(capacity: capacity)
        case "2q": return TwoQueuePolicy<Key>(capacity: capacity)
        case "gdsf": return GDSFPolicy<Key>(capacity: capacity)
        case "greedydual": return GreedyDualPolicy<Key>(capacity: capacity)
        case "belady": return BeladyPolicy<Key>(capacity: capacity)
        default:
            if let hash { return WTinyLFUPolicy<Key>(capacity: capacity, hash: hash) }
            if let stable = Key.self as? any StableHashable.Type,
                let policy = stableTinyLFU(stable, capacity: capacity) as? any EvictionPolicy<Key>
            {
                return policy
            }
            throw CachePolicyError(
                .keyNotStableHashable,
                "Policy wtinylfu hashes keys itself and \(Key.self) is not StableHashable; pass a hash function.",
                policy: normalized)
        }
    }

    /// Why the policy called `name` admits no object at `capacity` when the smallest object
    /// costs `smallestCharge` units (1 at a count capacity, its size at a byte capacity), or nil
    /// when it admits some. S3-FIFO admits only objects smaller than its small queue (10% of
    /// the capacity) and W-TinyLFU only objects that fit its window (1%), as in libCacheSim, so
    /// at small capacities they miss every request.
    ///
    /// - Complexity: O(1).
    package static func admitsNothing(policyNamed name: String, capacity: CacheCapacity, smallestCharge: Int) -> String? {
        func units(_ n: Int) -> String { "\(n) " + (capacity.isByteBounded ? "byte" : "object") + (n == 1 ? "" : "s") }
        switch (try? canonicalName(name)) ?? "" {
        case "s3fifo":
            guard S3FIFOPolicy<Int>.largestAdmittedCharge(at: capacity) < smallestCharge else { return nil }
            let small = S3FIFOPolicy<Int>.smallCapacity(at: capacity)
            return "s3fifo admits nothing at \(capacity): an object must be smaller than its small queue, 10% of the capacity (\(units(small)))"
        case "wtinylfu":
            guard WTinyLFUPolicy<Int>.largestAdmittedCharge(at: capacity) < smallestCharge else { return nil }
            let window = WTinyLFUPolicy<Int>.segments(at: capacity).window
            return "wtinylfu admits nothing at \(capacity): an object must fit its window, 1% of the capacity (\(units(window)))"
        default:
            return nil
        }
    }

    /// The canonical (lowercase) spelling of a policy name.
    ///
    /// - Throws: ``CachePolicyError`` with ``CachePolicyError/Code/unknownPolicy`` listing the
    ///   valid names.
    /// - Complexity: O(length of `name`).
    package static func canonicalName(_ name: String) throws(CachePolicyError) -> String {
        let trimmed = PolicyRegistry.normalized(name)
        guard names.contains(trimmed) else {
            throw CachePolicyError(
                .unknownPolicy,
                "Unknown cache policy \"\(name)\"; valid policies are \(names.joined(separator: ", ")).",
                policy: name,
                validNames: names)
        }
        return trimmed
    }

    /// A W-TinyLFU policy over a key type known, at run time, to be ``StableHashable``.
    static func stableTinyLFU<Stable: StableHashable>(_ type: Stable.Type, capacity: CacheCapacity) -> Any {
        WTinyLFUPolicy<Stable>(capacity: capacity)
    }
}
