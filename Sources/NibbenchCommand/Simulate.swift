import ArgumentParser
import Foundation
import Sessions
import Traces
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
            distances, Fenwick tree) at the same capacities. --mrc-sample R adds approximate \
            miss-ratio curves of every policy at the capacities by miniature simulations \
            (spatially hashed sampling at rate R, raised so each miniature holds at least \
            --mrc-min-objects objects) and reports their mean absolute error against the full \
            simulations and the time each took; --mrc-chart writes them as an SVG chart. \
            Prints a table with simulation throughput (trace loading excluded); --csv writes \
            one row per policy × capacity; --json prints one JSON document.

            Examples:
              nibbench simulate --trace t.csv --capacities 16,64,256 --mrc
              nibbench simulate --trace t.csv --policies lru,s3fifo --capacities 1000,10000 --mrc-sample 0.01 --mrc-chart mrc.svg
              nibbench simulate --trace t.csv --corpus Corpora/default --capacities 1MiB
              nibbench simulate --trace cloudPhysicsIO.oracleGeneral.bin --capacities 1000
            """
    )

    @Option(help: "The trace file.")
    var trace: String
    @Option(
        help:
            "Its format: ours, oracle-general, libcachesim-csv or load-log (default: by a libCacheSim name such as X.oracleGeneral.bin, else by content)."
    )
    var format: Trace.Format?
    @OptionGroup var nibs: TraceNibs
    @Option(parsing: .upToNextOption, help: "Policies (comma or space separated; default: all).")
    var policies: [String] = Strategies.current.policies.names
    @Option(parsing: .upToNextOption, help: "Capacities: counts (64) or bytes (8MiB).")
    var capacities: [String]
    @Flag(help: "Add the exact LRU miss-ratio curve at the capacities.")
    var mrc = false
    @Option(help: "Add approximate miss-ratio curves of the policies at the capacities, by miniature simulations at this sampling rate (0 < R ≤ 1).")
    var mrcSample: Double?
    @Option(help: "With --mrc-sample: the fewest objects a miniature cache holds (the rate is raised for smaller capacities).")
    var mrcMinObjects: Int = 400
    @Option(help: "With --mrc-sample: write the approximate curves as an SVG chart to this file.")
    var mrcChart: String?
    @Flag(help: "With --mrc-sample: skip the full simulations (and so the error report).")
    var approximateOnly = false
    @Option(help: "Write the results as CSV to this file.")
    var csv: String?
    @Flag(help: "Print one JSON document.")
    var json = false
    @Option(help: "Simulations to run at once, each a thread replaying the shared trace (default: the active processor count).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        try Self.checkCapacities(capacities, option: "--capacities")
        guard jobs >= 1 else { throw ValidationError("--jobs: expected a whole number of at least 1, got \(jobs)") }
        if let rate = mrcSample, !(rate > 0 && rate <= 1) { throw ValidationError("--mrc-sample: expected a rate in (0, 1], got \(rate)") }
        guard mrcMinObjects >= 1 else { throw ValidationError("--mrc-min-objects: expected a whole number of at least 1, got \(mrcMinObjects)") }
        if mrcSample == nil && (mrcChart != nil || approximateOnly) {
            throw ValidationError("--mrc-chart and --approximate-only need --mrc-sample")
        }
    }

    /// Checks capacity arguments (comma or space separated) as a usage error names them.
    static func checkCapacities(_ texts: [String], option: String) throws {
        do { _ = try CacheCapacity.list(texts) } catch { throw ValidationError("\(option): \(error.message)") }
    }

    func execute() throws {
        var session = SimulateSession(
            trace: trace, policies: CommaList.items(policies),
            capacities: try CacheCapacity.list(capacities), registry: Strategies.current.policies)
        (session.format, session.corpus, session.sizes, session.curve) = (format, nibs.corpus, nibs.sizes, mrc)
        (session.miniatureRate, session.miniatureMinimumObjects, session.approximateOnly) = (mrcSample, mrcMinObjects, approximateOnly)
        (session.chartFile, session.csvFile, session.json, session.jobs) = (mrcChart, csv, json, jobs)
        emit(try session.run())
    }
}
