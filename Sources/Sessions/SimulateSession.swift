import NibbenchSupport
import Foundation
import Harness
import NibCache
import Reporting
import Traces
import Records

/// `nibbench simulate`'s work once its options are read: load the trace, simulate every policy
/// at every capacity (and the miniature simulations for approximate curves), write the CSV
/// and the chart asked for, and return the text to print.
package struct SimulateSession {
    /// The trace file.
    package var trace: String
    /// Its format (nil: by a libCacheSim name, else by content).
    package var format: TraceFileFormat?
    /// The corpus folder (or manifest), which names the nibs and gives their sizes.
    package var corpus: String?
    /// A sizes sidecar, when there is no corpus.
    package var sizes: String?
    /// Policy names, each registered in ``registry``.
    package var policies: [String]
    /// The capacities each policy is simulated at.
    package var capacities: [CacheCapacity]
    /// Adds the exact LRU miss-ratio curve.
    package var curve = false
    /// Miniature simulations (approximate curves) at this sampling rate, where given.
    package var miniatureRate: Double?
    /// The fewest objects a miniature cache holds (the rate is raised for smaller capacities).
    package var miniatureMinimumObjects = 400
    /// Only the miniature simulations (no full ones, so no accuracy report).
    package var approximateOnly = false
    /// Where to write the miniature curves as an SVG chart, where given.
    package var chartFile: String?
    /// Where to write one CSV row per policy × capacity, where given.
    package var csvFile: String?
    /// One JSON document instead of the table.
    package var json = false
    /// Simulations at once.
    package var jobs = 1
    /// The policies the names refer to.
    package var registry: PolicyRegistry

    /// A session simulating `policies` at `capacities` over `trace`.
    package init(trace: String, policies: [String], capacities: [CacheCapacity], registry: PolicyRegistry) {
        (self.trace, self.policies, self.capacities, self.registry) = (trace, policies, capacities, registry)
    }

    /// Simulates, writes the files asked for and returns the text (table or JSON) to print.
    /// - Throws: `InputError` for a trace or corpus that cannot be read, ``HarnessError``
    ///   for an unknown policy, ``ReportingError`` for a file that cannot be written.
    package func run() throws -> String {
        let simulation = try TraceSimulation.load(
            trace, format: format, manifest: .load(ifGiven: corpus), sizesPath: sizes,
            capacities: capacities)
        var rows = approximateOnly ? [] : try simulation.run(policies: policies, capacities: capacities, curve: curve, registry: registry, jobs: jobs)
        var accuracy = ""
        if let rate = miniatureRate {
            let miniatures = try simulation.runMiniatures(
                policies: policies, capacities: capacities,
                miniature: MiniatureSimulation(rate: rate, minimumObjects: miniatureMinimumObjects),
                registry: registry, jobs: jobs)
            if !approximateOnly {
                accuracy =
                    "\n"
                    + SimulationReport.accuracy(
                        MiniatureAccuracy.compare(full: rows, approximate: miniatures.rows),
                        samplingSeconds: miniatures.samplingSeconds, rate: rate)
            }
            rows += miniatures.rows
            if let chartFile { try ResultDirectory.atomically(SimulationReport.miniatureChart(rows, rate: rate), to: chartFile) }
        }
        if let csvFile { try ResultDirectory.atomically(SimulationReport.csv(rows), to: csvFile) }
        return json
            ? try SimulationReport.json(rows)
            : SimulationReport.table(rows, memoryWarnings: simulation.memoryWarnings) + accuracy
                + "\n"
                + SimulationReport.readLine(bytes: simulation.fileBytes, seconds: simulation.readSeconds, requests: simulation.trace.requests.count)
    }
}
