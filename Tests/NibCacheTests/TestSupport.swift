import Foundation
@testable import NibCache
import TestSupport

/// Deterministic synthetic traces over `UInt64` keys.
enum TestTraces {
    /// A stable pseudo-random size in `range` for `key` (the same key always has one size).
    static func size(of key: UInt64, in range: ClosedRange<Int>) -> Int {
        let hash = XXH64.hash(key, seed: 0xC0FFEE)
        return range.lowerBound + Int(hash % UInt64(range.count))
    }

    /// Zipf(`alpha`) popularity over `objects` keys (key 1 most popular).
    static func zipf(seed: UInt64, objects: Int, alpha: Double, count: Int) -> [UInt64] {
        var rng = SeededGenerator(seed: seed)
        var cumulative: [Double] = []
        cumulative.reserveCapacity(objects)
        var total = 0.0
        for rank in 1...objects {
            total += 1 / pow(Double(rank), alpha)
            cumulative.append(total)
        }
        return (0..<count).map { _ in
            let u = rng.unit() * total
            var low = 0, high = objects - 1
            while low < high {
                let mid = (low + high) / 2
                if cumulative[mid] < u { low = mid + 1 } else { high = mid }
            }
            return UInt64(low + 1)
        }
    }

    /// Phases of a hot loop, one-time scans and a loop larger than typical caches, mixed with
    /// random hot-set requests.
    static func scanLoop(seed: UInt64, count: Int) -> [UInt64] {
        var rng = SeededGenerator(seed: seed)
        var keys: [UInt64] = []
        var nextScanKey: UInt64 = 1_000_000
        while keys.count < count {
            switch rng.next() % 4 {
            case 0:
                for key in 1...UInt64(150) { keys.append(key) }
            case 1:
                for _ in 0..<400 {
                    keys.append(nextScanKey)
                    nextScanKey += 1
                }
            case 2:
                for key in UInt64(5000)...UInt64(5600) { keys.append(key) }
            default:
                for _ in 0..<500 { keys.append(1 + rng.next() % 80) }
            }
        }
        return Array(keys.prefix(count))
    }

    /// Uniform random keys in `1...objects`.
    static func uniform(seed: UInt64, objects: Int, count: Int) -> [UInt64] {
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { _ in 1 + rng.next() % UInt64(objects) }
    }

    /// A stable heavy-tailed size for `key`: log-uniform in `1...largest`.
    static func heavyTailedSize(of key: UInt64, largest: Int) -> Int {
        let u = Double(XXH64.hash(key, seed: 0xBEEF) >> 11) * 0x1p-53
        return max(1, min(largest, Int(pow(Double(largest), u))))
    }

    /// Requests with size 1 and a per-key cost.
    static func unitRequests(_ keys: [UInt64]) -> [CacheRequest<UInt64>] {
        keys.map { CacheRequest(key: $0, size: 1, cost: Double(1 + $0 % 7)) }
    }

    /// Requests with a stable heavy-tailed per-key size and a per-key cost.
    static func heavyTailedRequests(_ keys: [UInt64], largest: Int) -> [CacheRequest<UInt64>] {
        keys.map { CacheRequest(key: $0, size: heavyTailedSize(of: $0, largest: largest), cost: 0.5 + Double($0 % 13)) }
    }

    /// Requests with a stable per-key size in `range` and a per-key cost.
    static func sizedRequests(_ keys: [UInt64], sizes range: ClosedRange<Int>) -> [CacheRequest<UInt64>] {
        keys.map { CacheRequest(key: $0, size: size(of: $0, in: range), cost: 0.5 + Double($0 % 13)) }
    }
}

/// Every policy the factory builds, for `UInt64` keys.
func allPolicies(_ capacity: CacheCapacity) -> [any EvictionPolicy<UInt64>] {
    EvictionPolicies.names.map { try! EvictionPolicies.make(named: $0, capacity: capacity) }
}

/// Runs `keys` through `policy` (size 1) and returns the outcomes and per-request evictions.
func replay<P: EvictionPolicy>(_ policy: inout P, _ keys: [P.Key], nextAccess: [Int]? = nil) -> (outcomes: [CacheAccessOutcome], evictions: [[P.Key]])
{
    var outcomes: [CacheAccessOutcome] = []
    var evictions: [[P.Key]] = []
    for (i, key) in keys.enumerated() {
        var evicted: [P.Key] = []
        outcomes.append(policy.access(CacheRequest(key: key), nextAccess: nextAccess?[i] ?? Int.max, evictions: &evicted))
        evictions.append(evicted)
    }
    return (outcomes, evictions)
}

/// `H` for hit, `M` for admitted miss, `R` for rejected miss.
func pattern(_ outcomes: [CacheAccessOutcome]) -> String {
    String(outcomes.map { $0 == .hit ? "H" : $0 == .missAdmitted ? "M" : "R" })
}
