import Foundation
import Loaders
import NibRuntime
import NibbenchSupport
import Probes
import Records

/// One load measured: timed, its phases and allocations read, under callgrind inside its region.
extension Runner {
    /// Measures one load: times it, reads its phases and allocations.
    ///
    /// - Parameters:
    ///   - work: iterations of the injected work loop (`--inject-work`), if any.
    ///   - phases: read the phase clock inside `instantiate` (off when counting instructions).
    ///   - region: run the load (``MeasuredLoad``: the request to the loader until
    ///     `instantiate` returns, the span that is timed) inside this callgrind region.
    ///   - collect: with a region, switch callgrind's collection on for the load.
    ///   - describe: take the nib's size and deterministic cost of a miss from the bytes the load
    ///     returned (after the timed span; a nib without bytes in memory is read from its file).
    /// - Throws: what the loader or instantiation throws; ``StrategyError`` (`wrong-nib`) when
    ///   the loader returned another nib (checked after the timed span).
    func measure(
        _ name: String, store: NibStore, loader: any NibLoader, counter: ThreadAllocationCounter,
        overhead: UInt64, delay: UInt64?, work: UInt64? = nil, phases: Bool = true,
        region: CallgrindRegion? = nil, collect: Bool = false, describe: Bool = false
    ) throws -> LoadRecord {
        let clock = PhaseClock()
        // An app's own nibs name its classes: they are stood in for by the UIKit class they
        // are declared as, as `profile` and `instantiate --stub-unknown-classes` do.
        let options = NibOptions(stubsUnknownClasses: true, phaseClock: phases ? clock : nil)
        var load = MeasuredLoad(name: name, loader: loader, options: options, delay: delay, work: work)
        let bytesBefore = counter.allocatedBytes
        let t0 = MonotonicClock.nanoseconds()
        let collects = collect && region != nil
        if collects { Callgrind.toggleCollect() }
        load.run(in: region)
        // Switched off on an error too: counting must not stay on for the configurations after.
        if collects { Callgrind.toggleCollect() }
        let t1 = MonotonicClock.nanoseconds()
        let allocated = counter.allocatedBytes - bytesBefore
        guard let loaded = load.loaded else { throw load.error ?? HarnessError(.invalidPlan, "the load of \(name) did not run") }
        // The objects are released here, where they were before the load ran in a region:
        // what the rest of the load allocates meets the allocator in the same state.
        load.objects = nil
        try LoaderContract.checkNib(loaded.nib, isNib: name, in: store, strategy: loader.name)
        let elapsed = t1 - t0
        let facts = describe ? try facts(of: loaded.nib, name: name, store: store) : (bytes: 0, missCost: nil)
        return LoadRecord(
            config: 0, repetition: 0, seq: 0, nib: name, hit: loaded.hit,
            total: elapsed > overhead ? elapsed - overhead : 0, read: loaded.readNanoseconds,
            decode: loaded.decodeNanoseconds, create: clock.createNanoseconds, connect: clock.connectNanoseconds,
            awake: clock.awakeNanoseconds, allocatedBytes: allocated, allocations: nil, nibBytes: facts.bytes,
            missCost: facts.missCost)
    }

    /// The size of `nib`'s archive and its cost of a miss under the plan's deterministic
    /// ``RunPlan/missCost`` (nil under measured costs), from the bytes it holds; a nib that
    /// holds none (a plug-in's loader may build one otherwise) is read from its file.
    /// - Throws: ``FileError`` when the file must be read and cannot be.
    func facts(of nib: Nib, name: String, store: NibStore) throws -> (bytes: Int, missCost: Double?) {
        func facts(_ bytes: UnsafeRawBufferPointer) -> (bytes: Int, missCost: Double?) {
            (bytes.count, plan.missCost.isDeterministic ? plan.missCost.cost(of: bytes, measuredNanoseconds: 0) : nil)
        }
        if let storage = nib.storage { return facts(storage.bytes) }
        return try FileBytes.read(store.path(name)).withUnsafeBytes(facts)
    }

    /// The median cost of the timing itself: two clock reads around nothing, over 10,000 tries.
    static func calibrate() -> UInt64 {
        var samples: [UInt64] = []
        samples.reserveCapacity(10_000)
        for _ in 0..<10_000 {
            let t0 = MonotonicClock.nanoseconds()
            let t1 = MonotonicClock.nanoseconds()
            samples.append(t1 - t0)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
