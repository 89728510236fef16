import NibCache
import Measurements

/// Figures of one configuration over all its repetitions.
package struct ConfigSummary: Sendable, Hashable, Codable {
    package var config: RunConfig
    package var loads: Int
    package var latency: LatencySummary
    /// Medians per phase (ns).
    package var medianRead: UInt64, medianDecode: UInt64, medianCreate: UInt64, medianConnect: UInt64, medianAwake: UInt64
    package var hitRatio: Double
    /// Misses over requests, missed bytes over requested bytes, missed cost over the cost had
    /// every request missed (the run's ``RunResult/missCost`` per nib; with measured cost, each
    /// nib's mean read + decode time over its misses).
    package var missRatio: Double, byteMissRatio: Double, costMissRatio: Double
    package var meanAllocatedBytes: Double
    package var meanAllocations: Double?
    /// Largest figures over the repetitions.
    package var peakBytes: UInt64, residentBytes: UInt64, cacheBytes: Int
    package var cpuSeconds: Double
    package var majorFaults: Int, minorFaults: Int
    /// Set when the first repetition's median is more than 1.5 × the others'.
    package var firstRepetitionSlower: Bool
    /// Mean instructions per warm load and per first load (`--measure instructions` only).
    package var instructionsPerLoad: Double?
    package var instructionsFirstLoad: Double?
    /// Simulated-cache figures per warm load (estimated cycles: the gated figure) and per first
    /// load (`--measure cycles` only).
    package var cyclesPerLoad: CyclesPerLoad?
    package var cyclesFirstLoad: CyclesPerLoad?
    /// Minor and major page faults per load (`--measure time` only): each replay's faults
    /// (`getrusage` around the replay, warm-up loads included) over the replay's loads, pooled
    /// over the repetitions. Per replay, not per load: a `getrusage` call inside the timed span
    /// of every load would add a system call to what is timed.
    package var minorFaultsPerLoad: Double?
    package var majorFaultsPerLoad: Double?

    /// Creates the value, field by field.
    package init(
        config: RunConfig, loads: Int, latency: LatencySummary, medianRead: UInt64, medianDecode: UInt64, medianCreate: UInt64, medianConnect: UInt64,
        medianAwake: UInt64, hitRatio: Double, missRatio: Double, byteMissRatio: Double, costMissRatio: Double, meanAllocatedBytes: Double,
        meanAllocations: Double? = nil, peakBytes: UInt64, residentBytes: UInt64, cacheBytes: Int, cpuSeconds: Double, majorFaults: Int,
        minorFaults: Int, firstRepetitionSlower: Bool, instructionsPerLoad: Double? = nil, instructionsFirstLoad: Double? = nil,
        cyclesPerLoad: CyclesPerLoad? = nil, cyclesFirstLoad: CyclesPerLoad? = nil, minorFaultsPerLoad: Double? = nil,
        majorFaultsPerLoad: Double? = nil
    ) {
        self.config = config
        self.loads = loads
        self.latency = latency
        self.medianRead = medianRead
        self.medianDecode = medianDecode
        self.medianCreate = medianCreate
        self.medianConnect = medianConnect
        self.medianAwake = medianAwake
        self.hitRatio = hitRatio
        self.missRatio = missRatio
        self.byteMissRatio = byteMissRatio
        self.costMissRatio = costMissRatio
        self.meanAllocatedBytes = meanAllocatedBytes
        self.meanAllocations = meanAllocations
        self.peakBytes = peakBytes
        self.residentBytes = residentBytes
        self.cacheBytes = cacheBytes
        self.cpuSeconds = cpuSeconds
        self.majorFaults = majorFaults
        self.minorFaults = minorFaults
        self.firstRepetitionSlower = firstRepetitionSlower
        self.instructionsPerLoad = instructionsPerLoad
        self.instructionsFirstLoad = instructionsFirstLoad
        self.cyclesPerLoad = cyclesPerLoad
        self.cyclesFirstLoad = cyclesFirstLoad
        self.minorFaultsPerLoad = minorFaultsPerLoad
        self.majorFaultsPerLoad = majorFaultsPerLoad
    }
}
