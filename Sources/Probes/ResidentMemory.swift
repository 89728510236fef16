#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Measurements

/// This process's resident memory, as the kernel accounts it.
package enum ResidentMemory {
    /// The largest resident set this process has had so far, in bytes: `getrusage`'s
    /// `ru_maxrss` for `RUSAGE_SELF` (kilobytes on Linux, bytes on Darwin). Child processes
    /// (callgrind, `--isolate`) are not included.
    ///
    /// - Throws: ``ProbeError`` (`system`) if `getrusage` fails.
    package static func peakBytes() throws(ProbeError) -> Int {
        let kilobytesOrBytes = Int(try ResourceUsage.selfUsage().ru_maxrss)
        #if canImport(Darwin)
            return kilobytesOrBytes
        #else
            return kilobytesOrBytes * 1024
        #endif
    }
}
