/// What initializes elements in place in an array's spare capacity (``Swift/Array/fill(_:with:)``).
public protocol ArrayFiller {
    associatedtype Element
    /// Initializes a prefix of `buffer` (uninitialized, at least as long as the fill asked for)
    /// and returns its length.
    mutating func fill(_ buffer: UnsafeMutableBufferPointer<Element>) -> Int
}

/// The sequence through which ``Swift/Array/fill(_:with:)`` hands the array's spare capacity to
/// a filler: `append(contentsOf:)` calls its `_copyContents(initializing:)` with that storage.
public struct ArrayFillSequence<Filler: ArrayFiller>: Sequence {
    @usableFromInline let limit: Int
    @usableFromInline let filler: UnsafeMutablePointer<Filler>

    @inlinable init(limit: Int, filler: UnsafeMutablePointer<Filler>) {
        (self.limit, self.filler) = (limit, filler)
    }

    /// Nothing is promised: `append(contentsOf:)` takes what the filler wrote, however many (a
    /// parse that stops at an error writes fewer).
    @inlinable public var underestimatedCount: Int { 0 }

    @inlinable public func makeIterator() -> EmptyCollection<Filler.Element>.Iterator { EmptyCollection<Filler.Element>.Iterator() }

    /// Lets the filler initialize up to ``limit`` elements of the array's spare capacity.
    @inlinable public func _copyContents(
        initializing buffer: UnsafeMutableBufferPointer<Filler.Element>
    ) -> (
        EmptyCollection<Filler.Element>.Iterator, Int
    ) {
        let room = UnsafeMutableBufferPointer(rebasing: buffer.prefix(limit))
        let written = filler.pointee.fill(room)
        precondition((0...room.count).contains(written), "ArrayFiller claims elements it was not given")
        return (EmptyCollection<Filler.Element>.Iterator(), written)
    }
}

extension Array {
    /// Appends up to `count` elements that `filler` initializes in place, in the array's spare
    /// capacity (reserved first), and returns how many it did.
    ///
    /// Why not `Array(unsafeUninitializedCapacity:initializingWith:)` or
    /// `Array(repeating:count:)`: they allocate through the standard library's unspecialised
    /// `_allocateBufferUninitialized`, which finds `_ContiguousArrayStorage<Element>`'s metadata
    /// in the Swift runtime's generic-metadata cache on every call — a hash of metadata
    /// addresses whose probes, and so whose instruction count, move when unrelated code moves
    /// the binary's layout or another configuration adds entries to the cache (issue 43).
    /// `reserveCapacity` and `append(contentsOf:)` are inlinable: specialised in the caller's
    /// module, they reach the metadata through an accessor that caches it once. The filler is
    /// a value of a concrete type, not a closure: a closure kept in a generic value is called
    /// through a reabstraction thunk that allocates.
    ///
    /// - Complexity: one allocation at most (the reservation), then the filler.
    @inlinable @discardableResult
    public mutating func fill<Filler: ArrayFiller>(_ count: Int, with filler: inout Filler) -> Int where Filler.Element == Element {
        reserveCapacity(self.count + count)
        let before = self.count
        withUnsafeMutablePointer(to: &filler) { append(contentsOf: ArrayFillSequence(limit: count, filler: $0)) }
        return self.count - before
    }
}
