import Foundation

/// Running another program, the one place nibbench spawns a child process: its output
/// captured or inherited, registered with ``LiveTemporaries`` while it runs (an interrupt
/// ends it), and the programs it can find.
///
/// Foundation's `Process` serves Linux and Darwin alike; what differs by platform is only
/// where this process's own executable is (``currentExecutable``).
package enum ChildProgram {
    /// How a captured child ended: its exit status and all it printed.
    package struct Outcome: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// Runs `program` with `arguments` to completion in `folder` (this process's when nil),
    /// standard input empty, both outputs captured. Both pipes are drained at once, so a
    /// child that fills one while nibbench reads the other cannot stall.
    ///
    /// - Throws: Foundation's error when the program cannot be started.
    package static func capture(_ program: String, _ arguments: [String], in folder: String? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        LiveTemporaries.started(child: process.processIdentifier)
        defer { LiveTemporaries.ended(child: process.processIdentifier) }
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs `program` with `arguments` to completion, its output going where this process's
    /// goes; returns its exit status.
    ///
    /// - Throws: Foundation's error when the program cannot be started.
    package static func run(_ program: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        LiveTemporaries.started(child: process.processIdentifier)
        defer { LiveTemporaries.ended(child: process.processIdentifier) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The first executable named `name` on `PATH` (or in the usual system folders).
    package static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// This process's own executable, symbolic links resolved: what a parent starts again as
    /// a child (`--isolate`, callgrind). Linux reads `/proc/self/exe`; Darwin asks Foundation
    /// for the main bundle's executable (that branch is not built here).
    package static var currentExecutable: String {
        #if os(Linux)
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        #else
            (Bundle.main.executablePath.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: CommandLine.arguments[0]))
                .resolvingSymlinksInPath().path
        #endif
    }
}
