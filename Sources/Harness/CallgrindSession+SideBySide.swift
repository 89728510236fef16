import Measurements
import NibbenchSupport
import Probes

extension CallgrindSession {
    /// How many callgrind children to split `items` configurations or units across with `jobs`
    /// at once: at least one, at most one per item.
    package static func shardCount(jobs: Int, items: Int) -> Int { max(1, min(jobs, items)) }

    /// Runs one child in each of `sessions`, side by side, and returns every child's dumps.
    /// Child `i` of `n` gets its shard's operand (``CountedShard``, `i/n`) after `arguments`;
    /// a lone child gets none and counts everything. `instrumentsAtStart` as for ``run(_:cache:instrumentsAtStart:)``.
    ///
    /// - Throws: the first child's failure, in the sessions' order.
    package static func runSideBySide(
        _ sessions: [CallgrindSession], _ arguments: [String], cache: CacheModel?, instrumentsAtStart: Bool = true
    ) throws -> [CallgrindDump] {
        let count = sessions.count
        let outcomes = ParallelJobs.map(Array(sessions.enumerated()), jobs: count) { index, session in
            Result { () throws -> [CallgrindDump] in
                let shard = count == 1 ? [] : [CountedShard(index: index, count: count).description]
                return try session.run(arguments + shard, cache: cache, instrumentsAtStart: instrumentsAtStart)
            }
        }
        return try outcomes.flatMap { try $0.get() }
    }
}
