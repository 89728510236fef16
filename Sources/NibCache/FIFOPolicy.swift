/// First in, first out: evicts the object admitted longest ago; hits change nothing.
///
/// One intrusive list over slot storage; identical to libCacheSim's `FIFO`.
public struct FIFOPolicy<Key: Hashable>: EvictionPolicy {
    @usableFromInline static var queue: Int { 0 }

    /// The bound the policy keeps.
    public let capacity: CacheCapacity
    @usableFromInline var slots = SlotTable<Key>(listCount: 1)

    /// Creates an empty FIFO cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        precondition(capacity.limit >= 0, "FIFOPolicy: capacity must not be negative")
        self.capacity = capacity
    }

    /// `"fifo"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "fifo" }
    /// The number of resident objects.
    ///
    /// - Complexity: O(1).
    public var count: Int { slots.lists[Self.queue].count }
    /// Units in use.
    ///
    /// - Complexity: O(1).
    public var used: Int { slots.lists[Self.queue].weight }
    /// Bytes of resident objects.
    ///
    /// - Complexity: O(1).
    public var residentBytes: Int { slots.lists[Self.queue].bytes }
    /// `false`: FIFO is an online policy.
    ///
    /// - Complexity: O(1).
    public var needsNextAccess: Bool { false }

    /// Whether `key` is resident.
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ key: Key) -> Bool { slots.slot(for: key) != nil }

    /// Serves one request; a hit leaves the queue unchanged, a miss inserts at the head after
    /// evicting from the tail until the object fits.
    ///
    /// - Complexity: O(1) amortised, plus O(1) per eviction.
    @inlinable
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        if slots.slot(for: request.key) != nil { return .hit }
        let charge = capacity.charge(forSize: request.size)
        if charge > capacity.limit { return .missRejected }
        while slots.lists[Self.queue].weight + charge > capacity.limit {
            evictions.append(slots.unlinkAndFree(slots.lists[Self.queue].tail))
        }
        let slot = slots.allocate(request.key, size: request.size, charge: charge, cost: request.cost)
        slots.pushHead(slot, Self.queue)
        return .missAdmitted
    }

    /// Removes `key` if resident.
    ///
    /// - Returns: Whether it was resident.
    /// - Complexity: O(1) on average.
    @discardableResult
    public mutating func remove(_ key: Key) -> Bool {
        slots.makeUnique()
        guard let slot = slots.slot(for: key) else { return false }
        _ = slots.unlinkAndFree(slot)
        return true
    }

    /// Empties the cache.
    ///
    /// - Complexity: O(n).
    public mutating func removeAll() { slots.removeAll() }
}

extension FIFOPolicy: Sendable where Key: Sendable {}
