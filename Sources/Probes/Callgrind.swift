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

/// One dump file that callgrind wrote: the label of the client request that triggered it
/// and the instructions (`Ir`) it counted.
package struct CallgrindDump: Sendable, Hashable {
    /// The label given to ``Callgrind/dump(_:)``, or the trigger text for other dumps.
    package var label: String
    /// Instructions executed while collection was on, since the previous zeroing.
    package var instructions: UInt64

    /// Creates a dump record.
    package init(label: String, instructions: UInt64) {
        self.label = label
        self.instructions = instructions
    }

    /// Reads the header of a callgrind output file: `desc: Trigger: Client Request: LABEL`
    /// and the `totals:` (else `summary:`) line, whose first event must be `Ir`.
    ///
    /// - Throws: ``ProbeError`` naming the file and line when the file is not a callgrind
    ///   dump or lacks an instruction total.
    package static func parse(_ text: String, file: String) throws(ProbeError) -> CallgrindDump {
        var label: String?
        var events: [Substring]?
        var totals: UInt64?
        var summary: UInt64?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("desc: Trigger: ") {
                let trigger = line.dropFirst("desc: Trigger: ".count)
                label = String(trigger.hasPrefix("Client Request: ") ? trigger.dropFirst("Client Request: ".count) : trigger)
            } else if line.hasPrefix("events:") {
                events = line.dropFirst("events:".count).split(separator: " ")
            } else if line.hasPrefix("totals:") || line.hasPrefix("summary:") {
                let field = line.split(separator: " ").dropFirst().first
                guard let value = field.flatMap({ UInt64($0) }) else {
                    throw ProbeError(.valgrind, "\(file):\(number + 1): an instruction total that is not a number: \(line.prefix(80))")
                }
                if line.hasPrefix("totals:") { totals = value } else { summary = value }
            }
        }
        guard events?.first == "Ir" else { throw ProbeError(.valgrind, "\(file): not a callgrind dump with Ir as its first event") }
        guard let instructions = totals ?? summary else { throw ProbeError(.valgrind, "\(file): a callgrind dump without a totals or summary line") }
        return CallgrindDump(label: label ?? "", instructions: instructions)
    }
}
