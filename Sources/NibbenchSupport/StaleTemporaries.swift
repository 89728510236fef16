#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization

/// The names of the temporary files and folders ``AtomicFileWriter`` and ``AtomicFolderWriter``
/// create beside a destination, and the removal of those a killed writer left behind.
///
/// A temporary is named `.NAME.tmp-PID-XXXXXX`: hidden, after the destination `NAME`, with the
/// writing process's id. Readers ignore these names (none ends in `.nib`, `.xib`, `.csv` or
/// `.json`). A process killed mid-write (SIGKILL, a power cut) cannot remove its temporary, so
/// the first successful commit into a folder removes every temporary there whose process no
/// longer exists (`kill(pid, 0)` fails with `ESRCH`) — never one of a live writer, whose rename
/// it would break. A process sweeps each folder once; later commits into it cost nothing more.
/// ``ScratchFolder``'s folders in the temporary folder, `nibbench-KIND.tmp-PID-XXXXXX`, follow
/// the same scheme (not hidden, the process id zero-padded) and are swept the same way.
enum StaleTemporaries {
    /// The `mkstemp`/`mkdtemp` template for a temporary beside `destination`.
    static func template(for destination: String) -> (folder: String, template: String) {
        let trimmed = destination.count > 1 && destination.hasSuffix("/") ? String(destination.dropLast()) : destination
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { trimmed[..<$0].isEmpty ? "/" : String(trimmed[..<$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        let prefix = folder.isEmpty ? "" : (folder == "/" ? "/" : folder + "/")
        return (folder, prefix + "." + (name.isEmpty ? "file" : name) + ".tmp-\(getpid())-XXXXXX")
    }

    /// The id of the process that created temporary `name`, or nil when `name` is not one.
    static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix(".") || name.hasPrefix("nibbench-"), let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let tail = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard tail.count == 2, tail[1].count == 6, let pid = pid_t(tail[0]), pid > 0 else { return nil }
        return pid
    }

    private static let swept = Mutex<Set<String>>([])

    /// Removes the temporaries of dead writers in `folder` ("" for the current folder), the
    /// first time this process asks about that folder. Failures are ignored: a temporary that
    /// cannot be removed now is tried again by a later process.
    static func sweep(_ folder: String) {
        let key = folder.isEmpty ? "." : folder
        guard swept.withLock({ $0.insert(key).inserted }) else { return }
        removeDead(in: key)
    }

    /// Removes the temporaries of dead writers in `folder`, whether or not it was swept before.
    static func removeDead(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let me = getpid()
        for name in names {
            guard let pid = writer(of: name), pid != me else { continue }
            if kill(pid, 0) == 0 || errno != ESRCH { continue }
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }
}
