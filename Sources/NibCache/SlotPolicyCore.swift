/// What every slot-table policy stores first: the bound it keeps and the table of the keys it
/// tracks.
///
/// ``SlotPolicy`` reads ``SlotPolicy/capacity`` and ``SlotPolicy/slots`` from here, so a policy
/// declares one property for both and checks its capacity in one place.
@usableFromInline
struct SlotPolicyCore<Key: Hashable> {
    /// The bound the policy keeps.
    @usableFromInline let capacity: CacheCapacity
    /// The keys the policy tracks, resident and ghost.
    @usableFromInline var slots: SlotTable<Key>

    /// A core with `listCount` empty lists.
    ///
    /// - Parameters:
    ///   - capacity: The bound; its limit must not be negative (a precondition).
    ///   - listCount: The number of lists the policy keeps in its slot table.
    ///   - policy: The policy's type name, for the precondition's message.
    /// - Complexity: O(1).
    @inlinable
    init(capacity: CacheCapacity, listCount: Int, policy: StaticString) {
        precondition(capacity.limit >= 0, "\(policy): capacity must not be negative")
        self.capacity = capacity
        slots = SlotTable(listCount: listCount)
    }
}

extension SlotPolicyCore: Sendable where Key: Sendable {}
