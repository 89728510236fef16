import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NibbenchSupport
import SystemPackage

/// Whole-file reads through a file descriptor, with errors that name the file.
package enum WorkloadFiles {
    /// Reads the whole file at `path`.
    /// - Throws: ``WorkloadError`` with code `io`.
    package static func read(_ path: String) throws(WorkloadError) -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            throw WorkloadError(.io, error.message, file: path)
        }
    }

    /// A Foundation file error (`FileManager`) in words: its POSIX cause as
    /// ``MessageText/words(for:)-(Errno)`` gives it, else its code.
    package static func words(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return MessageText.words(for: Errno(rawValue: CInt(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return MessageText.words(for: Errno(rawValue: CInt(nsError.code))) }
        return "error \(nsError.code)"
    }

    /// Writes `bytes` to `path` atomically (see ``AtomicFileWriter``).
    package static func writeAtomically<C: Collection<UInt8>>(_ bytes: C, to path: String) throws(WorkloadError) {
        do {
            try AtomicFileWriter.write(bytes, to: path)
        } catch {
            throw WorkloadError(io: error)
        }
    }
}

extension WorkloadError {
    /// The I/O error `error` (from reading or writing a file) as a workload error, keeping its
    /// code (`io`, `unsafe-path`), message and file.
    package init(io error: FileError) {
        self.init(Code(rawValue: error.code.rawValue), error.message, file: error.file, offset: error.offset)
    }
}
