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

extension LoaderCounters {
    /// Counts one load by its outcome — a request, a hit or a miss, the bytes it read — and
    /// returns it. A loader counts its loads here and nowhere else, from the ``LoadedNib`` it
    /// returns, so its counters and the hits the harness records never disagree.
    @discardableResult
    public mutating func record(_ loaded: LoadedNib) -> LoadedNib {
        requests += 1
        if loaded.hit { hits += 1 } else { misses += 1 }
        bytesRead += loaded.bytesRead
        return loaded
    }

    /// Counts a memory warning that left the loader's caches as they are (or as
    /// ``hold(entries:bytes:)`` then says).
    public mutating func countMemoryWarning() {
        memoryWarnings += 1
    }

    /// Counts a memory warning that emptied the loader's cache.
    public mutating func emptiedByMemoryWarning() {
        memoryWarnings += 1
        (bytesHeld, entriesHeld) = (0, 0)
    }

    /// Sets what the loader's caches hold now: ``entriesHeld`` and ``bytesHeld``.
    public mutating func hold(entries: Int, bytes: Int) {
        (entriesHeld, bytesHeld) = (entries, bytes)
    }

    /// Sets what the loader holds now to what `cache`, its one cache, holds.
    public mutating func hold<Key, Entry>(_ cache: LoaderCache<Key, Entry>) {
        hold(entries: cache.count, bytes: cache.bytesHeld)
    }
}
