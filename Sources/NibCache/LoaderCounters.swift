/// Counters every loader keeps. `bytesHeld` is what the loader's cache holds now, by the
/// loader's own measure (``footprintSource``).
public struct LoaderCounters: Sendable, Hashable, Codable {
    public var requests = 0
    public var hits = 0
    public var misses = 0
    public var evictions = 0
    public var bytesRead = 0
    public var bytesHeld = 0
    /// How many nibs the loader's cache holds now, for a loader that reports it (nil: it does
    /// not; a bounded strategy must, for `run --validate` to check its capacity).
    public var entriesHeld: Int?
    public var memoryWarnings = 0
    /// How `bytesHeld` is measured (`file bytes`, `jemalloc thread.allocatedp`, `estimate`).
    public var footprintSource = "none"

    public init() {}

    /// Misses over requests (0 for no requests).
    public var missRatio: Double { requests == 0 ? 0 : Double(misses) / Double(requests) }
}
