import Loaders
import NibbenchSupport
import NibRuntime
import Probes

/// One load as the harness measures it: the request to the loader, the instantiate, and any
/// injected delay and work — the span that is timed, and under callgrind the span counted
/// inside a ``CallgrindRegion`` — with what it returned or threw.
struct MeasuredLoad {
    let name: String
    let loader: any NibLoader
    let options: NibOptions
    /// Nanoseconds to busy-wait after the instantiate (`--inject-delay`, tests only).
    let delay: UInt64?
    /// Iterations of the injected work loop (`--inject-work`).
    let work: UInt64?
    var loaded: LoadedNib?
    var objects: [NibRuntimeObject]?
    var error: (any Error)?

    /// Loads and instantiates the nib, then runs the injected delay and work; an error is kept
    /// in ``error`` (and nothing more runs).
    mutating func run() {
        do {
            let loaded = try loader.load(name)
            objects = try loaded.nib.instantiate(owner: GenericObject(), options: options)
            self.loaded = loaded
        } catch {
            self.error = error
            return
        }
        if let delay {
            let until = MonotonicClock.nanoseconds() + delay
            while MonotonicClock.nanoseconds() < until {}
        }
        if let work { Callgrind.spin(work) }
    }

    /// Runs ``run()`` inside `region` (under callgrind with collection on, the region's count),
    /// or directly without one.
    mutating func run(in region: CallgrindRegion?) {
        guard let region else { return run() }
        withUnsafeMutablePointer(to: &self) { load in
            region.run(load) { $0.unsafelyUnwrapped.assumingMemoryBound(to: MeasuredLoad.self).pointee.run() }
        }
    }
}
