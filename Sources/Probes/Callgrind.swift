import CCallgrind

/// Valgrind callgrind's client requests: switch instruction collection on and off around the
/// code being measured, zero the counters, and dump them under a label.
///
/// Outside Valgrind (or in a build made without `valgrind/callgrind.h`) every request does
/// nothing; ``isCompiledIn`` and ``isRunningUnderValgrind`` tell which case applies. Counting
/// instructions is the deterministic measure behind `nibbench run --measure instructions`:
/// the same binary, inputs and environment give the same count, whatever else the machine is
/// doing (docs/measurement.md).
package enum Callgrind {
    /// Whether the client requests were compiled in (the build found `valgrind/callgrind.h`).
    package static var isCompiledIn: Bool { nibbench_callgrind_compiled_in() != 0 }

    /// Whether this process runs under Valgrind.
    package static var isRunningUnderValgrind: Bool { nibbench_running_on_valgrind() > 0 }

    /// Flips collection: call once before and once after each measured region (the process
    /// starts with collection off, `--collect-atstart=no`).
    @inline(__always) package static func toggleCollect() { nibbench_callgrind_toggle_collect() }

    /// Sets every counter to zero.
    package static func zero() { nibbench_callgrind_zero_stats() }

    /// Writes the counters to a new dump file described as `label`, then zeroes them.
    package static func dump(_ label: String) { nibbench_callgrind_dump_stats(label) }

    /// Starts instrumenting, in a process that callgrind started with instrumentation off
    /// (`--instr-atstart=no`): the code before ran several times faster and nothing of it was
    /// simulated (no counts, no cache state).
    package static func startInstrumentation() { nibbench_callgrind_start_instrumentation() }

    /// Stops instrumenting: the code that runs from here on runs several times faster under
    /// Valgrind and nothing more is counted (callgrind's `--instr-atstart=no` state). Only
    /// for a process whose counted regions are all dumped, such as the copy that counted a
    /// configuration's replays before it counts allocation requests.
    package static func stopInstrumentation() { nibbench_callgrind_stop_instrumentation() }

    /// Runs a fixed amount of work, `iterations` rounds of a loop the optimiser cannot remove,
    /// and returns its result. Deterministic in instructions; used to inject a known
    /// regression (`--inject-work`).
    @discardableResult
    package static func spin(_ iterations: UInt64) -> UInt64 { nibbench_spin(iterations) }
}
