import Foundation
import NibbenchSupport

/// Whole-file reads through a file descriptor, with errors that name the file.
package enum InputFiles {
    /// Reads the whole file at `path`.
    /// - Throws: ``InputError`` with code `io`.
    package static func read(_ path: String) throws(InputError) -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            throw InputError(io: error).movedTo(path)
        }
    }

    /// Writes `bytes` to `path` atomically (see ``AtomicFileWriter``).
    package static func writeAtomically<C: Collection<UInt8>>(_ bytes: C, to path: String) throws(InputError) {
        do {
            try AtomicFileWriter.write(bytes, to: path)
        } catch {
            throw InputError(io: error)
        }
    }
}

extension InputError {
    /// The I/O error `error` (from reading or writing a file) as a workload error, keeping its
    /// code (`io`, `unsafe-path`), message and place, and keeping it as the cause.
    package init(io error: FileError) {
        self.init(wrapping: error, .io, "")
    }
}
