/// The simulated cache a cycles measurement runs on, and the cost in cycles of a reference
/// served by each level: fixed, so that estimated cycles do not depend on the machine's own
/// caches. Written into `run.json` (`cacheModel`) beside the figures it produced.
///
/// The shape is CodSpeed's CPU simulation (32 KiB 8-way first-level instruction and data caches,
/// an 8 MiB 16-way last level, 64-byte lines) and the weights Gungraun's estimate
/// (``formula``).
package struct CacheModel: Sendable, Hashable, Codable {
    /// One simulated cache: bytes, ways, bytes per line.
    package struct Level: Sendable, Hashable, Codable {
        package var bytes: Int, associativity: Int, lineBytes: Int

        /// A cache of `bytes`, `associativity` ways and lines of `lineBytes`.
        package init(bytes: Int, associativity: Int, lineBytes: Int) {
            (self.bytes, self.associativity, self.lineBytes) = (bytes, associativity, lineBytes)
        }

        /// callgrind's form: `32768,8,64`.
        package var argument: String { "\(bytes),\(associativity),\(lineBytes)" }
    }

    /// First-level instruction cache, first-level data cache, last-level (unified) cache.
    package var i1: Level, d1: Level, ll: Level
    /// Cycles of a reference served by the first level, by the last level, by RAM.
    package var l1HitCycles: UInt64, llHitCycles: UInt64, ramHitCycles: UInt64
    /// The estimate in words (for `run.json` readers).
    package var formula: String

    /// The model every cycles measurement uses.
    package static let standard = CacheModel(
        i1: Level(bytes: 32_768, associativity: 8, lineBytes: 64), d1: Level(bytes: 32_768, associativity: 8, lineBytes: 64),
        ll: Level(bytes: 8_388_608, associativity: 16, lineBytes: 64), l1HitCycles: 1, llHitCycles: 5, ramHitCycles: 35,
        formula:
            "estimated cycles = L1 hits + 5 × LL hits + 35 × RAM hits; L1 hits = Ir + Dr + Dw − (I1mr + D1mr + D1mw), "
            + "LL hits = (I1mr + D1mr + D1mw) − (ILmr + DLmr + DLmw), RAM hits = ILmr + DLmr + DLmw")

    /// callgrind's options that simulate this cache and count system calls.
    package var valgrindArguments: [String] {
        ["--cache-sim=yes", "--I1=\(i1.argument)", "--D1=\(d1.argument)", "--LL=\(ll.argument)", "--collect-systime=yes"]
    }
}
