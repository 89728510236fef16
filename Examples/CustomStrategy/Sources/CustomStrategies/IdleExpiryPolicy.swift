import NibCache

/// LRU that also drops what has been idle: an object not requested for `idleRequests`
/// requests is evicted even when there is room — the cache a team writes when screens the
/// user left long ago should not keep their decoded nibs alive.
///
/// Time is counted in requests, not seconds, so a replay is deterministic and `simulate`
/// agrees with `run`. Objects are kept in one recency list (most recent first) over arrays;
/// expiry looks only at the least recent end, so every request is O(1) amortised.
public struct IdleExpiryPolicy<Key: Hashable & Sendable>: EvictionPolicy, Sendable {
    /// `idle`, for `simulate --policies idle` and the strategy `decoded-idle`.
    public static var policyName: String { "idle" }

    /// The registration `NibbenchCommand.main(registering:)` takes: objects idle for 500
    /// requests expire.
    public static var registration: PolicyRegistration {
        PolicyRegistration(name: policyName, summary: "LRU whose objects also expire after 500 requests without a hit") { capacity in
            IdleExpiryPolicy<UInt64>(capacity: capacity, idleRequests: 500)
        }
    }

    private struct Node: Sendable {
        var key: Key
        var size: Int
        var lastRequest: Int
        var newer = -1, older = -1
    }

    public let capacity: CacheCapacity
    /// Requests an object may go without one for it before it expires.
    public let idleRequests: Int
    public var name: String { Self.policyName }
    public var count: Int { index.count }
    public private(set) var used = 0
    public private(set) var residentBytes = 0
    public var needsNextAccess: Bool { false }

    private var nodes: [Node] = []
    private var free: [Int] = []
    private var index: [Key: Int] = [:]
    private var newest = -1, oldest = -1
    private var now = 0

    /// An empty cache bounded by `capacity` whose objects expire after `idleRequests` requests
    /// without a hit.
    public init(capacity: CacheCapacity, idleRequests: Int) {
        self.capacity = capacity
        self.idleRequests = max(1, idleRequests)
    }

    public func contains(_ key: Key) -> Bool { index[key] != nil }

    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        now += 1
        while oldest >= 0, now - nodes[oldest].lastRequest > idleRequests {
            evictions.append(nodes[oldest].key)
            unlink(oldest)
        }
        if let slot = index[request.key] {
            detach(slot)
            nodes[slot].lastRequest = now
            attachNewest(slot)
            return .hit
        }
        let charge = capacity.charge(forSize: request.size)
        guard charge <= capacity.limit else { return .missRejected }
        while used + charge > capacity.limit, oldest >= 0 {
            evictions.append(nodes[oldest].key)
            unlink(oldest)
        }
        let node = Node(key: request.key, size: request.size, lastRequest: now)
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            nodes[slot] = node
        } else {
            slot = nodes.count
            nodes.append(node)
        }
        index[request.key] = slot
        attachNewest(slot)
        used += charge
        residentBytes += request.size
        return .missAdmitted
    }

    public mutating func remove(_ key: Key) -> Bool {
        guard let slot = index[key] else { return false }
        unlink(slot)
        return true
    }

    public mutating func removeAll() {
        (nodes, free, index, newest, oldest, used, residentBytes) = ([], [], [:], -1, -1, 0, 0)
    }

    /// Takes `slot` out of the cache: out of the list and the index, its units returned.
    private mutating func unlink(_ slot: Int) {
        detach(slot)
        index[nodes[slot].key] = nil
        used -= capacity.charge(forSize: nodes[slot].size)
        residentBytes -= nodes[slot].size
        free.append(slot)
    }

    private mutating func detach(_ slot: Int) {
        let (newer, older) = (nodes[slot].newer, nodes[slot].older)
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
        (nodes[slot].newer, nodes[slot].older) = (-1, -1)
    }

    private mutating func attachNewest(_ slot: Int) {
        nodes[slot].older = newest
        if newest >= 0 { nodes[newest].newer = slot } else { oldest = slot }
        newest = slot
    }
}
