import NibCache

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
