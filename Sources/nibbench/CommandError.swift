import ArgumentParser
import Foundation
import NibArchive
import SystemPackage

/// Prints `error` as one line on standard error and returns the exit code for it.
///
/// The only place the tool turns library errors into output; every command funnels through it.
/// Each module's error — `NibArchiveError`, `NibModelError`, `XIBError`, `NibRuntimeError`,
/// `WorkloadError`, `ProbeError`, `HarnessError`, `ReportingError`, `CachePolicyError` — renders
/// itself on one line with its file and line:column or byte offset (through `MessageText`), and
/// exits 1, "invalid input, unreadable file or any other failure" (docs/commands.md).
func fail(_ error: any Error) -> ExitCode {
    let line = "nibbench: \(MessageText.oneLine(describe(error)))\n"
    _ = try? FileDescriptor.standardError.writeAll(line.utf8)
    return ExitCode(1)
}

/// `error` in nibbench's words: library errors as they describe themselves; a Foundation file
/// error that slipped through as `PATH: cannot read: no such file` rather than its
/// `Error Domain=NSCocoaErrorDomain …` dump.
func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else { return "\(error)" }
    let path = (nsError.userInfo[NSFilePathErrorKey] as? String) ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
    var posix = nsError.domain == NSPOSIXErrorDomain ? nsError.code : nil
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        posix = underlying.code
    }
    let writing = (CocoaError.fileWriteUnknown.rawValue...CocoaError.fileWriteVolumeReadOnly.rawValue).contains(nsError.code)
    let words: String
    if let posix {
        words = MessageText.words(for: Errno(rawValue: CInt(posix)))
    } else {
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: words = "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: words = "permission denied"
        case .fileWriteOutOfSpace: words = "no space left on the device"
        case .fileWriteVolumeReadOnly: words = "the file system is read-only"
        case .fileWriteFileExists: words = "already exists"
        case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: words = "not in the expected format"
        default: words = "error \(nsError.code)"
        }
    }
    return "\(path ?? "a file"): cannot \(writing ? "write" : "read"): \(words)"
}

/// Writes `text` and a newline to standard output.
func emit(_ text: String) {
    print(text)
}

/// An error the tool itself words (a hint added to a library error, a problem found after
/// parsing that is not a usage error).
struct CommandMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
