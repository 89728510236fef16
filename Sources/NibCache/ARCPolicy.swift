/// ARC, the adaptive replacement cache (Megiddo and Modha, FAST '03), as libCacheSim's `ARC`.
///
/// Residents live in T1 (seen once recently) or T2 (seen at least twice); B1 and B2 remember
/// keys evicted from T1 and T2. The target size `p` of T1 adapts: a miss that hits B1 grows it
/// by `max(|B2| / |B1|, 1)`, a miss that hits B2 shrinks it by `max(|B1| / |B2|, 1)`, where the
/// sizes are in capacity units and `p` stays in `0…limit`. A ghost hit is admitted to T2, other
/// misses to T1; hits move to the head of T2.
///
/// Eviction (REPLACE) takes the LRU end of T1 into B1 when T1 is non-empty and larger than `p`
/// (or equal to `p` after a B2 hit), or when T2 is empty; otherwise the LRU end of T2 into B2.
/// For a miss that hit no list, libCacheSim's variable-size form of case IV applies first:
/// when `|T1| + |B1| + size > limit`, drop B1's LRU entry and replace if B1 is non-empty, else
/// evict T1's LRU entry without a ghost; otherwise, when all four lists hold `2 × limit` units
/// or more, drop B2's LRU entry (if any), then replace.
public struct ARCPolicy<Key: Hashable>: SlotPolicy {
    @usableFromInline static var t1: Int { 0 }
    @usableFromInline static var t2: Int { 1 }
    @usableFromInline static var b1: Int { 2 }
    @usableFromInline static var b2: Int { 3 }
    /// T1 and T2 hold residents; B1 and B2 hold ghosts.
    @usableFromInline static var residentListCount: Int { 2 }

    @usableFromInline var core: SlotPolicyCore<Key>
    /// The adaptive target for T1, in units.
    ///
    /// - Complexity: O(1).
    public var p: Double { target }
    @usableFromInline var target: Double = 0
    @usableFromInline var requestNumber = 0
    @usableFromInline var lastGhostHitRequest = -1
    @usableFromInline var ghostHitInB1 = false
    @usableFromInline var ghostHitInB2 = false

    /// Creates an empty ARC cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        core = SlotPolicyCore(capacity: capacity, listCount: 4, policy: "ARCPolicy")
    }

    /// `"arc"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "arc" }
    /// Serves one request (see the type's discussion for the rules).
    ///
    /// - Complexity: O(1) amortised, plus O(1) per eviction.
    @inlinable @inline(__always)
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        requestNumber += 1
        if let slot = slots.slot(for: request.key) {
            ghostHitInB1 = false
            ghostHitInB2 = false
            switch slots[slot].list {
            case Self.t1, Self.t2:
                slots.moveToHead(slot, Self.t2)
                return .hit
            case Self.b1:
                lastGhostHitRequest = requestNumber
                ghostHitInB1 = true
                let b1 = Double(slots.lists[Self.b1].weight), b2 = Double(slots.lists[Self.b2].weight)
                target = cMin(target + cMax(b2 / b1, 1), Double(capacity.limit))
                _ = slots.unlinkAndFree(slot)
            default:
                lastGhostHitRequest = requestNumber
                ghostHitInB2 = true
                let b1 = Double(slots.lists[Self.b1].weight), b2 = Double(slots.lists[Self.b2].weight)
                target = cMax(target - cMax(b1 / b2, 1), 0)
                _ = slots.unlinkAndFree(slot)
            }
        }
        let charge = capacity.charge(forSize: request.size)
        if charge > capacity.limit { return .missRejected }
        let afterGhostHit = lastGhostHitRequest == requestNumber && (ghostHitInB1 || ghostHitInB2)
        while used + charge > capacity.limit {
            if afterGhostHit {
                replace(&evictions)
            } else {
                evictMissOnAllQueues(charge: charge, &evictions)
            }
        }
        let slot = slots.allocate(request.key, size: request.size, charge: charge, cost: request.cost)
        if afterGhostHit {
            slots.pushHead(slot, Self.t2)
            ghostHitInB1 = false
            ghostHitInB2 = false
            lastGhostHitRequest = -1
        } else {
            slots.pushHead(slot, Self.t1)
        }
        return .missAdmitted
    }

    /// REPLACE: moves the LRU end of T1 into B1 or of T2 into B2.
    @inlinable
    mutating func replace(_ evictions: inout [Key]) {
        let t1 = slots.lists[Self.t1].weight
        let fromT1 =
            (t1 > 0 && (Double(t1) > target || (Double(t1) == target && ghostHitInB2)))
            || slots.lists[Self.t2].weight == 0
        let victim = slots.lists[fromT1 ? Self.t1 : Self.t2].tail
        evictions.append(slots.key(victim))
        slots.moveToHead(victim, fromT1 ? Self.b1 : Self.b2)
    }

    /// Case IV of the paper in libCacheSim's variable-size form.
    @inlinable
    mutating func evictMissOnAllQueues(charge: Int, _ evictions: inout [Key]) {
        let t1 = slots.lists[Self.t1].weight, b1 = slots.lists[Self.b1].weight
        if t1 + b1 + charge > capacity.limit {
            if b1 > 0 {
                _ = slots.unlinkAndFree(slots.lists[Self.b1].tail)
                replace(&evictions)
            } else {
                evictions.append(slots.unlinkAndFree(slots.lists[Self.t1].tail))
            }
        } else {
            let total = t1 + b1 + slots.lists[Self.t2].weight + slots.lists[Self.b2].weight
            if total >= capacity.limit * 2 && slots.lists[Self.b2].weight > 0 {
                _ = slots.unlinkAndFree(slots.lists[Self.b2].tail)
            }
            replace(&evictions)
        }
    }

    /// Resets `p` to 0 and forgets any ghost hit (``removeAll()`` has emptied the lists).
    @inlinable
    mutating func didRemoveAll() {
        target = 0
        lastGhostHitRequest = -1
        ghostHitInB1 = false
        ghostHitInB2 = false
    }

    /// The keys of T1, T2, B1 and B2 from most to least recent (tests and debugging).
    func lists() -> (t1: [Key], t2: [Key], b1: [Key], b2: [Key]) {
        (slots.keys(inList: Self.t1), slots.keys(inList: Self.t2), slots.keys(inList: Self.b1), slots.keys(inList: Self.b2))
    }
}

extension ARCPolicy: Sendable where Key: Sendable {}

/// C's `MAX` macro, `a > b ? a : b` (unlike `Swift.max`, returns `b` when `a` is NaN).
@inlinable
func cMax(_ a: Double, _ b: Double) -> Double { a > b ? a : b }

/// C's `MIN` macro, `a < b ? a : b`.
@inlinable
func cMin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
