/// A sequence of nib loads and memory warnings, as an app would issue them to a nib cache.
///
/// ## File format (nibbench access trace, CSV)
///
/// ```
/// seq,nib,event
/// 1,FeedScreen,load
/// 2,FeedCell,load
/// 3,,memory-warning
/// 4,FeedCell,load
/// ```
///
/// - UTF-8 text. Lines end in LF; a CR before the LF is accepted on read, the writer emits LF only.
/// - The first line is the header, exactly `seq,nib,event`.
/// - Every further line is one event with exactly three comma-separated fields:
///   - `seq` — the event's 1-based position: 1 on the first event line, then one more on each
///     line (memory warnings count). Decimal digits, no sign, no leading zeros.
///   - `nib` — for `load`, the nib's name as in the corpus manifest (file name without
///     extension); for `memory-warning`, empty.
///   - `event` — `load` (the app instantiates the nib, through whatever cache is under test) or
///     `memory-warning` (the system asks the app to free memory; caches may purge).
/// - Fields are never quoted. Nib names cannot contain commas, double quotes or control
///   characters, so quoting is never needed; a double quote anywhere is an error.
/// - No blank lines, except that the last line may end with a newline. A trace without events is
///   the header alone.
/// - Errors are reported as `file:line:column: message (code)`, with 1-based lines and 1-based
///   columns counted in bytes. When a manifest is given, every loaded nib must be listed in it.
///
/// Read with ``read(from:manifest:)`` or ``TraceReader``; write with ``write(to:manifest:)`` or,
/// streaming, with ``TraceWriter``. Both writers replace the destination atomically.
package struct AccessTrace: Hashable, Sendable {
    /// The header line of the CSV format, without the newline.
    package static let header = "seq,nib,event"

    /// The events in order; an event's `seq` is its index plus one.
    package var events: [TraceEvent]

    /// Creates a trace from events.
    package init(_ events: [TraceEvent] = []) {
        self.events = events
    }

    /// The number of `load` events.
    /// - Complexity: O(n).
    package var loadCount: Int {
        events.reduce(0) { $0 + ($1.nib == nil ? 0 : 1) }
    }

    /// The number of `memory-warning` events.
    /// - Complexity: O(n).
    package var memoryWarningCount: Int { events.count - loadCount }

    /// The loaded nib names in order, without memory warnings.
    /// - Complexity: O(n).
    package var loads: [String] { events.compactMap(\.nib) }
}

/// One event in an ``AccessTrace``: the one in-memory form of a trace's events, which a run
/// replays as it is (`RunPlan.events`); simulations replay the compact `RequestTrace`.
package enum TraceEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The app loads (instantiates) the named nib.
    case load(String)
    /// The system sends a memory warning; caches may drop what they hold.
    case memoryWarning

    /// The event's name in the CSV format: `load` or `memory-warning`.
    package var name: String {
        switch self {
        case .load: return "load"
        case .memoryWarning: return "memory-warning"
        }
    }

    /// The loaded nib, or `nil` for a memory warning.
    package var nib: String? {
        if case .load(let nib) = self { return nib }
        return nil
    }

    /// `load FeedCell` or `memory-warning`.
    package var description: String {
        nib.map { "load \($0)" } ?? name
    }
}
