import Measurements
import NibbenchSupport
import Probes

extension CallgrindSession {
    /// How many callgrind children to split `items` configurations or units across with `jobs`
    /// at once: at least one, at most one per item.
    package static func shardCount(jobs: Int, items: Int) -> Int { max(1, min(jobs, items)) }

    /// Runs one child in each of `sessions`, side by side, and returns every child's dumps.
    /// Child `i` of `n` gets its shard's operand (``CountedShard``, `i/n`) after `arguments`, a
    /// lone child `0/1`: every child parses the same operands before it forks a copy per unit,
    /// so a unit's counts do not depend on how many children share the work (parsing `i/n` in
    /// some children only had instantiated a tuple type's metadata in theirs, and moved a unit's
    /// counts by tens of instructions through the runtime's tuple cache).
    /// `instrumentsAtStart` as for ``run(_:cache:instrumentsAtStart:)``.
    ///
    /// - Throws: the first child's failure, in the sessions' order.
    package static func runSideBySide(
        _ sessions: [CallgrindSession], _ arguments: [String], cache: CacheModel?, instrumentsAtStart: Bool = true
    ) throws -> [CallgrindDump] {
        let count = sessions.count
        let outcomes = ParallelJobs.map(Array(sessions.enumerated()), jobs: count) { index, session in
            Result { () throws -> [CallgrindDump] in
                let shard = [CountedShard(index: index, count: count).description]
                return try session.run(arguments + shard, cache: cache, instrumentsAtStart: instrumentsAtStart)
            }
        }
        return try outcomes.flatMap { try $0.get() }
    }
}
