/// One point of a miss-ratio curve: what an LRU cache of one capacity does on a trace.
package struct MissRatioPoint: Sendable, Hashable {
    /// The capacity.
    package var capacity: CacheCapacity
    /// Requests in the trace.
    package var requests: Int
    /// Requests that hit.
    package var hits: Int
    /// Sum of the sizes of all requests, in bytes.
    package var requestedBytes: Int
    /// Sum of the sizes of the requests that missed, in bytes.
    package var missedBytes: Int
    /// Sum of the costs of all requests.
    package var totalCost: Double
    /// Sum of the costs of the requests that missed.
    package var missedCost: Double

    /// Creates a point from its counts and sums (public, so that curves can be computed
    /// outside this module, such as the runner's over the measured part of a trace).
    ///
    /// - Complexity: O(1).
    package init(capacity: CacheCapacity, requests: Int, hits: Int, requestedBytes: Int, missedBytes: Int, totalCost: Double, missedCost: Double) {
        self.capacity = capacity
        self.requests = requests
        self.hits = hits
        self.requestedBytes = requestedBytes
        self.missedBytes = missedBytes
        self.totalCost = totalCost
        self.missedCost = missedCost
    }

    /// Requests that missed.
    ///
    /// - Complexity: O(1).
    package var misses: Int { requests - hits }
    /// Misses over requests (0 for an empty trace).
    ///
    /// - Complexity: O(1).
    package var missRatio: Double { requests == 0 ? 0 : Double(misses) / Double(requests) }
    /// Missed bytes over requested bytes (0 when nothing was requested).
    ///
    /// - Complexity: O(1).
    package var byteMissRatio: Double { requestedBytes == 0 ? 0 : Double(missedBytes) / Double(requestedBytes) }
    /// Cost of the misses over the cost of all requests (0 when the total is 0).
    ///
    /// - Complexity: O(1).
    package var costMissRatio: Double { totalCost == 0 ? 0 : missedCost / totalCost }
}
