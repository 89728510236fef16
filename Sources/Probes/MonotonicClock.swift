#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic time in nanoseconds (`CLOCK_MONOTONIC`): the clock of the machine canary and the
/// loaders' read and decode phases, with the `Duration` helper the benchmarks and commands
/// report `ContinuousClock` spans through.
///
/// One `clock_gettime` call per read, no allocation; the runtime's ``PhaseClock`` (in
/// NibRuntime, which must not depend on the probes) reads the same clock.
public enum MonotonicClock {
    /// Monotonic nanoseconds now.
    ///
    /// - Returns: `CLOCK_MONOTONIC` in nanoseconds.
    /// - Complexity: O(1): one `clock_gettime`.
    @inlinable @inline(__always)
    public static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}

extension Duration {
    /// The duration in seconds as a `Double`.
    ///
    /// - Complexity: O(1).
    public var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
