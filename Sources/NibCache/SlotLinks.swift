/// Where one slot of a ``SlotTable`` stands in the lists: its neighbours and its list, in 12
/// bytes, kept in a buffer of their own beside the slots' ``SlotNode``s.
///
/// Relinking touches only these: an LRU hit moves its slot to the head by rewriting the links
/// of the slot, its two neighbours and the old head, and reads no node. A list of 2,000
/// residents takes 24 KB of links, which stays in the L1 data cache, where whole 64-byte nodes
/// took 128 KB and most of a hit's relinking missed it.
///
/// Slot numbers are stored in 32 bits; ``SlotStorage/growNodes()`` keeps every slot below
/// `Int32.max`.
@usableFromInline
struct SlotLinks: Sendable {
    @usableFromInline var prevSlot: Int32
    @usableFromInline var nextSlot: Int32
    @usableFromInline var listNumber: Int32

    /// Links of a slot in no list.
    @inlinable
    init() {
        (prevSlot, nextSlot, listNumber) = (-1, -1, -1)
    }

    /// Link towards the head of its list, or `-1`.
    @inlinable
    var prev: Int {
        get { Int(prevSlot) }
        set { prevSlot = Int32(truncatingIfNeeded: newValue) }
    }

    /// Link towards the tail of its list (or the next free slot), or `-1`.
    @inlinable
    var next: Int {
        get { Int(nextSlot) }
        set { nextSlot = Int32(truncatingIfNeeded: newValue) }
    }

    /// The list the slot is in, `-1` for none, ``SlotTable/freed`` when the slot is free.
    @inlinable
    var list: Int {
        get { Int(listNumber) }
        set { listNumber = Int32(truncatingIfNeeded: newValue) }
    }
}
