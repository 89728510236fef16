#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization

/// The write end of the self-pipe: the signal handler's only business is one byte into it.
nonisolated(unsafe) private var interruptPipeWriteEnd: CInt = -1

/// What every command does on SIGINT (Ctrl-C) and SIGTERM; installed once, by the command layer.
///
/// The signal handler itself only writes the signal's number into a pipe (`write(2)` is
/// async-signal-safe; nothing else is). A thread of its own reads the pipe and acts:
///
/// - ``Response/exit`` (every command but `run`): forwards the signal to the child processes
///   nibbench started (callgrind children; ``LiveTemporaries``), waits for them (at most 10 s,
///   then kills them), removes every live temporary — the atomic writers' temporary files and
///   folders, scratch folders — hands `interrupted: NOTE` to the command's `announce` (which
///   writes it on standard error), NOTE saying what was kept (``keep(_:)``), and exits with 130.
///   From the moment it starts, any thread of the command that would print, write a new
///   temporary or move one into place is parked, so nothing appears after the sweep.
/// - ``Response/stop`` (`run`): sets ``requested``, which the runner polls between loads, and
///   forwards the signal to the child processes; the command writes what it completed and says
///   so itself.
package enum Interrupts {
    /// What a signal does.
    package enum Response: Sendable {
        /// Remove the temporaries, say what was kept, exit 130.
        case exit
        /// Ask the command to stop at its next check (``requested``).
        case stop
    }

    /// Set by the first SIGINT or SIGTERM under ``Response/stop``.
    package static let requested = Atomic<Bool>(false)
    private static let exiting = Atomic<Bool>(false)
    private static let installed = Mutex<Response?>(nil)
    private static let note = Mutex<@Sendable () -> String>({ "nothing written" })
    private static let announcer = Mutex<@Sendable (String) -> Void>({ _ in })

    /// Installs the handler for SIGINT and SIGTERM (the first call decides the response).
    ///
    /// - Parameter announce: Under ``Response/exit``, what says `interrupted: NOTE` (the
    ///   command layer writes it on standard error), called once, on the handling thread.
    package static func install(_ response: Response, announce: @escaping @Sendable (String) -> Void) {
        let first = installed.withLock { installed in
            defer { if installed == nil { installed = response } }
            return installed == nil
        }
        guard first else { return }
        announcer.withLock { $0 = announce }
        // A parent may have started this process with the signals blocked (the mask is
        // inherited through exec: a test runner's, a CI step's); unblock them here, before any
        // thread that would inherit the mask is made.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM] { sigaddset(&unblocked, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        var ends: [CInt] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        interruptPipeWriteEnd = ends[1]
        let reader = ends[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while true {
                let count = read(reader, &byte, 1)
                if count == 1 { handle(CInt(byte), response) } else if count < 0 && errno == EINTR { continue } else { return }
            }
        }
        let handler: @convention(c) (CInt) -> Void = { signal in
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(interruptPipeWriteEnd, &byte, 1)
        }
        for signal in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if os(Linux)
                action.__sigaction_handler.sa_handler = handler
            #else
                action.__sigaction_u.__sa_handler = handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            _ = sigaction(signal, &action, nil)
        }
    }

    /// Sets what the `interrupted:` line says was kept (default: `nothing written`); evaluated
    /// when the signal comes.
    package static func keep(_ words: @escaping @Sendable () -> String) {
        note.withLock { $0 = words }
    }

    /// `nothing written`, and `previous PATH kept` when `path` exists: what an interrupted
    /// command whose one output is written atomically leaves.
    package static func nothingWritten(keeping path: String) -> @Sendable () -> String {
        { FileManager.default.fileExists(atPath: path) ? "nothing written; previous \(path) kept" : "nothing written" }
    }

    /// Parks the calling thread when an interrupt is ending the process, so that it neither
    /// prints nor exits with another code first.
    package static func parkIfExiting() {
        if exiting.load(ordering: .acquiring) { while true { _ = sleep(3600) } }
    }

    private static func handle(_ signal: CInt, _ response: Response) {
        switch response {
        case .stop:
            requested.store(true, ordering: .relaxed)
            LiveTemporaries.signalChildren(signal)
        case .exit:
            guard !exiting.exchange(true, ordering: .acquiringAndReleasing) else { return }
            LiveTemporaries.signalChildren(signal)
            LiveTemporaries.waitForChildren(seconds: 10)
            LiveTemporaries.removeAll()
            let words = note.withLock { $0 }()
            announcer.withLock { $0 }("interrupted: \(words)")
            // `_exit`, not `exit`: the command's own threads are still running, and `exit`'s
            // atexit handlers and static destructors tear down what they use (SIGSEGV seen in
            // `profile`). Everything to keep was written above or through the atomic writers.
            _exit(130)
        }
    }
}
