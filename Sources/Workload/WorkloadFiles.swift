import NibArchive
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

/// Whole-file reads through a file descriptor, with errors that name the file.
enum WorkloadFiles {
    /// Reads the whole file at `path`.
    /// - Throws: ``WorkloadError`` with code `io`.
    static func read(_ path: String) throws(WorkloadError) -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            throw WorkloadError(.io, error.message, file: path)
        }
    }

    /// Writes `bytes` to `path` atomically (see ``AtomicFileWriter``).
    static func writeAtomically<C: Collection<UInt8>>(_ bytes: C, to path: String) throws(WorkloadError) {
        do {
            try AtomicFileWriter.write(bytes, to: path)
        } catch {
            throw WorkloadError(io: error)
        }
    }
}

extension WorkloadError {
    /// The I/O error `error` (from reading or writing a file) as a workload error.
    init(io error: NibArchiveError) {
        self.init(.io, error.message, file: error.file)
    }
}
