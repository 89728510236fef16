import Harness
import Loaders
import NibbenchSupport
import NibCache
import Traces
import Records
import Manifest

/// Every strategy a trace can be replayed through without loading a nib, at every memory
/// budget: the miss ratio and the expected cost of a load (``NibLoadCosts``), for
/// `nibbench recommend`.
///
/// The replay is exact: each request goes through the policy as `run`'s `decoded-<policy>`
/// cache sends it (key as in `simulate`, size the nib's decoded footprint, cost
/// ``MissCost/objects``; `bytes-lru` charges file bytes), a memory warning empties the cache, and each hit or miss is charged
/// its own nib's cost. `cold` and `mmap` miss every load; `uinib` keeps every nib until a memory
/// warning; `bytes-lru` hits as an LRU cache by bytes does, but a hit of file bytes still
/// decodes and instantiates, so it costs what a miss does. Offline policies (Belady) are
/// replayed with each request's next access and reported as bounds, not strategies.
package struct BudgetSweep: Sendable {
    /// The loads in order: the manifest index of each loaded nib, or nil for a memory warning.
    let events: [Int?]
    /// The nibs' costs, in manifest order.
    let costs: NibLoadCosts
    /// The nibs' file sizes (what `bytes-lru` charges) and decoded footprints (what
    /// `decoded-<policy>` charges), in manifest order.
    let fileSizes: [Int], footprints: [Int]
    /// The nibs' keys, as `simulate` and `run` key them.
    let keys: [UInt64]

    /// A sweep of `trace` over `manifest`'s nibs with `costs`.
    /// - Throws: ``HarnessError`` (`invalid-plan`) naming the first event's nib that the
    ///   manifest does not list.
    package init(trace: [TraceEvent], manifest: CorpusManifest, costs: NibLoadCosts) throws(HarnessError) {
        let index = manifest.indexByName
        var events: [Int?] = []
        events.reserveCapacity(trace.count)
        for (seq, event) in trace.enumerated() {
            switch event {
            case .memoryWarning: events.append(nil)
            case .load(let name):
                guard let i = index[name] else { throw HarnessError(.invalidPlan, "event \(seq + 1) loads \(name), which the corpus does not list") }
                events.append(i)
            }
        }
        self.events = events
        self.costs = costs
        fileSizes = manifest.nibs.map(\.nibBytes)
        footprints = costs.nibs.map(\.footprint)
        keys = manifest.nibs.map { CacheKey.objectID(forName: $0.name) }
    }

    /// The loads replayed.
    package var loads: Int { events.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// The decoded footprint of every distinct nib the trace loads: a budget this large keeps
    /// every decoded nib.
    package var distinctBytes: Int { Set(events.compactMap { $0 }).reduce(0) { $0 + footprints[$1] } }

    /// The largest budget worth sweeping: one that keeps every nib the trace loads, decoded or
    /// as file bytes.
    package var largestBudget: Int {
        Set(events.compactMap { $0 }).reduce(0) { $0 + max(footprints[$1], fileSizes[$1]) }
    }

    /// The smallest nib the trace loads, in file bytes or decoded footprint.
    package var smallestBytes: Int { events.compactMap { $0.map { min(fileSizes[$0], footprints[$0]) } }.min() ?? 1 }

    /// `cold`, `mmap`, `uinib`, then `bytes-lru` and `decoded-<policy>` for every policy at
    /// every budget, on up to `jobs` threads; the rows are the same in the same order whatever
    /// `jobs` is.
    /// - Throws: ``CachePolicyError`` for a budget a policy refuses.
    package func run(budgets: [Int], policies: PolicyRegistry, jobs: Int = 1) throws(CachePolicyError) -> [BudgetRow] {
        var rows = [row("cold", budget: nil, hits: []), row("mmap", budget: nil, hits: []), row("uinib", budget: nil, hits: keepEverything())]
        let tasks =
            budgets.map { (policy: "bytes-lru", registration: Optional<PolicyRegistration>.none, budget: $0) }
            + policies.registrations.flatMap { r in budgets.map { (policy: "decoded-" + r.name, registration: Optional(r), budget: $0) } }
        let lru = try policies.registration(named: "lru")
        let next = nextAccesses()
        let smallest = events.compactMap { $0.map { footprints[$0] } }.min() ?? 1
        let results = ParallelJobs.map(tasks, jobs: jobs) { task in
            Result { () throws(CachePolicyError) -> BudgetRow in
                let registration = task.registration ?? lru
                let hits = try replay(registration, budget: task.budget, next: next, sizes: task.registration == nil ? fileSizes : footprints)
                var row = row(task.policy, budget: task.budget, hits: hits, decodedHits: task.registration != nil)
                row.isBound = task.registration.map { Self.isOffline($0) } ?? false
                row.admitsNothing = task.registration.flatMap {
                    policies.admitsNothing(policyNamed: $0.name, capacity: .bytes(task.budget), smallestCharge: smallest)
                }
                return row
            }
        }
        for result in results { rows.append(try result.get()) }
        return rows
    }

    /// Whether `registration`'s policy needs each request's next access (an offline policy).
    static func isOffline(_ registration: PolicyRegistration) -> Bool {
        (try? registration.makePolicy(capacity: .objects(1)))?.needsNextAccess ?? false
    }

    /// Which loads hit a cache that keeps every nib until a memory warning.
    func keepEverything() -> [Bool] {
        var held = Set<Int>()
        return events.compactMap { event in
            guard let nib = event else {
                held.removeAll()
                return nil
            }
            return !held.insert(nib).inserted
        }
    }

    /// Which loads hit `registration`'s policy at `budget` bytes, each nib charged its entry of
    /// `sizes` (a memory warning empties it).
    func replay(_ registration: PolicyRegistration, budget: Int, next: [Int], sizes: [Int]) throws(CachePolicyError) -> [Bool] {
        // Nothing counts this replay's allocations: a policy built for memory (W-TinyLFU's
        // sketch, sized by the budget's bytes, is 241 MB dense), with the same hits.
        var policy = try registration.makeReplayPolicy(capacity: .bytes(budget))
        var evictions: [UInt64] = []
        var hits: [Bool] = []
        hits.reserveCapacity(events.count)
        for (position, event) in events.enumerated() {
            guard let nib = event else {
                policy.removeAll()
                continue
            }
            let request = CacheRequest(key: keys[nib], size: sizes[nib], cost: costs.nibs[nib].policyCost)
            evictions.removeAll(keepingCapacity: true)
            hits.append(policy.access(request, nextAccess: next[position], evictions: &evictions) == .hit)
        }
        return hits
    }

    /// For each event, the position of the next load of the same nib in the same stretch
    /// between memory warnings, or ``CacheRequest/never``.
    func nextAccesses() -> [Int] {
        var next = [Int](repeating: CacheRequest<UInt64>.never, count: events.count)
        var seen: [Int: Int] = [:]
        for position in events.indices.reversed() {
            guard let nib = events[position] else {
                seen.removeAll()
                continue
            }
            if let later = seen[nib] { next[position] = later }
            seen[nib] = position
        }
        return next
    }

    /// The row of a strategy whose loads hit as `hits` says (empty: every load misses); hits
    /// cost a warm instantiate when `decodedHits`, else what a miss costs.
    func row(_ strategy: String, budget: Int?, hits: [Bool], decodedHits: Bool = true) -> BudgetRow {
        var cost = 0.0, nanoseconds = 0.0, hitCount = 0, load = 0
        for event in events {
            guard let nib = event else { continue }
            let c = costs.nibs[nib]
            if load < hits.count && hits[load] {
                hitCount += 1
                cost += decodedHits ? c.decodedHit : c.miss
                nanoseconds += decodedHits ? c.decodedHitNanoseconds : c.missNanoseconds
            } else {
                cost += c.miss
                nanoseconds += c.missNanoseconds
            }
            load += 1
        }
        let loads = max(load, 1)
        return BudgetRow(
            strategy: strategy, budget: budget, loads: load, hits: hitCount, costPerLoad: cost / Double(loads),
            nanosecondsPerLoad: nanoseconds / Double(loads), isBound: false, admitsNothing: nil)
    }
}
