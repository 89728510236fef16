#if canImport(Glibc)
import Glibc
#endif

/// Records the phases of the last instantiate it was passed to (``NibOptions/phaseClock``),
/// in monotonic nanoseconds: creating objects (decoding the root lists, steps 1–4), applying
/// key-value pairs and connections (steps 5–6), and collecting top-level objects plus sending
/// `awakeFromNib` (steps 7–8). Four clock reads per instantiate; not thread-safe (one clock
/// per thread).
public final class PhaseClock {
    /// Nanoseconds creating objects.
    public private(set) var createNanoseconds: UInt64 = 0
    /// Nanoseconds applying key-value pairs and connecting outlets and actions.
    public private(set) var connectNanoseconds: UInt64 = 0
    /// Nanoseconds returning top-level objects and sending `awakeFromNib`.
    public private(set) var awakeNanoseconds: UInt64 = 0
    private var started: UInt64 = 0

    public init() {}

    /// Monotonic nanoseconds now.
    @inline(__always)
    public func now() -> UInt64 { Self.nanoseconds() }

    /// Monotonic nanoseconds now (`CLOCK_MONOTONIC`).
    @inline(__always)
    public static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    func start() {
        started = now()
        (createNanoseconds, connectNanoseconds, awakeNanoseconds) = (0, 0, 0)
    }

    func record(created: UInt64, connected: UInt64, awoken: UInt64) {
        createNanoseconds = created - started
        connectNanoseconds = connected - created
        awakeNanoseconds = awoken - connected
    }
}
