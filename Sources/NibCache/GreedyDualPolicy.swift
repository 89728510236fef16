/// Cost-aware GreedyDual (Young, 1994; Cao and Irani's GreedyDual with a per-object cost):
/// evicts the object with the lowest `H = L + cost`, where `L` is the `H` of the last evicted
/// object.
///
/// An admitted object and every hit set `H = L + cost` with the request's cost (which
/// replaces the stored cost), so expensive objects survive longer and `L` ages the rest. Size
/// only matters for fitting. Equal `H` values are broken by the time of the last request,
/// oldest first. The residents sit in an indexed min-heap.
public struct GreedyDualPolicy<Key: Hashable>: EvictionPolicy {
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

    /// Creates an empty GreedyDual cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        precondition(capacity.limit >= 0, "GreedyDualPolicy: capacity must not be negative")
        self.capacity = capacity
    }

    /// `"greedydual"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "greedydual" }
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
    /// `false`: GreedyDual is an online policy.
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

    /// Serves one request: a hit resets `H` to `L + cost`; a miss evicts the lowest `H`
    /// (raising `L` to it) until the object fits, then admits it with `H = L + cost`.
    ///
    /// - Complexity: O(log n), plus O(log n) per eviction.
    @inlinable
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        sequence += 1
        if let slot = slots.slot(for: request.key) {
            slots[slot].cost = request.cost
            heap.change(slot, to: RankedPriority(aging + request.cost, sequence))
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
        heap.insert(slot, RankedPriority(aging + request.cost, sequence))
        return .missAdmitted
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

extension GreedyDualPolicy: Sendable where Key: Sendable {}
