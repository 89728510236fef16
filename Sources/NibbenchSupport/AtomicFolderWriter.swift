#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import SystemPackage

/// Writes a whole folder (a run's results, a corpus) so that readers see either the previous
/// folder or the complete new one — never a mix of old and new files, never a missing folder.
///
/// The folder form of ``AtomicFileWriter``. The new content goes into a temporary folder
/// beside the destination (`.NAME.tmp-PID-XXXXXX`, made by `mkdtemp`, see
/// ``StaleTemporaries``), written by the caller through ``folder``. ``commit()`` then
///
/// 1. carries over what the previous folder holds and the new one does not (a `traces/` folder
///    in a corpus, notes beside a result): files as hard links, so the previous folder stays
///    whole; what the new folder writes replaces what was there, as writing file by file did;
/// 2. syncs the new folder's files and folders;
/// 3. exchanges it with the previous folder in one step (`renameat2(RENAME_EXCHANGE)` on
///    Linux, `renamex_np(RENAME_SWAP)` on macOS), or renames it into place when there is none;
/// 4. removes the previous folder, now under the temporary name.
///
/// On a file system without an atomic exchange the previous folder is first renamed aside, so
/// for an instant the destination is missing (never partial). A process killed during step 4
/// leaves the previous folder under its temporary name, which the next commit beside it
/// removes. If the writer is discarded without a commit, or a step before 3 fails, the
/// temporary folder is removed and the destination is left untouched; an interrupt removes it
/// too (``LiveTemporaries``), before step 3 or after it, never during it.
///
/// ```swift
/// try AtomicFolderWriter.write(to: "Results/run-1") { folder in
///     try AtomicFileWriter.write(json, to: folder + "/run.json")
/// }
/// ```
public final class AtomicFolderWriter {
    /// Where the folder goes once committed.
    public let destination: String
    /// The temporary folder to write into; it becomes ``destination`` at commit.
    public let folder: String
    private let parent: String
    private var isOpen = true

    /// Creates the temporary folder for `destination`, and `destination`'s parent folders when
    /// missing.
    ///
    /// - Throws: ``FileError`` `.io` naming `destination` when it is a file, or the
    ///   temporary folder cannot be made.
    public init(destination: String) throws(FileError) {
        self.destination = destination.count > 1 && destination.hasSuffix("/") ? String(destination.dropLast()) : destination
        var info = stat()
        if stat(self.destination, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
            throw FileError(.io, "is a file, not a folder: cannot write a folder there", file: self.destination)
        }
        let (parent, template) = StaleTemporaries.template(for: self.destination)
        self.parent = parent
        if !parent.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw FileError(.io, "cannot create the folder \(parent): \(MessageText.plainWords(for: error))", file: self.destination)
            }
        }
        var bytes = Array(template.utf8CString)
        LiveTemporaries.willCreate()
        guard bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            let failure = Errno(rawValue: errno)
            LiveTemporaries.notCreated()
            throw FileError(.io, "cannot write: \(MessageText.words(for: failure))", file: self.destination)
        }
        folder = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        LiveTemporaries.created(folder)
        _ = chmod(folder, 0o755)
    }

    deinit { abandon() }

    /// Creates a writer for `destination`, lets `body` fill its ``folder`` and commits it; when
    /// `body` throws, the temporary folder is removed and the error rethrown.
    ///
    /// - Throws: what `body` throws; ``FileError`` `.io` naming `destination`.
    public static func write(to destination: String, _ body: (_ folder: String) throws -> Void) throws {
        let writer = try AtomicFolderWriter(destination: destination)
        do {
            try body(writer.folder)
        } catch {
            writer.abandon()
            throw error
        }
        try writer.commit()
    }

    /// Carries over the previous folder's other files, syncs, and puts the new folder in place.
    ///
    /// - Throws: ``FileError`` `.io` naming the destination; before the exchange the
    ///   temporary folder is removed and the destination keeps its previous content.
    public func commit() throws(FileError) {
        guard isOpen else { throw FileError(.io, "the folder writer was already committed or abandoned", file: destination) }
        var info = stat()
        let exists = stat(destination, &info) == 0
        do throws(FileError) {
            if exists { try carryOver(from: destination, to: folder) }
            try Self.sync(folder, recursively: true)
        } catch {
            abandon()
            throw error
        }
        WriteStall.point(.folder, destination: destination, temporary: folder)
        // Under the registry's lock: an interrupt either removes the temporary folder before
        // this (and the destination is left as it was) or after it, never half-way through.
        let placed = LiveTemporaries.settle(folder) { self.place(replacing: exists) }
        switch placed {
        case .failure(let error):
            abandon()
            throw error
        case .success(let exchanged):
            if exchanged { WriteStall.point(.exchanged, destination: destination, temporary: folder) }
        }
        isOpen = false
        try? FileManager.default.removeItem(atPath: folder) // the previous folder, if any
        LiveTemporaries.finished(folder)
        try? Self.sync(parent.isEmpty ? "." : parent, recursively: false)
        StaleTemporaries.removeDead(in: parent.isEmpty ? "." : parent)
    }

    /// Puts the temporary folder in place of the destination; returns whether it was exchanged
    /// with a previous folder in one step. Touches no lock (it runs under the registry's).
    private func place(replacing exists: Bool) -> Result<Bool, FileError> {
        if !exists {
            guard rename(folder, destination) == 0 else { return .failure(error("cannot move the new folder into place")) }
            return .success(false)
        }
        if Self.exchange(folder, destination) { return .success(true) }
        // No atomic exchange here: park the previous folder, then move the new one in.
        var parkedBytes = Array(StaleTemporaries.template(for: destination).template.utf8CString)
        guard parkedBytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            return .failure(error("cannot move the previous folder aside"))
        }
        let parked = String(decoding: parkedBytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard rename(destination, parked) == 0 else {
            let failure = error("cannot move the previous folder aside")
            _ = rmdir(parked)
            return .failure(failure)
        }
        guard rename(folder, destination) == 0 else {
            let failure = error("cannot move the new folder into place")
            _ = rename(parked, destination)
            return .failure(failure)
        }
        _ = rename(parked, folder)
        return .success(false)
    }

    /// Removes the temporary folder, leaving the destination untouched. Idempotent.
    public func abandon() {
        guard isOpen else { return }
        isOpen = false
        try? FileManager.default.removeItem(atPath: folder)
        LiveTemporaries.finished(folder)
    }

    private func error(_ what: String) -> FileError {
        FileError(.io, "\(what): \(MessageText.words(for: Errno(rawValue: errno)))", file: destination)
    }

    /// Links every entry of `old` that `new` lacks into `new`, recursing into folders both have.
    private func carryOver(from old: String, to new: String) throws(FileError) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: old) } catch {
            throw FileError(.io, "cannot read the previous folder: \(MessageText.plainWords(for: error))", file: old)
        }
        for name in names where StaleTemporaries.writer(of: name) == nil {
            let from = old + "/" + name, to = new + "/" + name
            var oldInfo = stat(), newInfo = stat()
            guard lstat(from, &oldInfo) == 0 else { continue }
            let oldIsFolder = (oldInfo.st_mode & S_IFMT) == S_IFDIR
            if lstat(to, &newInfo) == 0 {
                if oldIsFolder && (newInfo.st_mode & S_IFMT) == S_IFDIR { try carryOver(from: from, to: to) }
                continue // the new content wins
            }
            if oldIsFolder {
                guard mkdir(to, oldInfo.st_mode & 0o7777) == 0 else { throw carryFailure(from) }
                try carryOver(from: from, to: to)
            } else if (oldInfo.st_mode & S_IFMT) == S_IFLNK {
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: from),
                    symlink(target, to) == 0
                else { throw carryFailure(from) }
            } else if link(from, to) != 0 {
                // No hard links on this file system: copy.
                do { try FileManager.default.copyItem(atPath: from, toPath: to) } catch { throw carryFailure(from) }
            }
        }
    }

    private func carryFailure(_ path: String) -> FileError {
        FileError(.io, "cannot carry \(path) over into the new folder: \(MessageText.words(for: Errno(rawValue: errno)))", file: destination)
    }

    /// `fsync`s `path`, a folder, and with `recursively` every file and folder under it.
    private static func sync(_ path: String, recursively: Bool) throws(FileError) {
        if recursively, let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
            for name in names {
                let child = path + "/" + name
                var info = stat()
                guard lstat(child, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: try sync(child, recursively: true)
                case S_IFREG: try syncOne(child, flags: O_RDONLY)
                default: continue
                }
            }
        }
        try syncOne(path, flags: O_RDONLY | O_DIRECTORY)
    }

    private static func syncOne(_ path: String, flags: CInt) throws(FileError) {
        let fd = open(path, flags | O_CLOEXEC)
        guard fd >= 0 else {
            throw FileError(.io, "cannot sync: \(MessageText.words(for: Errno(rawValue: errno)))", file: path)
        }
        defer { _ = close(fd) }
        guard fsync(fd) == 0 else {
            throw FileError(.io, "cannot sync: \(MessageText.words(for: Errno(rawValue: errno)))", file: path)
        }
    }

    /// Exchanges two paths atomically; false when the file system (or the C library) cannot.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
            typealias RenameAt2 = @convention(c) (CInt, UnsafePointer<CChar>, CInt, UnsafePointer<CChar>, CUnsignedInt) -> CInt
            // Glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc module lacks.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: CUnsignedInt = 1 << 1
            return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #elseif canImport(Darwin)
            return renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
        #else
            return false
        #endif
    }
}
