/// Mattson's LRU stack over time positions, kept in Fenwick trees.
///
/// Every tracked object owns one position, the time of its latest request, holding weight 1 in
/// the count tree and its size in the byte tree. The objects requested since an object's
/// previous request are exactly those whose position lies after its own, so its stack distance
/// is a suffix sum. Positions are handed out in increasing order; when they run out the live
/// ones are renumbered densely and the trees rebuilt, keeping the trees O(M) for M live objects
/// and every request O(log M) amortised.
@usableFromInline
struct RecencyFenwick {
    @usableFromInline var countTree: [Int] = []
    @usableFromInline var byteTree: [Int] = []
    /// Position → object id, or -1.
    @usableFromInline var owner: [Int] = []
    /// Object id → its position, or -1.
    @usableFromInline var position: [Int] = []
    /// Object id → the weight at its position in the byte tree.
    @usableFromInline var weight: [Int] = []
    @usableFromInline var nextPosition = 0
    @usableFromInline var liveObjects = 0
    @usableFromInline var totalBytes = 0

    @inlinable
    init(objectCount: Int) {
        position = Array(repeating: -1, count: objectCount)
        weight = Array(repeating: 0, count: objectCount)
        resize(to: 64)
    }

    /// Records a request for object `id` of `size` bytes and returns the number of distinct
    /// other objects and their bytes since its previous request, or `nil` on a first request.
    ///
    /// - Complexity: O(log M) amortised.
    @inlinable
    mutating func access(_ id: Int, size: Int) -> (objects: Int, bytes: Int)? {
        var result: (objects: Int, bytes: Int)?
        let previous = position[id]
        if previous >= 0 {
            let objectsUpTo = Self.prefix(countTree, previous)
            let bytesUpTo = Self.prefix(byteTree, previous)
            result = (liveObjects - objectsUpTo, totalBytes - bytesUpTo)
            Self.add(&countTree, previous, -1)
            Self.add(&byteTree, previous, -weight[id])
            owner[previous] = -1
            liveObjects -= 1
            totalBytes -= weight[id]
        }
        if nextPosition == owner.count { compact() }
        let now = nextPosition
        nextPosition += 1
        owner[now] = id
        position[id] = now
        weight[id] = size
        Self.add(&countTree, now, 1)
        Self.add(&byteTree, now, size)
        liveObjects += 1
        totalBytes += size
        return result
    }

    /// Sum of `tree` over positions `0...index`.
    @inlinable
    static func prefix(_ tree: [Int], _ index: Int) -> Int {
        var i = index + 1
        var sum = 0
        while i > 0 {
            sum += tree[i - 1]
            i &= i - 1
        }
        return sum
    }

    @inlinable
    static func add(_ tree: inout [Int], _ index: Int, _ delta: Int) {
        var i = index + 1
        while i <= tree.count {
            tree[i - 1] += delta
            i += i & (-i)
        }
    }

    /// Renumbers live positions densely (keeping their order) and rebuilds the trees with room
    /// for as many new positions as there are live objects.
    @inlinable
    mutating func compact() {
        var live: [Int] = []
        live.reserveCapacity(liveObjects)
        for id in owner where id >= 0 { live.append(id) }
        resize(to: Swift.max(64, 2 * live.count))
        for (newPosition, id) in live.enumerated() {
            owner[newPosition] = id
            position[id] = newPosition
            countTree[newPosition] = 1
            byteTree[newPosition] = weight[id]
        }
        nextPosition = live.count
        // Linear-time Fenwick construction: push each node's partial sum to its parent.
        for i in 1...countTree.count {
            let parent = i + (i & (-i))
            if parent <= countTree.count {
                countTree[parent - 1] += countTree[i - 1]
                byteTree[parent - 1] += byteTree[i - 1]
            }
        }
    }

    @inlinable
    mutating func resize(to size: Int) {
        countTree = Array(repeating: 0, count: size)
        byteTree = Array(repeating: 0, count: size)
        owner = Array(repeating: -1, count: size)
    }
}
