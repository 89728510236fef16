import NibArchive
import NibbenchSupport

/// Records the phases of the last instantiate it was passed to (``NibOptions/phaseClock``),
/// in monotonic nanoseconds: creating objects (decoding the root lists, steps 1–4), applying
/// key-value pairs and connections (steps 5–6), and collecting top-level objects plus sending
/// `awakeFromNib` (steps 7–8). Four reads of NibArchive's ``MonotonicClock`` per instantiate;
/// not thread-safe (one recorder per thread).
public final class PhaseClock {
    /// Nanoseconds creating objects.
    public private(set) var createNanoseconds: UInt64 = 0
    /// Nanoseconds applying key-value pairs and connecting outlets and actions.
    public private(set) var connectNanoseconds: UInt64 = 0
    /// Nanoseconds returning top-level objects and sending `awakeFromNib`.
    public private(set) var awakeNanoseconds: UInt64 = 0
    private var started: UInt64 = 0

    public init() {}

    /// Monotonic nanoseconds now (``MonotonicClock/nanoseconds()``).
    @inline(__always)
    public func now() -> UInt64 { MonotonicClock.nanoseconds() }

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
