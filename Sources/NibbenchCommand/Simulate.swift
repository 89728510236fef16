import ArgumentParser
import Foundation
import Workload
import NibCache
import Harness
import Reporting

/// `nibbench simulate`: trace-driven miss ratios, no I/O.
struct Simulate: Command {
    static let configuration = CommandConfiguration(
        abstract: "Trace-driven request, byte and cost-weighted miss ratios for policies × capacities; exact LRU miss-ratio curves.",
        discussion: """
            Reads our CSV traces (memory warnings empty the cache) and libCacheSim's \
            oracleGeneral and CSV traces. Capacities are object counts (64) or bytes (8MiB, \
            512KiB, 1000B); a byte capacity charges each object its size (from --corpus, \
            --sizes or the trace), a count capacity charges 1. The cost of a miss is the \
            object's size in bytes. --mrc adds the exact LRU miss-ratio curve (Mattson stack \
            distances, Fenwick tree) at the same capacities. Prints a table with simulation \
            throughput (trace loading excluded); --csv writes one row per policy × capacity; \
            --json prints one JSON document.

            Examples:
              nibbench simulate --trace t.csv --capacities 16,64,256 --mrc
              nibbench simulate --trace t.csv --corpus Corpora/default --capacities 1MiB
              nibbench simulate --trace cloudPhysicsIO.oracleGeneral.bin --capacities 1000
            """
    )

    @Option(help: "The trace file.")
    var trace: String
    @Option(help: "Its format: ours, oracle-general or libcachesim-csv (default: by a libCacheSim name such as X.oracleGeneral.bin, else by content).")
    var format: Trace.Format?
    @OptionGroup var nibs: TraceNibs
    @Option(parsing: .upToNextOption, help: "Policies (comma or space separated; default: all).")
    var policies: [String] = Strategies.current.policies.names
    @Option(parsing: .upToNextOption, help: "Capacities: counts (64) or bytes (8MiB).")
    var capacities: [String]
    @Flag(help: "Add the exact LRU miss-ratio curve at the capacities.")
    var mrc = false
    @Option(help: "Write the results as CSV to this file.")
    var csv: String?
    @Flag(help: "Print one JSON document.")
    var json = false
    @Option(help: "Simulations to run at once, each a thread replaying the shared trace (default: the active processor count).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        try Self.checkCapacities(capacities, option: "--capacities")
        guard jobs >= 1 else { throw ValidationError("--jobs: expected a whole number of at least 1, got \(jobs)") }
    }

    /// Checks capacity arguments (comma or space separated) as a usage error names them.
    static func checkCapacities(_ texts: [String], option: String) throws {
        do { _ = try CacheCapacity.list(texts) } catch { throw ValidationError("\(option): \(error.message)") }
    }

    func execute() throws {
        let capacities = try CacheCapacity.list(self.capacities)
        let simulation = try TraceSimulation.load(trace, format: format, manifest: .load(ifGiven: nibs.corpus), sizesPath: nibs.sizes,
                                                  capacities: capacities)
        let rows = try simulation.run(policies: policies.flatMap { $0.split(separator: ",").map(String.init) },
                                      capacities: capacities, curve: mrc, registry: Strategies.current.policies, jobs: jobs)
        if let csv { try ResultDirectory.atomically(SimulationReport.csv(rows), to: csv) }
        emit(json ? try SimulationReport.json(rows) : SimulationReport.table(rows, memoryWarnings: simulation.memoryWarnings)
             + "\n" + SimulationReport.readLine(bytes: simulation.fileBytes, seconds: simulation.readSeconds, requests: simulation.trace.requests.count))
    }
}
