import CCallgrind

/// A kind of counted load whose cost callgrind keeps apart within one pass: the loads of a
/// kind run inside a C function of their own (`nibbench_callgrind_count_warm`,
/// `nibbench_callgrind_count_first`), and a dump holds what the calls from that function cost,
/// inclusive (``CallgrindDump/regions``). One replay then counts warm loads and first loads
/// at once, where two replays (one dump each) did before; a profiled unit's three phases
/// share one dump.
package enum CallgrindRegion: String, Sendable, Hashable, CaseIterable, Codable {
    /// A nib's first load in the replay; a profiled unit's first instantiate.
    case first
    /// Every later load of a nib; a profiled unit's warm instantiate.
    case warm
    /// A profiled unit's decode.
    case decode

    /// The C function whose calls hold this region's loads.
    package var function: String { "nibbench_callgrind_count_" + rawValue }

    /// The region a function name of the dump stands for, or nil for any other function.
    package init?(function name: Substring) {
        guard name.hasPrefix("nibbench_callgrind_count_"), let region = Self(rawValue: String(name.dropFirst(25))) else { return nil }
        self = region
    }

    /// Runs `body(context)` inside this region's C function: under callgrind with collection
    /// on, what it costs is the region's; elsewhere it is one more call. `body` captures
    /// nothing (a C function pointer): it reaches its inputs and outputs through `context`,
    /// typically a pointer to the caller's state (`withUnsafeMutablePointer`, specialised in
    /// the caller's module).
    package func run(_ context: UnsafeMutableRawPointer, _ body: @convention(c) (UnsafeMutableRawPointer?) -> Void) {
        switch self {
        case .first: nibbench_callgrind_count_first(body, context)
        case .warm: nibbench_callgrind_count_warm(body, context)
        case .decode: nibbench_callgrind_count_decode(body, context)
        }
    }
}
