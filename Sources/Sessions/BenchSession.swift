import Harness
import NibbenchSupport
import Probes
import Records
import Reporting

/// `nibbench bench`'s work once its options are read: each micro-benchmark run on its inputs and
/// its report rendered, with the build it was measured on.
package enum BenchSession {
    /// Decode throughput of the nibs below `directory` (default: the vendored Apple nibs) beside
    /// memcpy of the same bytes.
    /// - Throws: when the folder holds no nib or a nib cannot be read or decoded.
    package static func decode(directory: String?, rounds: Int) throws -> String {
        let (folder, inputs) = try BenchmarkInputs.nibs(in: directory)
        return BenchmarkReport.decode(try DecodeBenchmark(inputs: inputs, rounds: rounds).run(), folder: folder, build: BuildInfo.configuration)
    }

    /// Instantiate cost per object at each of `sizes`: timed (with bytes and allocations), or
    /// counted under callgrind in a child (`measure` instructions or cycles).
    /// - Throws: ``HarnessError`` when callgrind is missing or its child fails.
    package static func instantiate(sizes: [Int], rounds: Int, measure: MeasureMode) throws -> String {
        let benchmark = InstantiateBenchmark(sizes: sizes, rounds: rounds)
        guard measure.isCounted else {
            return BenchmarkReport.instantiate(try benchmark.run(), build: BuildInfo.configuration)
        }
        let model = measure.cacheModel
        let counted = try benchmark.countInstructions(executable: ChildProgram.currentExecutable, cache: model)
        return BenchmarkReport.instantiateInstructions(counted.rows, valgrind: counted.valgrind, cache: model, build: BuildInfo.configuration)
    }

    /// Compile throughput of the xibs below `directory` (default: the iOS xib vectors).
    /// - Throws: when the folder holds no xib or one cannot be read.
    package static func compile(directory: String?, rounds: Int) throws -> String {
        let (folder, inputs) = try BenchmarkInputs.xibs(in: directory)
        return BenchmarkReport.compile(try CompileBenchmark(inputs: inputs, rounds: rounds).run(), folder: folder, build: BuildInfo.configuration)
    }
}
