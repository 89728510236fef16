#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic time (`CLOCK_MONOTONIC`): the one clock that times a load — the loaders' read and
/// decode phases (and a plug-in loader's), the runtime's instantiate phases (NibRuntime's
/// `PhaseClock` records them with it), the runner's load spans — and the machine canary, the
/// benchmarks, the simulator's timing and the commands. As a Swift `Clock` its instants
/// subtract to a `Duration` (see ``Swift/Duration/seconds``).
///
/// It lives in NibbenchSupport, the lowest module every timing one imports. One `clock_gettime`
/// call per read, no allocation, inlined into the caller:
///
/// ```swift
/// let t0 = MonotonicClock.nanoseconds()
/// try nib.decode()
/// let decodeNanoseconds = MonotonicClock.nanoseconds() - t0
/// ```
public struct MonotonicClock: Clock {
    /// A point in time: nanoseconds of `CLOCK_MONOTONIC`.
    public struct Instant: InstantProtocol {
        /// Nanoseconds since an unspecified start (the boot, on Linux).
        public var nanoseconds: UInt64

        public func advanced(by duration: Duration) -> Instant {
            let (seconds, attoseconds) = duration.components
            return Instant(nanoseconds: UInt64(Int64(nanoseconds) + seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
        }

        public func duration(to other: Instant) -> Duration {
            .nanoseconds(Int64(other.nanoseconds) - Int64(nanoseconds))
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

        public static func - (lhs: Instant, rhs: Instant) -> Duration { rhs.duration(to: lhs) }
    }

    /// The clock.
    public init() {}

    /// Now.
    public var now: Instant { Instant(nanoseconds: Self.nanoseconds()) }

    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Suspends until `deadline` (through the task's sleep).
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await Task.sleep(for: now.duration(to: deadline), tolerance: tolerance)
    }

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
    package var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
