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
/// The one primitive behind every output file nibbench writes. The temporary file is created
/// with `mkstemp` in the destination's folder (rename is atomic only within one file system),
/// written through a 64 KiB buffer, `fsync`ed and renamed over the destination by
/// ``commit()`` (`rename(2)` replaces an existing file atomically; Foundation's
/// `replaceItemAt` is not used: on Linux it deleted the existing file and then failed). If the
/// writer is discarded without a commit, or any step fails, the temporary file is removed and
/// the destination is left untouched.
///
/// The temporary file is named `.NAME.tmp-PID-XXXXXX` (see ``StaleTemporaries``): one left
/// behind by a process that was killed mid-write is removed by the next successful commit into
/// the same folder; one this process is writing when it is interrupted is removed by the
/// interrupt handler (``LiveTemporaries``). The test hook `NIBBENCH_TEST_STALL_WRITES` (see `WriteStall`) can stop a
/// write half-way or just before the rename, for tests that kill the writer there.
///
/// ```swift
/// try AtomicFileWriter.write(bytes, to: "out/View.nib")
/// ```
public final class AtomicFileWriter {
    /// Where the file goes once committed.
    public let destination: String
    private var temporaryPath: String?
    private let folder: String
    private var descriptor: FileDescriptor?
    private var buffer: [UInt8] = []
    private static let bufferCapacity = 1 << 16

    /// Creates the temporary file for `destination`.
    ///
    /// - Throws: ``FileError`` `.io` naming `destination` when it is a folder, or its
    ///   folder is missing or not writable.
    public init(destination: String) throws(FileError) {
        self.destination = destination
        var info = stat()
        if stat(destination, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(.io, "is a folder, not a file: cannot write a file there", file: destination)
        }
        let (folder, template) = StaleTemporaries.template(for: destination)
        self.folder = folder
        var bytes = Array(template.utf8CString)
        LiveTemporaries.willCreate()
        let fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            let failure = Errno(rawValue: errno)
            LiveTemporaries.notCreated()
            let reason =
                failure == .noSuchFileOrDirectory
                ? "the folder \(folder.isEmpty ? "." : folder) does not exist" : MessageText.words(for: failure)
            throw FileError(.io, "cannot write: \(reason)", file: destination)
        }
        let temporaryPath = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.temporaryPath = temporaryPath
        descriptor = FileDescriptor(rawValue: fd)
        LiveTemporaries.created(temporaryPath)
        _ = fchmod(fd, 0o644)
        buffer.reserveCapacity(Self.bufferCapacity)
    }

    deinit { abandon() }

    /// Writes `bytes` to `path` atomically: the whole file or, on any failure, nothing.
    ///
    /// - Throws: ``FileError`` `.io` naming `path`.
    public static func write<C: Collection<UInt8>>(_ bytes: C, to path: String) throws(FileError) {
        let writer = try AtomicFileWriter(destination: path)
        try writer.write(bytes)
        try writer.commit()
    }

    /// Appends `bytes`, flushing the buffer to the temporary file when it fills.
    ///
    /// - Throws: ``FileError`` `.io`; the temporary file is then removed.
    /// - Complexity: O(`bytes.count`) amortised.
    public func write<S: Sequence<UInt8>>(_ bytes: S) throws(FileError) {
        guard descriptor != nil else { throw closedError() }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferCapacity { try flush() }
    }

    /// Flushes, syncs, closes and renames the temporary file onto the destination.
    ///
    /// - Throws: ``FileError`` `.io`; the temporary file is removed on failure and the
    ///   destination keeps its previous content.
    public func commit() throws(FileError) {
        guard let descriptor, let temporaryPath else { throw closedError() }
        do throws(FileError) {
            try flush()
            if fsync(descriptor.rawValue) != 0 {
                throw FileError(.io, "cannot sync the temporary file: \(MessageText.words(for: Errno(rawValue: errno)))", file: destination)
            }
            self.descriptor = nil
            do { try descriptor.close() } catch {
                throw FileError(.io, "cannot close the temporary file: \(MessageText.words(for: error))", file: destination)
            }
            WriteStall.point(.synced, destination: destination, temporary: temporaryPath)
            if LiveTemporaries.settle(temporaryPath, { rename(temporaryPath, destination) }) != 0 {
                throw FileError(.io, "cannot move the new file into place: \(MessageText.words(for: Errno(rawValue: errno)))", file: destination)
            }
            self.temporaryPath = nil
            LiveTemporaries.finished(temporaryPath)
            StaleTemporaries.sweep(folder)
        } catch {
            abandon()
            throw error
        }
    }

    /// Closes and removes the temporary file, leaving the destination untouched. Idempotent.
    public func abandon() {
        if let descriptor { try? descriptor.close() }
        descriptor = nil
        if let temporaryPath {
            _ = unlink(temporaryPath)
            LiveTemporaries.finished(temporaryPath)
        }
        temporaryPath = nil
        buffer = []
    }

    private func flush() throws(FileError) {
        guard let descriptor else { throw closedError() }
        if let temporaryPath, WriteStall.applies(.partial, to: destination) {
            _ = try? buffer.prefix((buffer.count + 1) / 2).withUnsafeBytes { try descriptor.writeAll($0) }
            WriteStall.stall(temporary: temporaryPath)
        }
        do {
            _ = try buffer.withUnsafeBytes { try descriptor.writeAll($0) }
        } catch {
            abandon()
            throw FileError(.io, "cannot write: \(MessageText.words(for: error))", file: destination)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func closedError() -> FileError {
        FileError(.io, "the writer was already committed or abandoned", file: destination)
    }
}
