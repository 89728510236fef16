/// Per-request LRU stack distances (reuse distances) of a trace, computed exactly in one pass.
///
/// For request `i` of key `k` whose previous request was `p`:
/// - ``objects``[i] is the number of *distinct other* keys requested in `p+1 ..< i` — Mattson's
///   stack distance minus one, so an LRU cache of `C` objects hits iff it is `< C`;
/// - ``bytes``[i] is the sum of the sizes of those keys (each at its latest request), so a
///   byte-bounded LRU cache of `C` bytes hits iff `bytes[i] + size ≤ C` when no object larger
///   than `C` was requested in between;
/// - ``reuseTimes``[i] is `i − p`, the number of requests since the previous one.
///
/// A first request has ``firstAccess`` in all three. Computed with Fenwick trees over time
/// positions (``RecencyFenwick``) in O(N log M) for N requests and M distinct keys.
package struct StackDistances: Sendable, Hashable {
    /// The entry of a request with no earlier request for its key.
    ///
    /// - Complexity: O(1).
    package static var firstAccess: Int { -1 }

    /// Distinct other keys since the previous request for the same key.
    package let objects: [Int]
    /// Bytes of distinct other keys since the previous request for the same key.
    package let bytes: [Int]
    /// Requests since the previous request for the same key (`i − p`).
    package let reuseTimes: [Int]

    /// Computes the distances of `requests`.
    ///
    /// - Parameter requests: The trace; sizes are taken from each request.
    /// - Complexity: O(N log M) time, O(N + M) space.
    package init<Key: Hashable>(_ requests: [CacheRequest<Key>]) {
        let ids = DenseKeys(requests)
        self.init(ids: ids.ids, sizes: requests.map(\.size), objectCount: ids.count, admitting: nil)
    }

    /// Computes the distances of a trace whose keys are already numbered densely, so that no
    /// key is hashed: request `i` is for object `ids[i]` in `0..<objectCount`.
    ///
    /// - Parameters:
    ///   - ids: The object of each request, each in `0..<objectCount`.
    ///   - sizes: The size of each request in bytes, or `nil` for 1 each (then ``bytes`` equals
    ///     ``objects``).
    ///   - objectCount: The number of distinct objects (one more than the largest id).
    /// - Complexity: O(N log M) time, O(N + M) space.
    package init(denseIDs ids: [Int], sizes: [Int]? = nil, objectCount: Int) {
        precondition(sizes == nil || sizes!.count == ids.count, "StackDistances: one size per request")
        self.init(ids: ids, sizes: sizes ?? Array(repeating: 1, count: ids.count), objectCount: objectCount, admitting: nil)
    }

    /// Computes distances over dense object ids, skipping requests whose size exceeds
    /// `admitting` (they get ``firstAccess`` and leave the stack untouched).
    init(ids: [Int], sizes: [Int], objectCount: Int, admitting: Int?) {
        var fenwick = RecencyFenwick(objectCount: objectCount)
        var lastRequest = Array(repeating: -1, count: objectCount)
        var objects = Array(repeating: Self.firstAccess, count: ids.count)
        var bytes = objects
        var reuseTimes = objects
        for i in ids.indices {
            if let admitting, sizes[i] > admitting { continue }
            let id = ids[i]
            if let distance = fenwick.access(id, size: sizes[i]) {
                objects[i] = distance.objects
                bytes[i] = distance.bytes
                reuseTimes[i] = i - lastRequest[id]
            }
            lastRequest[id] = i
        }
        self.objects = objects
        self.bytes = bytes
        self.reuseTimes = reuseTimes
    }
}

/// Keys numbered densely in order of first request.
struct DenseKeys {
    /// The id of each request's key.
    let ids: [Int]
    /// Number of distinct keys.
    let count: Int

    init<Key: Hashable>(_ requests: [CacheRequest<Key>]) {
        var numbering: [Key: Int] = [:]
        var ids: [Int] = []
        ids.reserveCapacity(requests.count)
        for request in requests {
            if let id = numbering[request.key] {
                ids.append(id)
            } else {
                let id = numbering.count
                numbering[request.key] = id
                ids.append(id)
            }
        }
        self.ids = ids
        count = numbering.count
    }
}
