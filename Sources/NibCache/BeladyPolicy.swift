/// Belady's MIN, the offline optimum for a count-bounded demand cache: evicts the resident
/// object whose next request is farthest in the future.
///
/// Every request must carry the index of the next request for the same key (see
/// ``CacheSimulator/nextAccessIndices(_:)``); ``CacheRequest/never`` ranks above everything.
/// As libCacheSim's `Belady`, a missed object is always admitted (evictions choose among the
/// residents, not the newcomer), and the residents sit in a max-heap on next access whose
/// operations mirror libCacheSim's, so ties — objects never requested again — are broken the
/// same way. With a count bound the miss count is optimal among demand caches; with a byte
/// bound the same rule is libCacheSim's farthest-next-access heuristic, not an optimum.
/// Served by ``SlotQueuePolicy``; requests are O(log n), plus O(log n) per eviction.
public struct BeladyPolicy<Key: Hashable>: SlotQueuePolicy {
    @usableFromInline var core: SlotPolicyCore<Key>
    @usableFromInline var heap = SlotHeap<Int>(isMaxHeap: true, placeholder: 0)

    /// Creates an empty Belady cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        core = SlotPolicyCore(capacity: capacity, listCount: 1, policy: "BeladyPolicy")
    }

    /// `"belady"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "belady" }
    /// `true`: Belady reads the next-access index of every request.
    ///
    /// - Complexity: O(1).
    public var needsNextAccess: Bool { true }

    /// A hit records the key's new next access.
    @inlinable
    mutating func didHit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {
        heap.change(slot, to: nextAccess)
    }

    /// An admitted object enters the heap at its next access.
    @inlinable
    mutating func didAdmit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {
        heap.insert(slot, nextAccess)
    }

    /// The resident with the farthest next access.
    @inlinable
    mutating func nextVictim() -> Int { heap.pop()! }

    @inlinable
    mutating func willRemove(_ slot: Int) { heap.remove(slot) }

    @inlinable
    mutating func didRemoveAll() { heap.removeAll() }
}

extension BeladyPolicy: Sendable where Key: Sendable {}
