import Foundation
import NibArchive
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

/// Writes a file through a uniquely named temporary file beside it and renames it into place,
/// so readers see either the old file (or none) or the complete new one — never half a file.
///
/// The temporary file is created with `mkstemp` in the destination's folder (rename is atomic
/// only within one file system), written through a 64 KiB buffer, `fsync`ed and renamed by
/// ``commit()``. If the writer is discarded without a commit, or any step fails, the temporary
/// file is removed and the destination is left untouched.
final class AtomicFileWriter {
    /// Where the file goes once committed.
    let destination: String
    private var temporaryPath: String?
    private var descriptor: FileDescriptor?
    private var buffer: [UInt8] = []
    private static let bufferCapacity = 1 << 16

    /// Creates the temporary file for `destination`.
    /// - Throws: ``WorkloadError`` with code `io` when the folder is missing or not writable.
    init(destination: String) throws(WorkloadError) {
        self.destination = destination
        let path = FilePath(destination)
        let folder = path.removingLastComponent()
        let name = path.lastComponent?.string ?? "file"
        let template = (folder.isEmpty ? "" : folder.string + "/") + "." + name + ".tmp-XXXXXX"
        var bytes = Array(template.utf8CString)
        let fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            let failure = Errno(rawValue: errno)
            let reason = failure == .noSuchFileOrDirectory
                ? "the folder \(folder.isEmpty ? "." : folder.string) does not exist" : MessageText.words(for: failure)
            throw WorkloadError(.io, "cannot write: \(reason)", file: destination)
        }
        temporaryPath = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        descriptor = FileDescriptor(rawValue: fd)
        _ = fchmod(fd, 0o644)
        buffer.reserveCapacity(Self.bufferCapacity)
    }

    deinit { abandon() }

    /// Appends `bytes`, flushing the buffer to the temporary file when it fills.
    /// - Complexity: O(`bytes.count`) amortised.
    func write<S: Sequence<UInt8>>(_ bytes: S) throws(WorkloadError) {
        guard descriptor != nil else { throw closedError() }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferCapacity { try flush() }
    }

    /// Flushes, syncs, closes and renames the temporary file onto the destination.
    /// - Throws: ``WorkloadError`` with code `io`; the temporary file is removed on failure.
    func commit() throws(WorkloadError) {
        guard let descriptor, let temporaryPath else { throw closedError() }
        do throws(WorkloadError) {
            try flush()
            if fsync(descriptor.rawValue) != 0 {
                throw WorkloadError(.io, "cannot write: \(MessageText.words(for: Errno(rawValue: errno)))", file: destination)
            }
            self.descriptor = nil
            do { try descriptor.close() } catch {
                throw WorkloadError(.io, "cannot write: \(MessageText.words(for: error))", file: destination)
            }
            if rename(temporaryPath, destination) != 0 {
                throw WorkloadError(.io, "cannot write: \(MessageText.words(for: Errno(rawValue: errno)))", file: destination)
            }
            self.temporaryPath = nil
        } catch {
            abandon()
            throw error
        }
    }

    /// Closes and removes the temporary file, leaving the destination untouched. Idempotent.
    func abandon() {
        if let descriptor { try? descriptor.close() }
        descriptor = nil
        if let temporaryPath { _ = unlink(temporaryPath) }
        temporaryPath = nil
        buffer = []
    }

    private func flush() throws(WorkloadError) {
        guard let descriptor else { throw closedError() }
        do {
            _ = try buffer.withUnsafeBytes { try descriptor.writeAll($0) }
        } catch {
            abandon()
            throw WorkloadError(.io, "cannot write: \(MessageText.words(for: error))", file: destination)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func closedError() -> WorkloadError {
        WorkloadError(.io, "the writer was already committed or abandoned", file: destination)
    }
}

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

    /// A Foundation file error (`FileManager`) in words: its POSIX cause as
    /// ``MessageText/words(for:)-(Errno)`` gives it, else its code.
    static func words(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return MessageText.words(for: Errno(rawValue: CInt(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return MessageText.words(for: Errno(rawValue: CInt(nsError.code))) }
        return "error \(nsError.code)"
    }

    /// Writes `bytes` to `path` atomically (see ``AtomicFileWriter``).
    static func writeAtomically<C: Collection<UInt8>>(_ bytes: C, to path: String) throws(WorkloadError) {
        let writer = try AtomicFileWriter(destination: path)
        try writer.write(bytes)
        try writer.commit()
    }
}
