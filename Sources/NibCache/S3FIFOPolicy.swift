/// S3-FIFO: a small probationary FIFO, a main FIFO with a 2-bit clock, and a ghost FIFO of
/// recently evicted keys — libCacheSim's `S3FIFO` (docs/commands.md, simulate).
///
/// - The small queue holds `⌊0.1 × limit⌋` units, the main queue the rest; the ghost queue
///   remembers keys (with their sizes) up to `⌊0.9 × limit⌋` units.
/// - A hit increments the object's frequency.
/// - A miss found in the ghost is admitted to main; other misses go to small — except that
///   before the first eviction, once small is full, new objects go straight to main.
/// - Eviction takes from main when main is over its share or small is empty, otherwise walks the
///   small tail: frequency ≥ 2 moves to main with frequency 0, anything else is evicted into the
///   ghost and stops the walk. Main eviction reinserts a tail with frequency ≥ 1 at the head
///   with `min(frequency, 3) − 1`, and evicts the first tail with frequency 0.
/// - An object must be smaller than the small queue to be admitted outside a ghost hit (and
///   never larger than it). libCacheSim checks the "smaller" part only after evicting for the
///   object; this type declines such an object before evicting anything.
public struct S3FIFOPolicy<Key: Hashable>: SlotPolicy {
    @usableFromInline static var small: Int { 0 }
    @usableFromInline static var main: Int { 1 }
    @usableFromInline static var ghost: Int { 2 }
    /// Small and main hold residents; the ghost queue holds history.
    @usableFromInline static var residentListCount: Int { 2 }
    /// Small-queue frequency at which an object moves to main on eviction.
    @usableFromInline static var moveToMainThreshold: Int { 2 }

    /// Units of the small (probationary) queue: `⌊0.1 × limit⌋`.
    public let smallCapacity: Int
    /// Units of the main queue: `limit − smallCapacity`.
    public let mainCapacity: Int
    /// Units of the ghost queue: `⌊0.9 × limit⌋`.
    public let ghostCapacity: Int
    @usableFromInline var core: SlotPolicyCore<Key>
    @usableFromInline var hasEvicted = false

    /// Creates an empty S3-FIFO cache with libCacheSim's default ratios.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        core = SlotPolicyCore(capacity: capacity, listCount: 3, policy: "S3FIFOPolicy")
        let limit = Double(capacity.limit)
        smallCapacity = Self.smallCapacity(at: capacity)
        mainCapacity = capacity.limit - smallCapacity
        ghostCapacity = Int(limit * 0.9)
    }

    /// Units of the small queue at `capacity`: `⌊0.1 × limit⌋`.
    ///
    /// - Complexity: O(1).
    package static func smallCapacity(at capacity: CacheCapacity) -> Int {
        Int(Double(capacity.limit) * 0.1)
    }

    /// The largest charge (units) of an object the policy admits at `capacity` outside a ghost
    /// hit: an object must be smaller than the small queue, so this is one unit less. Below 1
    /// the policy admits nothing (and so never has a ghost hit): every request misses — at a
    /// count capacity, every capacity below 20 objects.
    ///
    /// - Complexity: O(1).
    package static func largestAdmittedCharge(at capacity: CacheCapacity) -> Int {
        min(smallCapacity(at: capacity) - 1, capacity.limit)
    }

    /// `"s3fifo"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "s3fifo" }
    /// Serves one request (see the type's discussion for the rules).
    ///
    /// - Complexity: O(1) amortised: main reinsertion consumes frequency earned by hits, and
    ///   each small-queue promotion happens once per admission.
    @inlinable @inline(__always)
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        var hitOnGhost = false
        if let slot = slots.slot(for: request.key) {
            if slots[slot].list != Self.ghost {
                slots[slot].aux += 1
                return .hit
            }
            _ = slots.unlinkAndFree(slot)
            hitOnGhost = true
        }
        let charge = capacity.charge(forSize: request.size)
        if charge > smallCapacity || charge > capacity.limit { return .missRejected }
        if !hitOnGhost && charge >= smallCapacity { return .missRejected }
        while used + charge > capacity.limit {
            evictOne(&evictions)
        }
        let slot = slots.allocate(request.key, size: request.size, charge: charge, cost: request.cost)
        if hitOnGhost || (!hasEvicted && slots.lists[Self.small].weight >= smallCapacity) {
            slots.pushHead(slot, Self.main)
        } else {
            slots.pushHead(slot, Self.small)
        }
        return .missAdmitted
    }

    @inlinable
    mutating func evictOne(_ evictions: inout [Key]) {
        hasEvicted = true
        if slots.lists[Self.main].weight > mainCapacity || slots.lists[Self.small].weight == 0 {
            evictMain(&evictions)
        } else {
            evictSmall(&evictions)
        }
    }

    @inlinable
    mutating func evictSmall(_ evictions: inout [Key]) {
        while slots.lists[Self.small].weight > 0 {
            let victim = slots.lists[Self.small].tail
            if slots[victim].aux >= Self.moveToMainThreshold {
                slots[victim].aux = 0
                slots.moveToHead(victim, Self.main)
                continue
            }
            evictions.append(slots.key(victim))
            slots.unlink(victim)
            rememberInGhost(victim)
            return
        }
    }

    @inlinable
    mutating func evictMain(_ evictions: inout [Key]) {
        while slots.lists[Self.main].weight > 0 {
            let victim = slots.lists[Self.main].tail
            let frequency = slots[victim].aux
            if frequency >= 1 {
                slots[victim].aux = min(frequency, 3) - 1
                slots.moveToHead(victim, Self.main)
                continue
            }
            evictions.append(slots.unlinkAndFree(victim))
            return
        }
    }

    /// Moves the unlinked `slot` into the ghost FIFO, dropping the oldest ghosts to make room;
    /// frees it instead when it is larger than the whole ghost queue.
    @inlinable
    mutating func rememberInGhost(_ slot: Int) {
        let charge = slots[slot].charge
        guard charge <= ghostCapacity else {
            slots.free(slot)
            return
        }
        while slots.lists[Self.ghost].weight + charge > ghostCapacity {
            _ = slots.unlinkAndFree(slots.lists[Self.ghost].tail)
        }
        slots[slot].aux = 0
        slots.pushHead(slot, Self.ghost)
    }

    /// Forgets the "has evicted" state (``removeAll()`` has emptied the queues).
    @inlinable
    mutating func didRemoveAll() { hasEvicted = false }
}

extension S3FIFOPolicy: Sendable where Key: Sendable {}
