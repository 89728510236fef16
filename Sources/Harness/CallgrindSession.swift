import Measurements
import Foundation
import NibbenchSupport
import Probes

/// Runs a nibbench child process under Valgrind's callgrind in a deterministic environment and
/// collects the instruction counts (and, with a cache model, the simulated cache's counts) it dumps.
///
/// What makes the count repeatable across processes (docs/measurement.md): a cleared environment
/// with `SWIFT_DETERMINISTIC_HASHING=1` (Swift's per-process hash seed otherwise moves warm
/// loads by about 2%), address-space randomisation off (`setarch -R`), a fixed working folder
/// and fixed-length paths (the session folder is `/tmp/nibbench-callgrind.tmp-PID-XXXXXX`, a
/// ``ScratchFolder`` with the process id padded to ten digits, inputs are
/// linked into it under fixed names, the binary is copied there), and no clock-driven loop
/// counts in the child (no canary, no re-runs, no calibration of the clock's overhead), and jemalloc's time-based page purging off
/// (`MALLOC_CONF=dirty_decay_ms:-1,muzzy_decay_ms:-1`), and its thread-cache garbage collection
/// off (`tcache_gc_incr_bytes` of 1 TiB: it runs every 64 KiB a thread allocates, counted from
/// the thread's start, so a forked copy met it at points that moved with what its parent had
/// allocated for the set of units measured), and no thread of nibbench's own beside
/// the one measured (``childMarker``: the command layer's interrupt thread is not started, since
/// where valgrind schedules its start is timing-dependent). The binary's debug information is
/// stripped from the copy: Valgrind 3.19 cannot read the DWARF 5 that Swift emits.
package final class CallgrindSession: Sendable {
    /// The environment variable set (to `1`) for the child under callgrind. A process that sees it
    /// starts no thread of its own for SIGINT and SIGTERM: the parent forwards those signals,
    /// the default action ends the child, and the parent removes the session folder.
    package static let childMarker = "NIBBENCH_CALLGRIND_CHILD"

    /// Whether this process is such a child (``childMarker`` is set).
    package static var isChild: Bool { ProcessEnvironment.isSet(childMarker) }

    /// The session folder: the stripped binary, linked inputs, callgrind's dumps.
    package let directory: String
    /// The stripped copy of the executable the child runs.
    package let executable: String
    private let valgrind: String

    /// Prepares a session for `executable` (normally this process's own binary).
    ///
    /// - Throws: ``HarnessError`` `.valgrind` when Valgrind or `objcopy` is missing, or when this
    ///   build has no callgrind client requests (built without `valgrind/callgrind.h`).
    package init(executable: String) throws {
        guard let valgrind = ChildProgram.find("valgrind") else {
            throw HarnessError(.valgrind, "valgrind is not installed; `scripts/setup --valgrind` installs it from Debian (then rebuild nibbench)")
        }
        guard Callgrind.isCompiledIn else {
            throw HarnessError(
                .valgrind,
                "this nibbench was built without valgrind/callgrind.h, so it cannot switch counting on around loads; install valgrind (`scripts/setup --valgrind`) and rebuild"
            )
        }
        guard let objcopy = ChildProgram.find("objcopy") else {
            throw HarnessError(
                .valgrind, "objcopy (binutils) is needed to strip the DWARF 5 debug information Valgrind cannot read; install binutils")
        }
        self.valgrind = valgrind
        do {
            directory = try ScratchFolder.make("callgrind", in: "/tmp")
        } catch {
            throw HarnessError(wrapping: error, .io, "cannot create the callgrind session folder")
        }
        self.executable = directory + "/nibbench"
        let strip = try ChildProgram.capture(objcopy, ["--strip-debug", executable, self.executable])
        guard strip.status == 0 else {
            throw HarnessError(.valgrind, "objcopy could not strip \(executable): \(strip.stderr.suffix(300))")
        }
    }

    /// Set (to anything) in the parent's environment, it keeps every session folder (the child's
    /// `callgrind.out.*` dumps, one per label, for `callgrind_annotate`): how a count that moved
    /// is traced to the function that moved it.
    package static let keepVariable = "NIBBENCH_KEEP_CALLGRIND_SESSION"

    /// Set to a positive number in the parent's environment, it caps how many callgrind
    /// children a counted run or profile starts side by side (default: one per core); `1`
    /// counts everything in one child, as before shards. The counts are the same either way.
    package static let jobsVariable = "NIBBENCH_COUNTED_JOBS"

    /// Set (to anything) in the parent's environment, a counted run counts allocation requests
    /// in its copies under callgrind, after each counted replay, instead of in a child beside
    /// them outside Valgrind (``ChildRunner``): slower by seconds a configuration, the same
    /// counts; how that sameness is checked.
    package static let allocationsUnderCallgrindVariable = "NIBBENCH_ALLOCATIONS_UNDER_CALLGRIND"

    /// How many callgrind children to run side by side: ``jobsVariable`` when set, else one
    /// per core.
    package static var defaultJobs: Int {
        if let text = ProcessEnvironment.value(jobsVariable), let jobs = Int(text), jobs >= 1 { return jobs }
        return ProcessInfo.processInfo.activeProcessorCount
    }

    deinit {
        if !ProcessEnvironment.isSet(Self.keepVariable) { ScratchFolder.remove(directory) }
    }

    /// Links `path` into the session folder as `name` and returns the path the child sees:
    /// `name` itself, relative to the session folder, its working folder. (The session
    /// folder's name is random; a path string that differed between runs would hash into
    /// different buckets and change the count.)
    package func link(_ path: String, as name: String) throws -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.path
        try FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: target)
        return name
    }

    /// Runs the stripped binary with `arguments` under callgrind (collection off at start), in
    /// the session folder as its working folder and as `./nibbench`, so that no path the child
    /// sees depends on the session folder's name, and returns every dump the child wrote
    /// through ``Callgrind/dump(_:)``. With a `cache` model, callgrind simulates that cache and
    /// counts system calls (``CacheModel/valgrindArguments``), and every dump holds their events.
    ///
    /// With `instrumentsAtStart` false, callgrind starts with its instrumentation off
    /// (`--instr-atstart=no`): the child runs several times faster, simulates nothing, and
    /// counts nothing until it calls ``Callgrind/startInstrumentation()``.
    ///
    /// - Throws: ``HarnessError`` `.valgrind` when the child fails (with the end of its error
    ///   output) or a dump cannot be read.
    package func run(_ arguments: [String], cache: CacheModel? = nil, instrumentsAtStart: Bool = true) throws -> [CallgrindDump] {
        let command =
            Self.deterministicEnvironment + [
                valgrind, "--tool=callgrind", "--collect-atstart=no", "--instr-atstart=\(instrumentsAtStart ? "yes" : "no")", "--dump-line=no",
                "--callgrind-out-file=\(directory)/callgrind.out.%p"
            ] + (cache?.valgrindArguments ?? []) + ["./nibbench"] + arguments
        let outcome = try ChildProgram.capture(command[0], Array(command.dropFirst()), in: directory)
        guard outcome.status == 0 else {
            let tail = outcome.stderr.split(separator: "\n").filter { !$0.hasPrefix("==") }.suffix(3).joined(separator: " / ")
            throw HarnessError(.valgrind, "the child under callgrind failed (exit \(outcome.status)): \(tail)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("callgrind.out.") }.sorted()
        return try files.map { file in
            let path = directory + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            return try CallgrindDump.parse(text, file: path)
        }
    }

    /// The command prefix that starts a child in the environment its counts depend on: a
    /// cleared environment with `SWIFT_DETERMINISTIC_HASHING=1`, jemalloc's decay and thread-cache
    /// collection off, ``childMarker`` set, and address-space randomisation off (`setarch -R`,
    /// when installed). The child under callgrind and the one that counts allocation requests
    /// beside it (``ChildRunner``) both start through it.
    package static var deterministicEnvironment: [String] {
        // jemalloc purges dirty pages by elapsed time (decay), which makes the instructions of
        // an allocation depend on the clock; with decay off it depends on the program alone.
        // Its thread-cache collection runs every 64 KiB a thread allocates, counted from the
        // thread's start: a forked copy would meet it where its parent's allocations put it.
        let allocator = "MALLOC_CONF=dirty_decay_ms:-1,muzzy_decay_ms:-1,tcache_gc_incr_bytes:1099511627776"
        var command = ["/usr/bin/env", "-i", "SWIFT_DETERMINISTIC_HASHING=1", allocator, childMarker + "=1"]
        if let setarch = ChildProgram.find("setarch") {
            command += [setarch, MachineDescription.current().machine, "-R"]
        }
        return command
    }

    /// `valgrind --version`, e.g. `valgrind-3.19.0`.
    package func version() throws -> String {
        try ChildProgram.capture(valgrind, ["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
