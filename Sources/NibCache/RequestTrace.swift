/// A trace in the compact form simulations replay: each distinct object once (its key, size
/// and miss cost), each request as the 32-bit number of its object, and the positions of the
/// memory warnings that empty the caches.
///
/// Four bytes a request, where `[CacheRequest<UInt64>]` takes 24: a 10-million-request trace
/// fits in 40 MB, and workers replaying it in parallel share it read-only. Objects are numbered
/// densely in order of first request (``KeyNumbering``), so per-object state can live in
/// arrays instead of hash tables.
///
/// ```swift
/// var trace = RequestTrace()
/// let a = trace.addObject(key: 7, size: 100, cost: 100)
/// trace.appendRequest(a)
/// trace.appendMemoryWarning()
/// trace.appendRequest(a)
/// // trace.segmentCount == 2
/// ```
@usableFromInline package struct RequestTrace: Sendable, Hashable {
    /// One distinct object of the trace.
    @usableFromInline package struct Object: Sendable, Hashable {
        /// The key policies see (a libCacheSim object id in nibbench).
        @usableFromInline package var key: UInt64
        /// Its size in bytes (every request for it has this size).
        @usableFromInline package var size: Int
        /// The cost of a miss on it.
        @usableFromInline package var cost: Double

        /// Creates an object.
        @usableFromInline package init(key: UInt64, size: Int, cost: Double) {
            (self.key, self.size, self.cost) = (key, size, cost)
        }
    }

    /// The distinct objects, by number.
    @usableFromInline package private(set) var objects: [Object] = []
    /// The number of each request's object, in order.
    @usableFromInline package private(set) var requests: [UInt32] = []
    /// For each memory warning, how many requests came before it (non-decreasing).
    @usableFromInline package private(set) var memoryWarnings: [Int] = []

    /// An empty trace.
    @usableFromInline package init() {}

    /// A trace of `objects`, `requests` (object numbers) and `memoryWarnings` (request counts
    /// before each warning), as a reader that numbered the objects itself builds it.
    ///
    /// - Precondition: every request names one of `objects`; warnings are non-decreasing and
    ///   at most `requests.count`.
    /// - Complexity: O(n).
    @usableFromInline package init(objects: [Object], requests: [UInt32], memoryWarnings: [Int] = []) {
        let count = UInt32(truncatingIfNeeded: objects.count)
        precondition(objects.count <= Int(UInt32.max) && requests.allSatisfy { $0 < count }, "RequestTrace: request for an object never added")
        precondition(
            zip(memoryWarnings, memoryWarnings.dropFirst()).allSatisfy { $0 <= $1 } && (memoryWarnings.last ?? 0) <= requests.count,
            "RequestTrace: memory warnings out of order")
        (self.objects, self.requests, self.memoryWarnings) = (objects, requests, memoryWarnings)
    }

    /// Reserves room for `requests` requests.
    ///
    /// - Complexity: O(`requests`).
    @usableFromInline package mutating func reserveRequests(_ requests: Int) {
        self.requests.reserveCapacity(requests)
    }

    /// Adds a distinct object and returns its number.
    ///
    /// - Precondition: fewer than `UInt32.max` objects so far; `size` ≥ 0.
    /// - Complexity: O(1) amortised.
    @discardableResult
    @usableFromInline package mutating func addObject(key: UInt64, size: Int, cost: Double) -> UInt32 {
        precondition(objects.count < Int(UInt32.max) && size >= 0, "RequestTrace: too many objects or a negative size")
        objects.append(Object(key: key, size: size, cost: cost))
        return UInt32(objects.count - 1)
    }

    /// Appends a request for object `number`.
    ///
    /// - Precondition: `number` names an added object.
    /// - Complexity: O(1) amortised.
    @usableFromInline package mutating func appendRequest(_ number: UInt32) {
        precondition(Int(number) < objects.count, "RequestTrace: request for an object never added")
        requests.append(number)
    }

    /// Appends a memory warning after the requests so far.
    ///
    /// - Complexity: O(1) amortised.
    @usableFromInline package mutating func appendMemoryWarning() {
        memoryWarnings.append(requests.count)
    }

    /// The number of segments (runs of requests between memory warnings): warnings + 1.
    ///
    /// - Complexity: O(1).
    @usableFromInline package var segmentCount: Int { memoryWarnings.count + 1 }

    /// The request positions of segment `index` (in `0..<segmentCount`).
    ///
    /// - Complexity: O(1).
    @usableFromInline package func segment(_ index: Int) -> Range<Int> {
        let start = index == 0 ? 0 : memoryWarnings[index - 1]
        let end = index == memoryWarnings.count ? requests.count : memoryWarnings[index]
        return start..<end
    }

    /// Request `position` as a policy sees it.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func request(at position: Int) -> CacheRequest<UInt64> {
        let object = objects[Int(requests[position])]
        return CacheRequest(key: object.key, size: object.size, cost: object.cost)
    }

    /// The trace as requests cut into segments by memory warnings (24 bytes a request).
    ///
    /// - Complexity: O(n).
    @usableFromInline package var segments: [[CacheRequest<UInt64>]] {
        (0..<segmentCount).map { segment($0).map(request(at:)) }
    }

    /// The smallest object size, or nil for a trace without requests.
    ///
    /// - Complexity: O(objects).
    @usableFromInline package var smallestRequestedSize: Int? {
        requests.isEmpty ? nil : objects.lazy.map(\.size).min()
    }
}
