#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one measured unit (a nib's phases, a configuration's replays) in a forked copy of this
/// process, on an allocator arena of its own, so that its counts do not depend on what was
/// measured before it or beside it.
///
/// Under callgrind, instruction counts of allocation-heavy code depend on the allocator's state:
/// measured one after another in one process, adding 20 labels to one nib moved the first-load
/// count of another, unchanged nib by 1.4% (issue 31). Each unit therefore starts from the same
/// state: the process forks after its common set-up (before any unit), and the copy binds its
/// thread to a fresh jemalloc arena with an empty thread cache before it does anything of the
/// unit's. What the copy measures depends on the binary, the common set-up and the unit alone
/// (docs/measurement.md, "Isolation per measured unit").
///
/// Under Valgrind the copy is traced too: callgrind writes its dumps to files of its own
/// (`--callgrind-out-file` must name the process id, `%p`). The copy reports through files and
/// its exit status; it ends with `_exit`, so no exit handler of the parent's runs twice. Under
/// Valgrind a copy that succeeded says so through a pipe and ends itself with SIGKILL instead:
/// `_exit` would have callgrind write one more dump (a walk of every block the process has
/// run) and tear down, about 31 ms a copy (1.25 s of 16.8 s for `profile` of 40 units), and
/// every count is dumped by then.
/// Call it only from a process with no other thread running (the callgrind child starts none).
package enum ForkedCopy {
    /// Runs `body` in a forked copy of this process and waits for it.
    ///
    /// - Parameter body: the unit's work, on a fresh arena; it returns normally (the copy exits
    ///   with 0) or throws (the copy writes the error's description on one line to standard error
    ///   and exits with 1).
    /// - Returns: normally when the copy exited with 0.
    /// - Throws: ``ProbeError`` `system` when `fork` fails, or naming the copy's exit status or
    ///   signal when it did not exit with 0.
    package static func run(_ body: () throws -> Void) throws(ProbeError) {
        // Under Valgrind: the pipe through which a copy that succeeded says so before it ends
        // itself with SIGKILL (see the type's comment); a tuple, so nothing is allocated before
        // the fork.
        var done: (read: Int32, write: Int32) = (-1, -1)
        let killsItself = Callgrind.isRunningUnderValgrind
        if killsItself {
            let made = withUnsafeMutablePointer(to: &done) { $0.withMemoryRebound(to: Int32.self, capacity: 2) { pipe($0) } }
            guard made == 0 else { throw ProbeError(.system, "pipe failed with errno \(errno)") }
        }
        defer {
            if done.read >= 0 { close(done.read) }
            if done.write >= 0 { close(done.write) }
        }
        let pid = fork()
        guard pid >= 0 else { throw ProbeError(.system, "fork failed with errno \(errno)") }
        if pid == 0 {
            do {
                try freshArena()
                try body()
                if AllocatorProbe.fixedArenaDisplaced {
                    let text =
                        "nibbench: warning: the isolated measurement's arena could not use its fixed addresses; its counts may depend on what else was measured\n"
                    _ = text.withCString { write(2, $0, strlen($0)) }
                }
            } catch {
                let text = "nibbench: isolated measurement: \(error)\n"
                _ = text.withCString { write(2, $0, strlen($0)) }
                _exit(1)
            }
            var byte: UInt8 = 1
            if killsItself && write(done.write, &byte, 1) == 1 { kill(getpid(), SIGKILL) }
            _exit(0)
        }
        if killsItself {
            close(done.write)
            done.write = -1
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw ProbeError(.system, "waitpid failed with errno \(errno)") }
        }
        let signal = status & 0x7F
        // Killed by itself once done: the byte is in the pipe. Killed otherwise: none is.
        var byte: UInt8 = 0
        if killsItself && signal == SIGKILL && read(done.read, &byte, 1) == 1 && byte == 1 { return }
        if signal != 0 { throw ProbeError(.system, "the isolated measurement was ended by signal \(signal)") }
        let code = (status >> 8) & 0xFF
        if code != 0 { throw ProbeError(.system, "the isolated measurement failed (exit \(code))") }
    }

    /// Binds the calling thread to a new arena at fixed addresses and empties its cache, when
    /// jemalloc is linked (a sanitizer build has its own allocator: nothing to do).
    ///
    /// The arena's extents come from one fixed range of addresses (extent hooks), so that the
    /// copy's allocations land at the same addresses whatever the parent mapped before the fork
    /// (a plan whose size follows the set of configurations measured, other units' inputs):
    /// jemalloc's work per allocation (radix-tree lookups, aligning fresh mappings) and Swift's
    /// hashes of object identities then do not depend on them.
    private static func freshArena() throws(ProbeError) {
        guard let probe = try? AllocatorProbe() else { return }
        try probe.bindThreadToFixedArena()
        try probe.flushThreadCache()
    }
}
