#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Measurements

extension ResourceUsage {
    /// The figures of the whole process (`RUSAGE_SELF`) now.
    ///
    /// - Throws: ``ProbeError`` if `getrusage` fails.
    package static func process() throws(ProbeError) -> ResourceUsage {
        let usage = try selfUsage()
        return ResourceUsage(
            userSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
            systemSeconds: Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
            minorFaults: usage.ru_minflt, majorFaults: usage.ru_majflt)
    }

    /// `getrusage(RUSAGE_SELF)`.
    ///
    /// - Throws: ``ProbeError`` if `getrusage` fails.
    static func selfUsage() throws(ProbeError) -> rusage {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else {
            throw ProbeError(.system, "getrusage failed with errno \(errno)")
        }
        return usage
    }
}
