#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// A private working folder in the temporary folder (`$TMPDIR`, else `/tmp`) that a command
/// removes when done: profile's compiled storyboards, `run --isolate`'s plans and parts, a
/// callgrind session.
///
/// Named `nibbench-KIND.tmp-PID-XXXXXX` (the process id zero-padded to ten digits, so the
/// name's length never varies — a callgrind child's counts depend on its paths' lengths), made
/// by `mkdtemp` and recorded in ``LiveTemporaries`` so that an interrupt removes it. One left by a
/// process that was killed outright is removed by the next scratch folder made beside it, as
/// ``StaleTemporaries`` does beside outputs.
package enum ScratchFolder {
    /// The temporary folder: `$TMPDIR` when set, else `/tmp`, without a trailing slash.
    package static var base: String {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// Makes a new scratch folder for `kind` (`profile`, `isolate`, …) in `base` (default: the
    /// temporary folder), after removing the scratch folders and temporaries of dead processes
    /// there.
    ///
    /// - Throws: ``FileError`` `.io` naming the folder when it cannot be made.
    package static func make(_ kind: String, in base: String = ScratchFolder.base) throws(FileError) -> String {
        StaleTemporaries.sweep(base)
        let template = base + "/nibbench-" + kind + ".tmp-" + String(format: "%010d", Int(getpid())) + "-XXXXXX"
        var bytes = Array(template.utf8CString)
        LiveTemporaries.willCreate()
        guard bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            let failure = errno
            LiveTemporaries.notCreated()
            throw FileError(.io, "cannot create a scratch folder: \(MessageText.words(errno: failure))", file: template)
        }
        let path = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        LiveTemporaries.created(path)
        return path
    }

    /// Removes the scratch folder `path` and everything in it.
    package static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        LiveTemporaries.finished(path)
    }
}
