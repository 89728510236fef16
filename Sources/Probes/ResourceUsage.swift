#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CPU time and page faults from `getrusage`, as plain values.
package struct ResourceUsage: Sendable, Hashable, Codable {
    /// User CPU seconds.
    package var userSeconds: Double
    /// System CPU seconds.
    package var systemSeconds: Double
    /// Minor page faults (served without I/O: page cache, zero pages).
    package var minorFaults: Int
    /// Major page faults (needed I/O; mapped files read cold).
    package var majorFaults: Int

    /// The label for figures from this source.
    package static let source = "getrusage"

    /// The figures of the whole process (`RUSAGE_SELF`) now.
    ///
    /// - Throws: ``ProbeError`` if `getrusage` fails.
    package static func process() throws(ProbeError) -> ResourceUsage {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else {
            throw ProbeError(.system, "getrusage failed with errno \(errno)")
        }
        return ResourceUsage(
            userSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
            systemSeconds: Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
            minorFaults: usage.ru_minflt, majorFaults: usage.ru_majflt)
    }

    /// The change from `earlier` to `self`.
    package func since(_ earlier: ResourceUsage) -> ResourceUsage {
        ResourceUsage(
            userSeconds: userSeconds - earlier.userSeconds, systemSeconds: systemSeconds - earlier.systemSeconds,
            minorFaults: minorFaults - earlier.minorFaults, majorFaults: majorFaults - earlier.majorFaults)
    }
}
