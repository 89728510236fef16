/// 2Q (Johnson and Shasha, VLDB '94) in libCacheSim's `TwoQ` form.
///
/// A FIFO `A1in` of `⌊0.25 × limit⌋` units takes first-time objects; objects evicted from it
/// are remembered in the ghost FIFO `A1out` of `⌊0.5 × limit⌋` units; a miss that hits
/// `A1out` is admitted to the LRU `Am` of `limit − ⌊0.25 × limit⌋` units. Hits in `A1in`
/// change nothing; hits in `Am` move to its head. Eviction takes from `A1in` (into `A1out`)
/// while `A1in` is over its share, otherwise from the LRU end of `Am`; admission to `Am` also
/// evicts from `Am` while `Am` is over its own share. Objects larger than `A1in` are not
/// admitted.
public struct TwoQueuePolicy<Key: Hashable>: SlotPolicy {
    @usableFromInline static var aIn: Int { 0 }
    @usableFromInline static var aMain: Int { 1 }
    @usableFromInline static var aOut: Int { 2 }
    /// `A1in` and `Am` hold residents; `A1out` holds ghosts.
    @usableFromInline static var residentListCount: Int { 2 }

    /// Units of `A1in`: `⌊0.25 × limit⌋`.
    public let inCapacity: Int
    /// Units of the ghost `A1out`: `⌊0.5 × limit⌋`.
    public let outCapacity: Int
    /// Units of `Am`: `limit − inCapacity`.
    public let mainCapacity: Int
    @usableFromInline var core: SlotPolicyCore<Key>

    /// Creates an empty 2Q cache with libCacheSim's default ratios.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        core = SlotPolicyCore(capacity: capacity, listCount: 3, policy: "TwoQueuePolicy")
        inCapacity = Int(Double(capacity.limit) * 0.25)
        outCapacity = Int(Double(capacity.limit) * 0.5)
        mainCapacity = capacity.limit - inCapacity
    }

    /// `"2q"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "2q" }
    /// Serves one request (see the type's discussion for the rules).
    ///
    /// - Complexity: O(1) amortised, plus O(1) per eviction.
    @inlinable @inline(__always)
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        var hitOnGhost = false
        if let slot = slots.slot(for: request.key) {
            switch slots[slot].list {
            case Self.aIn:
                return .hit
            case Self.aMain:
                slots.moveToHead(slot, Self.aMain)
                return .hit
            default:
                _ = slots.unlinkAndFree(slot)
                hitOnGhost = true
            }
        }
        let charge = capacity.charge(forSize: request.size)
        if charge > inCapacity || charge > capacity.limit { return .missRejected }
        while used + charge > capacity.limit {
            evictOne(&evictions)
        }
        let slot = slots.allocate(request.key, size: request.size, charge: charge, cost: request.cost)
        if hitOnGhost {
            while slots.lists[Self.aMain].weight + charge > mainCapacity {
                evictions.append(slots.unlinkAndFree(slots.lists[Self.aMain].tail))
            }
            slots.pushHead(slot, Self.aMain)
        } else {
            slots.pushHead(slot, Self.aIn)
        }
        return .missAdmitted
    }

    @inlinable
    mutating func evictOne(_ evictions: inout [Key]) {
        if slots.lists[Self.aIn].weight > inCapacity {
            let victim = slots.lists[Self.aIn].tail
            evictions.append(slots.key(victim))
            slots.unlink(victim)
            let charge = slots[victim].charge
            guard charge <= outCapacity else {
                slots.free(victim)
                return
            }
            while slots.lists[Self.aOut].weight + charge > outCapacity {
                _ = slots.unlinkAndFree(slots.lists[Self.aOut].tail)
            }
            slots.pushHead(victim, Self.aOut)
            return
        }
        evictions.append(slots.unlinkAndFree(slots.lists[Self.aMain].tail))
    }

}

extension TwoQueuePolicy: Sendable where Key: Sendable {}
