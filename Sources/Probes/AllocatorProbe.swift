import Measurements
import CJemalloc

/// Reads jemalloc's statistics through cached MIBs: process-wide snapshots
/// (``AllocatorSnapshot``) and the calling thread's allocation high-water mark
/// (`thread.peak.reset` / `thread.peak.read`).
///
/// Every read checks `mallctl`'s status: a failed read throws, it never reports zero.
package struct AllocatorProbe: Sendable {
    private let epoch, allocated, active, resident, smallRequests, largeRequests, peakReset, peakRead, tcacheFlush: [Int]

    /// Looks up every MIB once.
    ///
    /// - Throws: ``ProbeError`` when jemalloc is not linked or lacks a control (jemalloc < 5.3
    ///   has no `thread.peak.*`).
    package init() throws(ProbeError) {
        epoch = try Jemalloc.mib("epoch")
        allocated = try Jemalloc.mib("stats.allocated")
        active = try Jemalloc.mib("stats.active")
        resident = try Jemalloc.mib("stats.resident")
        var small = try Jemalloc.mib("stats.arenas.0.small.nrequests")
        var large = try Jemalloc.mib("stats.arenas.0.large.nrequests")
        small[2] = Int(NIBBENCH_MALLCTL_ARENAS_ALL)
        large[2] = Int(NIBBENCH_MALLCTL_ARENAS_ALL)
        smallRequests = small
        largeRequests = large
        peakReset = try Jemalloc.mib("thread.peak.reset")
        peakRead = try Jemalloc.mib("thread.peak.read")
        tcacheFlush = try Jemalloc.mib("thread.tcache.flush")
    }

    /// Binds the calling thread to a new arena of its own (`arenas.create`, `thread.arena`)
    /// and returns a counter of that arena's allocation requests, which are then this
    /// thread's requests only, whatever other threads do. The binding lasts for the thread's
    /// life.
    package func bindThreadToPrivateArena() throws(ProbeError) -> ArenaRequestCounter {
        var arena: UInt32 = 0
        var size = MemoryLayout<UInt32>.size
        var status = nibbench_mallctl("arenas.create", &arena, &size, nil, 0)
        guard status == 0 else { throw ProbeError(.jemalloc, "mallctl(\"arenas.create\") failed with error \(status)") }
        status = nibbench_mallctl("thread.arena", nil, nil, &arena, MemoryLayout<UInt32>.size)
        guard status == 0 else { throw ProbeError(.jemalloc, "mallctl(\"thread.arena\") failed with error \(status)") }
        var small = smallRequests, large = largeRequests
        small[2] = Int(arena)
        large[2] = Int(arena)
        return ArenaRequestCounter(arena: Int(arena), epoch: epoch, flush: tcacheFlush, small: small, large: large)
    }

    /// Binds the calling thread to a new arena whose memory comes from one fixed range of
    /// addresses (``CJemalloc`` `nibbench_create_fixed_arena`): the same requests get the same
    /// addresses in any process of this binary, whatever it mapped before. For a forked copy
    /// (one per process).
    package func bindThreadToFixedArena() throws(ProbeError) {
        var arena: UInt32 = 0
        var status = nibbench_create_fixed_arena(&arena)
        guard status == 0 else {
            throw ProbeError(.jemalloc, "mallctl(\"arenas.create\") with fixed-address extent hooks failed with error \(status)")
        }
        status = nibbench_mallctl("thread.arena", nil, nil, &arena, MemoryLayout<UInt32>.size)
        guard status == 0 else { throw ProbeError(.jemalloc, "mallctl(\"thread.arena\") failed with error \(status)") }
    }

    /// Whether the fixed arena had to map an extent outside its range (the range was taken).
    package static var fixedArenaDisplaced: Bool { nibbench_fixed_arena_displaced() != 0 }

    /// Flushes the calling thread's cache of freed blocks into its arena, which also merges
    /// the thread's request counts into the arena statistics. Without it, ``snapshot()``'s
    /// `allocationRequests` lags by whatever the thread cache absorbed. Perturbs the next
    /// allocations (they refill the cache), so flush outside timed spans only.
    package func flushThreadCache() throws(ProbeError) {
        try Jemalloc.trigger(tcacheFlush, "thread.tcache.flush")
    }

    /// The allocator's process-wide figures now.
    ///
    /// - Complexity: an `epoch` refresh (jemalloc merges per-thread statistics) plus five reads.
    package func snapshot() throws(ProbeError) -> AllocatorSnapshot {
        try Jemalloc.refresh(epoch)
        return AllocatorSnapshot(
            allocated: UInt64(try Jemalloc.read(allocated, "stats.allocated", as: Int.self)),
            active: UInt64(try Jemalloc.read(active, "stats.active", as: Int.self)),
            resident: UInt64(try Jemalloc.read(resident, "stats.resident", as: Int.self)),
            allocationRequests: try Jemalloc.read(smallRequests, "stats.arenas.<all>.small.nrequests", as: UInt64.self)
                + Jemalloc.read(largeRequests, "stats.arenas.<all>.large.nrequests", as: UInt64.self))
    }

    /// Starts a new high-water mark for the calling thread.
    package func resetThreadPeak() throws(ProbeError) {
        try Jemalloc.trigger(peakReset, "thread.peak.reset")
    }

    /// The calling thread's peak of allocated minus deallocated bytes since the last reset.
    package func threadPeak() throws(ProbeError) -> UInt64 {
        try Jemalloc.read(peakRead, "thread.peak.read", as: UInt64.self)
    }
}

/// Reads any numeric jemalloc control by name (`stats.allocated`, `opt.narenas`, …), for
/// figures the probes do not cover. A name jemalloc does not know throws.
package enum JemallocControl {
    /// The value of the `size_t` control `name` (after an `epoch` refresh for `stats.*`).
    ///
    /// - Throws: ``ProbeError`` `.jemalloc` naming the control.
    package static func read(_ name: String) throws(ProbeError) -> UInt64 {
        if name.hasPrefix("stats.") { try Jemalloc.refresh(try Jemalloc.mib("epoch")) }
        return UInt64(try Jemalloc.read(try Jemalloc.mib(name), name, as: Int.self))
    }
}

/// Counts the allocation requests of one arena (see
/// ``AllocatorProbe/bindThreadToPrivateArena()``). Reading allocates nothing, so it does not
/// count itself.
package struct ArenaRequestCounter: Sendable {
    /// The arena's index.
    package let arena: Int
    let epoch, flush, small, large: [Int]

    /// Requests served by the arena so far (small + large `nrequests`), after flushing the
    /// calling thread's cache so that its requests are merged in.
    package func requests() throws(ProbeError) -> UInt64 {
        try Jemalloc.trigger(flush, "thread.tcache.flush")
        try Jemalloc.refresh(epoch)
        return try Jemalloc.read(small, "stats.arenas.<private>.small.nrequests", as: UInt64.self)
            &+ Jemalloc.read(large, "stats.arenas.<private>.large.nrequests", as: UInt64.self)
    }
}
