/// W-TinyLFU (Einziger, Friedman and Manes, 2017) in libCacheSim's `WTinyLFU` form.
///
/// - A window LRU of `⌊0.01 × limit⌋` units takes every admitted object; the main cache is a
///   segmented LRU of the remaining units, split 1 : 4 into a probation and a protected
///   segment (`⌊0.2 × main⌋` and `⌊0.8 × main⌋`).
/// - A count-min frequency sketch (``FrequencySketch``, sized for the main cache) counts
///   admissions, main-cache hits and window victims; it is halved after `32 × main` main hits.
///   Window hits are not counted, as in libCacheSim.
/// - Main hits promote probation objects to the protected head; an overfull protected segment
///   demotes its tail to the probation head, and an overfull probation segment evicts — so a
///   hit can evict.
/// - To make room, the window's LRU object moves to the main cache while it fits there (nothing
///   leaves, and the next window object is considered); otherwise it competes with the main
///   victim (probation tail, else protected tail): if the sketch estimates it strictly more
///   frequent, the main victim is evicted and the window object moves in, else the window
///   object is evicted. Either way one object has left and the eviction step ends; with an
///   empty window the main victim goes. This is what libCacheSim 0.3.5 (PyPI) does — checked
///   request by request; older libCacheSim sources keep walking the window after a swap.
/// - Objects larger than the window (or than the probation segment) are not admitted.
public struct WTinyLFUPolicy<Key: Hashable>: SlotPolicy {
    @usableFromInline static var window: Int { 0 }
    @usableFromInline static var probation: Int { 1 }
    @usableFromInline static var protected: Int { 2 }
    /// Window, probation and protected all hold residents.
    @usableFromInline static var residentListCount: Int { 3 }

    /// Units of the window LRU: `⌊0.01 × limit⌋`.
    public let windowCapacity: Int
    /// Units of the main SLRU: `limit − windowCapacity`.
    public let mainCapacity: Int
    /// Units of the probation segment: `⌊0.2 × mainCapacity⌋`.
    public let probationCapacity: Int
    /// Units of the protected segment: `⌊0.8 × mainCapacity⌋`.
    public let protectedCapacity: Int
    @usableFromInline let keyHash: @Sendable (Key, UInt64) -> UInt64
    @usableFromInline var core: SlotPolicyCore<Key>
    @usableFromInline var sketch: FrequencySketch
    @usableFromInline var mainHitsSinceDecay = 0

    /// The largest default ``sketchEntries``: 2²² entries, about 60 M counters (241 MB).
    ///
    /// - Complexity: O(1).
    package static var defaultSketchEntryLimit: Int { 1 << 22 }

    /// The number of keys the frequency sketch is sized for.
    public let sketchEntries: Int

    /// Creates an empty W-TinyLFU cache that hashes keys with `hash`.
    ///
    /// The sketch takes `4 × ⌈14.38 × sketchEntries⌉` bytes. libCacheSim sizes it by the main
    /// cache's capacity units — objects, or *bytes* for a byte bound — and so does the default
    /// here, up to ``defaultSketchEntryLimit``; for a large byte-bounded cache pass the
    /// expected number of objects instead.
    ///
    /// - Parameters:
    ///   - capacity: The bound; its limit must not be negative.
    ///   - sketchEntries: Keys to size the sketch for; default `min(mainCapacity,
    ///     defaultSketchEntryLimit)`, libCacheSim's sizing below the limit.
    ///   - hash: A hash of a key with a seed that is stable across processes (see
    ///     ``StableHashable``); Swift's per-process `hashValue` would make runs irreproducible.
    /// - Complexity: O(sketch size) to allocate the sketch.
    public init(capacity: CacheCapacity, sketchEntries: Int? = nil, hash: @escaping @Sendable (Key, UInt64) -> UInt64) {
        core = SlotPolicyCore(capacity: capacity, listCount: 3, policy: "WTinyLFUPolicy")
        keyHash = hash
        (windowCapacity, mainCapacity, probationCapacity) = Self.segments(at: capacity)
        protectedCapacity = Int(4.0 / 5.0 * Double(mainCapacity))
        self.sketchEntries = max(0, sketchEntries ?? min(mainCapacity, Self.defaultSketchEntryLimit))
        sketch = FrequencySketch(entries: self.sketchEntries)
    }

    /// Units of the window, the main SLRU and its probation segment at `capacity`:
    /// `⌊0.01 × limit⌋`, `limit − window` and `⌊0.2 × main⌋`.
    ///
    /// - Complexity: O(1).
    package static func segments(at capacity: CacheCapacity) -> (window: Int, main: Int, probation: Int) {
        let window = Int(Double(capacity.limit) * 0.01)
        let main = capacity.limit - window
        return (window, main, Int(1.0 / 5.0 * Double(main)))
    }

    /// The largest charge (units) of an object the policy admits at `capacity`: it must fit
    /// the window, the main cache and its probation segment. Below 1 the policy admits
    /// nothing and every request misses — at a count capacity, every capacity below 100
    /// objects.
    ///
    /// - Complexity: O(1).
    package static func largestAdmittedCharge(at capacity: CacheCapacity) -> Int {
        let (window, main, probation) = segments(at: capacity)
        return min(capacity.limit, window, main, probation)
    }

    /// `"wtinylfu"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "wtinylfu" }
    @inlinable var windowWeight: Int { slots.lists[Self.window].weight }
    @inlinable var mainWeight: Int { slots.lists[Self.probation].weight + slots.lists[Self.protected].weight }

    /// The sketch's frequency estimate for `key` (tests and diagnostics).
    ///
    /// - Complexity: O(1).
    public func estimatedFrequency(of key: Key) -> Int { Int(sketch.estimate(hashes(key))) }

    @inlinable
    func hashes(_ key: Key) -> (UInt64, UInt64) {
        (keyHash(key, FrequencySketch.seed0), keyHash(key, FrequencySketch.seed1))
    }

    /// Serves one request (see the type's discussion for the rules).
    ///
    /// - Complexity: O(1) amortised, plus O(1) per eviction; every `32 × main` main hits the
    ///   sketch is halved in O(main) (amortised O(1)).
    @inlinable
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        if let slot = slots.slot(for: request.key) {
            if slots[slot].list == Self.window {
                slots.moveToHead(slot, Self.window)
                return .hit
            }
            promote(slot, &evictions)
            sketch.add(hashes(request.key))
            mainHitsSinceDecay += 1
            if mainHitsSinceDecay >= 32 * mainCapacity {
                mainHitsSinceDecay = 0
                sketch.halve()
            }
            return .hit
        }
        let charge = capacity.charge(forSize: request.size)
        guard charge <= capacity.limit, charge <= windowCapacity, charge <= mainCapacity, charge <= probationCapacity else {
            return .missRejected
        }
        while used + charge > capacity.limit {
            evictOne(&evictions)
        }
        let slot = slots.allocate(request.key, size: request.size, charge: charge, cost: request.cost)
        slots.pushHead(slot, Self.window)
        sketch.add(hashes(request.key))
        return .missAdmitted
    }

    /// SLRU hit: protected objects move to the protected head; probation objects are promoted,
    /// then overfull segments cool down (protected tail → probation head, probation → evict).
    @inlinable
    mutating func promote(_ slot: Int, _ evictions: inout [Key]) {
        if slots[slot].list == Self.protected {
            slots.moveToHead(slot, Self.protected)
            return
        }
        slots.moveToHead(slot, Self.protected)
        while slots.lists[Self.protected].weight > protectedCapacity {
            slots.moveToHead(slots.lists[Self.protected].tail, Self.probation)
            while slots.lists[Self.probation].weight > probationCapacity {
                evictMain(&evictions)
            }
        }
    }

    /// The main cache's victim: the probation tail, else the protected tail.
    @inlinable
    var mainVictim: Int {
        slots.lists[Self.probation].weight > 0 ? slots.lists[Self.probation].tail : slots.lists[Self.protected].tail
    }

    @inlinable
    mutating func evictMain(_ evictions: inout [Key]) {
        evictions.append(slots.unlinkAndFree(mainVictim))
    }

    /// SLRU insertion: the lowest segment with room, else evict until the main cache fits and
    /// use probation.
    @inlinable
    mutating func insertIntoMain(_ slot: Int, _ evictions: inout [Key]) {
        let charge = slots[slot].charge
        if slots.lists[Self.probation].weight + charge <= probationCapacity {
            slots.pushHead(slot, Self.probation)
        } else if slots.lists[Self.protected].weight + charge <= protectedCapacity {
            slots.pushHead(slot, Self.protected)
        } else {
            while mainWeight + charge > mainCapacity { evictMain(&evictions) }
            slots.pushHead(slot, Self.probation)
        }
    }

    @inlinable
    mutating func evictOne(_ evictions: inout [Key]) {
        while true {
            guard windowWeight > 0 else {
                evictMain(&evictions)
                return
            }
            let candidate = slots.lists[Self.window].tail
            let candidateHashes = hashes(slots.key(candidate))
            if mainWeight + slots[candidate].charge <= mainCapacity {
                slots.unlink(candidate)
                insertIntoMain(candidate, &evictions)
                sketch.add(candidateHashes)
                continue
            }
            if sketch.estimate(candidateHashes) > sketch.estimate(hashes(slots.key(mainVictim))) {
                evictMain(&evictions)
                slots.unlink(candidate)
                insertIntoMain(candidate, &evictions)
            } else {
                evictions.append(slots.unlinkAndFree(candidate))
            }
            sketch.add(candidateHashes)
            return
        }
    }

    /// Zeroes the frequency sketch (``removeAll()`` has emptied the segments); O(sketch size).
    @inlinable
    mutating func didRemoveAll() {
        sketch.reset()
        mainHitsSinceDecay = 0
    }
}

extension WTinyLFUPolicy where Key: StableHashable {
    /// Creates an empty W-TinyLFU cache hashing keys with ``StableHashable/stableHash(seed:)``.
    ///
    /// - Parameters:
    ///   - capacity: The bound; its limit must not be negative.
    ///   - sketchEntries: Keys to size the frequency sketch for (see
    ///     ``init(capacity:sketchEntries:hash:)``).
    /// - Complexity: O(sketch size) to allocate the sketch.
    public init(capacity: CacheCapacity, sketchEntries: Int? = nil) {
        self.init(capacity: capacity, sketchEntries: sketchEntries, hash: { key, seed in key.stableHash(seed: seed) })
    }
}

extension WTinyLFUPolicy: Sendable where Key: Sendable {}
