/// A policy whose residents form one list of the slot table and that differs from the others
/// only in what a hit does and which resident it evicts: FIFO, LRU, CLOCK, SIEVE, the
/// GreedyDual family (GDSF, GreedyDual) and Belady.
///
/// The extension serves every request the same way: a hit calls ``didHit(_:_:nextAccess:)``; a
/// miss that fits the capacity evicts ``nextVictim()`` until the object fits, then inserts it at
/// the head of the list and calls ``didAdmit(_:_:nextAccess:)``.
@usableFromInline
protocol SlotQueuePolicy: SlotPolicy {
    /// Updates the policy's state for a hit on the resident in `slot`.
    mutating func didHit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int)
    /// Updates the policy's state for the object just admitted to `slot` (at the list's head).
    mutating func didAdmit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int)
    /// Chooses the resident to evict next (rearranging the list or a heap as the policy's rule
    /// says); the caller unlinks and frees it.
    mutating func nextVictim() -> Int
}

extension SlotQueuePolicy {
    /// The one resident list.
    @inlinable
    static var residents: Int { 0 }

    /// One list of residents.
    @inlinable
    static var residentListCount: Int { 1 }

    /// Serves one request: a lookup, and on a miss an admission after evicting until the object
    /// fits. What a hit does and which resident goes first is the policy's own rule (see its
    /// type).
    ///
    /// - Parameters:
    ///   - request: The key, its size in bytes and the cost of a miss.
    ///   - nextAccess: The index of the next request for the key (Belady reads it), or
    ///     ``CacheRequest/never``.
    ///   - evictions: Receives the keys this request evicted (appended).
    /// - Returns: Whether the request hit, missed and was admitted, or missed and was rejected
    ///   (larger than the capacity).
    /// - Complexity: O(1) amortised for FIFO, LRU, CLOCK and SIEVE; O(log n) for the heap
    ///   policies; plus the same per eviction.
    @inlinable @inline(__always)
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        if let slot = slots.slot(for: request.key) {
            didHit(slot, request, nextAccess: nextAccess)
            return .hit
        }
        let charge = capacity.charge(forSize: request.size)
        if charge > capacity.limit { return .missRejected }
        while slots.lists[Self.residents].weight + charge > capacity.limit {
            evictions.append(slots.unlinkAndFree(nextVictim()))
        }
        let slot = slots.allocate(request.key, size: request.size, charge: charge, cost: request.cost)
        slots.pushHead(slot, Self.residents)
        didAdmit(slot, request, nextAccess: nextAccess)
        return .missAdmitted
    }

    @inlinable
    mutating func didAdmit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {}
}
