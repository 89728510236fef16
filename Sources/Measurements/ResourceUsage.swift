/// CPU time and page faults, as `getrusage` reports them (Probes reads them), as plain values.
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

    /// These figures (Probes' `ResourceUsage.process()` reads them from `getrusage`).
    package init(userSeconds: Double, systemSeconds: Double, minorFaults: Int, majorFaults: Int) {
        (self.userSeconds, self.systemSeconds, self.minorFaults, self.majorFaults) = (userSeconds, systemSeconds, minorFaults, majorFaults)
    }

    /// The change from `earlier` to `self`.
    package func since(_ earlier: ResourceUsage) -> ResourceUsage {
        ResourceUsage(
            userSeconds: userSeconds - earlier.userSeconds, systemSeconds: systemSeconds - earlier.systemSeconds,
            minorFaults: minorFaults - earlier.minorFaults, majorFaults: majorFaults - earlier.majorFaults)
    }
}
