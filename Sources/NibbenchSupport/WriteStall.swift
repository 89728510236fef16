#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A test hook that stops ``AtomicFileWriter`` and ``AtomicFolderWriter`` at a chosen point of a
/// write, forever, so that a test can kill the process there (SIGKILL) deterministically rather
/// than by timing luck.
///
/// Off unless the environment sets `NIBBENCH_TEST_STALL_WRITES=PHASE[:NAME]`:
///
/// - `partial`: a file writer has written the first half of the bytes it holds (at its first
///   flush: when its 64 KiB buffer fills, or at commit for a smaller file) to the temporary file;
/// - `synced`: a file writer has written, synced and closed the temporary file, and not yet
///   renamed it onto the destination;
/// - `folder`: a folder writer has filled, synced and closed its temporary folder, and not yet
///   put it in place;
/// - `exchanged`: a folder writer has put the new folder in place and not yet removed the
///   previous one (parked under a temporary name beside it).
///
/// `NAME`, an `fnmatch(3)` pattern such as `View.nib` or `*.nib`, limits the stall to
/// destinations whose last path component matches it; without it the first write stalls. When
/// `NIBBENCH_TEST_STALL_MARKER=PATH` is set too, the stalled writer creates that file, holding the
/// temporary path, so that the test knows when to kill. Nothing is printed (only the CLI prints).
enum WriteStall {
    /// Where a write can stop.
    enum Phase: String {
        case partial, synced, folder, exchanged
    }

    private static let setting: (phase: Phase, pattern: String?)? = {
        guard let raw = ProcessEnvironment.value("NIBBENCH_TEST_STALL_WRITES"), !raw.isEmpty else { return nil }
        let parts = raw.split(separator: ":", maxSplits: 1).map(String.init)
        guard let phase = Phase(rawValue: parts[0]) else { return nil }
        return (phase, parts.count > 1 ? parts[1] : nil)
    }()

    /// Whether a write to `destination` stops at `phase`.
    static func applies(_ phase: Phase, to destination: String) -> Bool {
        guard let setting, setting.phase == phase else { return false }
        guard let pattern = setting.pattern else { return true }
        let name = destination.split(separator: "/").last.map(String.init) ?? destination
        return Glob.matches(pattern, name)
    }

    /// Stops here forever when a write to `destination` stops at `phase`; the marker file, if
    /// asked for, names `temporary`.
    static func point(_ phase: Phase, destination: String, temporary: String) {
        guard applies(phase, to: destination) else { return }
        stall(temporary: temporary)
    }

    /// Creates the marker (once per process) and sleeps until killed.
    static func stall(temporary: String) -> Never {
        if let marker = getenv("NIBBENCH_TEST_STALL_MARKER") {
            let fd = open(marker, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if fd >= 0 {
                let line = temporary + "\n"
                _ = line.withCString { write(fd, $0, strlen($0)) }
                _ = close(fd)
            }
        }
        while true { _ = pause() }
    }
}
