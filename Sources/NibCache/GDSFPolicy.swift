/// GDSF, Greedy-Dual-Size-Frequency (Cherkasova, 1998): evicts the object with the lowest
/// `H = L + frequency × cost / size`, where `L` is the `H` of the last evicted object.
///
/// An admitted object starts with frequency 1; each hit increments it and recomputes `H` with
/// the current `L` and the request's cost (which replaces the stored cost). `L` only grows, so
/// objects that stop being requested age out. Sizes are in bytes whatever the capacity mode
/// (a size of 0 counts as 1). Equal `H` values are broken by the time of the last request,
/// oldest first. The residents sit in an indexed min-heap.
///
/// libCacheSim's `GDSF` uses a constant cost of 10⁶ and inserts before evicting (so it can evict
/// the newcomer); this type evicts first, by the byte-bounded rule of DESIGN §7.
public struct GDSFPolicy<Key: Hashable>: EvictionPolicy {
    @usableFromInline static var residents: Int { 0 }

    /// The bound the policy keeps.
    public let capacity: CacheCapacity
    @usableFromInline var slots = SlotTable<Key>(listCount: 1)
    @usableFromInline var heap = SlotHeap<RankedPriority>(isMaxHeap: false, placeholder: RankedPriority(0, 0))
    /// The inflation value `L`: the `H` of the most recently evicted object.
    ///
    /// - Complexity: O(1).
    public var inflation: Double { aging }
    @usableFromInline var aging: Double = 0
    @usableFromInline var sequence = 0

    /// Creates an empty GDSF cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        precondition(capacity.limit >= 0, "GDSFPolicy: capacity must not be negative")
        self.capacity = capacity
    }

    /// `"gdsf"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "gdsf" }
    /// The number of resident objects.
    ///
    /// - Complexity: O(1).
    public var count: Int { slots.lists[Self.residents].count }
    /// Units in use.
    ///
    /// - Complexity: O(1).
    public var used: Int { slots.lists[Self.residents].weight }
    /// Bytes of resident objects.
    ///
    /// - Complexity: O(1).
    public var residentBytes: Int { slots.lists[Self.residents].bytes }
    /// `false`: GDSF is an online policy.
    ///
    /// - Complexity: O(1).
    public var needsNextAccess: Bool { false }

    /// Whether `key` is resident.
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ key: Key) -> Bool { slots.slot(for: key) != nil }

    /// The current `H` of a resident key, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    public func priority(of key: Key) -> Double? {
        slots.slot(for: key).map { heap.priority[$0].value }
    }

    /// Serves one request: a hit increments the frequency and recomputes `H`; a miss evicts
    /// the lowest `H` (raising `L` to it) until the object fits, then admits it with
    /// frequency 1.
    ///
    /// - Complexity: O(log n), plus O(log n) per eviction.
    @inlinable
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        sequence += 1
        if let slot = slots.slot(for: request.key) {
            slots[slot].aux += 1
            slots[slot].cost = request.cost
            heap.change(slot, to: RankedPriority(score(frequency: slots[slot].aux, slot: slot), sequence))
            return .hit
        }
        let charge = capacity.charge(forSize: request.size)
        if charge > capacity.limit { return .missRejected }
        while used + charge > capacity.limit {
            let victim = heap.pop()!
            aging = heap.priority[victim].value
            evictions.append(slots.unlinkAndFree(victim))
        }
        let slot = slots.allocate(request.key, size: request.size, charge: charge, cost: request.cost)
        slots.pushHead(slot, Self.residents)
        slots[slot].aux = 1
        heap.insert(slot, RankedPriority(score(frequency: 1, slot: slot), sequence))
        return .missAdmitted
    }

    @inlinable
    func score(frequency: Int, slot: Int) -> Double {
        aging + Double(frequency) * slots[slot].cost / Double(max(slots[slot].size, 1))
    }

    /// Removes `key` if resident (`L` is unchanged).
    ///
    /// - Returns: Whether it was resident.
    /// - Complexity: O(log n).
    @discardableResult
    public mutating func remove(_ key: Key) -> Bool {
        slots.makeUnique()
        guard let slot = slots.slot(for: key) else { return false }
        heap.remove(slot)
        _ = slots.unlinkAndFree(slot)
        return true
    }

    /// Empties the cache and resets `L` to 0.
    ///
    /// - Complexity: O(n).
    public mutating func removeAll() {
        slots.removeAll()
        heap.removeAll()
        aging = 0
        sequence = 0
    }
}

extension GDSFPolicy: Sendable where Key: Sendable {}
