/// The keys eviction policies see for named objects.
package enum CacheKey {
    /// libCacheSim's object id for a named object: `n` for a name `obj-<n>`, otherwise FNV-1a
    /// (64-bit) of the UTF-8 name (offset basis 0xcbf29ce484222325, prime 0x100000001b3). The
    /// simulator and the decoded caches key by it, so a policy that hashes keys (W-TinyLFU)
    /// sees the same keys in `simulate`, in `run` and in libCacheSim.
    ///
    /// - Complexity: O(length of `name`).
    package static func objectID(forName name: String) -> UInt64 {
        // The prefix is compared a byte at a time: `hasPrefix` calls memcmp, whose instructions
        // depend on where the name's bytes lie (a decoded cache asks on every load, inside the
        // counted span, for a name its parent process allocated).
        if name.utf8.starts(with: "obj-".utf8), let n = UInt64(name.dropFirst(4)), String(n) == name.dropFirst(4) { return n }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
