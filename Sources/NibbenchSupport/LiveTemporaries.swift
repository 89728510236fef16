#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization

/// The temporaries this process has made and not yet settled — the atomic writers' temporary
/// files and folders, scratch folders (``ScratchFolder``) — and the child processes it runs, so
/// that an interrupt (SIGINT, SIGTERM) can remove every one before the process exits.
///
/// The writers register a temporary as soon as it exists (``created(_:)``), move it into place
/// under the registry's lock (``settle(_:_:)``) and forget it once it is gone (``finished(_:)``).
/// The command layer's interrupt handler — on an ordinary thread, never inside a signal
/// handler — calls ``signalChildren(_:)``, ``waitForChildren(seconds:)`` and then
/// ``removeAll()``, and exits. From ``removeAll()`` on the registry is closed: a thread that
/// then makes a temporary removes it at once, and a thread about to move one into place does
/// not, and either waits for the exit (it is parked: the process is ending). So no temporary
/// appears after the sweep, and no half-removed temporary is ever renamed onto a destination.
package enum LiveTemporaries {
    private struct State {
        var paths: Set<String> = []
        var children: Set<pid_t> = []
        var closed = false
        /// Threads between ``willCreate()`` and ``created(_:)`` (or ``notCreated()``): their
        /// temporary may exist on disk and not be recorded yet.
        var creating = 0
    }

    private static let state = Mutex(State())

    /// Announces that the caller is about to create a temporary (`mkstemp`, `mkdtemp`), which it
    /// then records with ``created(_:)`` or withdraws with ``notCreated()``: ``removeAll()``
    /// waits for it, so that no temporary made just before an interrupt outlives the process.
    ///
    /// When the registry is closed, parks the calling thread instead of returning.
    package static func willCreate() {
        let closed = state.withLock { state in
            if !state.closed { state.creating += 1 }
            return state.closed
        }
        if closed { parkUntilExit() }
    }

    /// Withdraws a ``willCreate()`` whose temporary could not be made.
    package static func notCreated() {
        _ = state.withLock { $0.creating -= 1 }
    }

    /// Records the temporary file or folder `path`, which the caller has just created after
    /// ``willCreate()``.
    ///
    /// When the registry is closed (the process is exiting after an interrupt), removes `path`
    /// and parks the calling thread instead of returning; ``removeAll()`` waits until it is gone.
    package static func created(_ path: String) {
        let closed = state.withLock { state in
            if !state.closed {
                state.paths.insert(path)
                state.creating -= 1
            }
            return state.closed
        }
        if closed {
            remove(path)
            _ = state.withLock { $0.creating -= 1 }
            parkUntilExit()
        }
    }

    /// Runs `body` (a rename of `path` into place) under the registry's lock, unless the registry
    /// is closed: then the caller is parked, and `path` is left to ``removeAll()``.
    package static func settle<T, E: Error>(_ path: String, _ body: () throws(E) -> T) throws(E) -> T {
        let outcome: Result<T, E>? = state.withLock { state in
            guard !state.closed else { return nil }
            do throws(E) { return .success(try body()) } catch { return .failure(error) }
        }
        guard let outcome else { parkUntilExit() }
        return try outcome.get()
    }

    /// Forgets `path`: it was moved into place or removed.
    package static func finished(_ path: String) {
        _ = state.withLock { $0.paths.remove(path) }
    }

    /// Records the child process `pid`, which the caller has just started.
    package static func started(child pid: pid_t) {
        _ = state.withLock { $0.children.insert(pid) }
    }

    /// Forgets the child process `pid`: it has exited and been waited for.
    package static func ended(child pid: pid_t) {
        _ = state.withLock { $0.children.remove(pid) }
    }

    /// Whether the registry is closed: an interrupt is removing the temporaries and the
    /// process is about to exit.
    package static var isClosed: Bool { state.withLock { $0.closed } }

    /// Sends `signal` to every child process recorded (so that a child started with its own
    /// session, or a signal sent to this process alone, still reaches it).
    package static func signalChildren(_ signal: CInt) {
        for pid in state.withLock({ $0.children }) { _ = kill(pid, signal) }
    }

    /// Waits until every recorded child process has exited, at most `seconds`, then kills those
    /// left (SIGKILL). Returns whether all had exited by themselves.
    @discardableResult
    package static func waitForChildren(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let running = state.withLock { $0.children }.filter(isRunning)
            if running.isEmpty { return true }
            if Date() >= deadline {
                for pid in running { _ = kill(pid, SIGKILL) }
                return false
            }
            usleep(10_000)
        }
    }

    /// Closes the registry and removes every temporary recorded: files first, then folders
    /// (deepest first). For the interrupt handler, just before the process exits; threads that
    /// later touch the registry are parked.
    package static func removeAll() {
        state.withLock { $0.closed = true }
        // A thread that made a temporary just before the close records it (or removes it) in a
        // moment: wait for it, at most a second, so that it is not left behind by the exit.
        for _ in 0..<1000 where state.withLock({ $0.creating > 0 }) { usleep(1_000) }
        let paths = state.withLock { state in
            defer { state.paths = [] }
            return state.paths
        }
        for path in paths.sorted(by: { $0.count > $1.count }) { remove(path) }
    }

    /// Removes a file or a folder tree. A writer still finishing a file inside the folder can
    /// make one pass fail ("not empty"), so folders get a few passes.
    private static func remove(_ path: String) {
        for _ in 0..<20 {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            if (info.st_mode & S_IFMT) != S_IFDIR {
                _ = unlink(path)
            } else {
                try? FileManager.default.removeItem(atPath: path)
            }
            if lstat(path, &info) != 0 { return }
            usleep(5_000)
        }
    }

    /// Whether `pid` is alive and not yet a zombie (a zombie has exited; its parent's
    /// `Process` reaps it).
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return errno != ESRCH }
        #if os(Linux)
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return true }
            return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
        #else
            return true
        #endif
    }

    /// Parks the calling thread when the registry is closed (an interrupt is ending the process:
    /// whatever the thread would print or write next must not happen); returns at once otherwise.
    package static func parkIfClosed() {
        if isClosed { parkUntilExit() }
    }

    /// Blocks the calling thread for good: the interrupt handler is about to exit the process.
    private static func parkUntilExit() -> Never {
        while true { _ = sleep(3600) }
    }
}
