import Foundation
import Manifest
import NibbenchSupport
import SystemPackage
import ZIPFoundation

/// An `.ipa` file — a zip archive whose `Payload/X.app/` is an app — and the extraction of what
/// nibbench reads of it into a folder: the app's `Info.plist`, its `.nib` files and folders and
/// its `.storyboardc` bundles (those of its extensions and frameworks too), nothing else.
///
/// The archive is untrusted input. Before anything is written every entry's name is checked:
/// an absolute name or one with a `..` (or `.`, or empty) component is refused
/// (`unsafe-entry`), whether or not it would be extracted, and so is a symbolic link among the
/// entries extracted (the others are never written). Entries are written only below the
/// folder given, each as a new file (`O_EXCL`, never through a link), and no more than
/// ``Limits`` allow: too many entries or too many bytes once inflated is `too-large`, counted
/// as the bytes come (a declared size is not trusted). A file that is not a zip archive, is cut
/// short (its central directory lists more entries than can be read) or has an entry that does
/// not inflate or whose checksum differs is `bad-archive`, naming the file and the entry.
///
/// Mac metadata entries (`__MACOSX/…`, `._*`; ``MacMetadata``) are never extracted; the files
/// among them are counted.
package struct IPAArchive: Sendable {
    /// The bounds an extraction keeps to.
    package struct Limits: Sendable, Hashable {
        /// Entries the archive may hold (its central directory's, all of them).
        package var entries: Int
        /// Bytes the entries extracted may inflate to, together.
        package var bytes: Int

        /// Bounds: by default 200,000 entries (an app with frameworks and extensions holds tens
        /// of thousands) and 1 GiB of nibs, far above any app's.
        package init(entries: Int = 200_000, bytes: Int = 1 << 30) {
            (self.entries, self.bytes) = (entries, bytes)
        }
    }

    /// What an extraction wrote.
    package struct Extracted: Sendable, Hashable {
        /// The app's folder below the folder extracted into: `Payload/X.app`.
        package var app: String
        /// Files and folders written, and the bytes of the files.
        package var entries: Int, bytes: Int
        /// Mac metadata files in the archive, left out.
        package var ignoredMetadata: Int
    }

    /// The `.ipa` file.
    package var path: String
    /// The bounds of ``extract(into:)``.
    package var limits: Limits

    /// The archive at `path`, to be extracted within `limits`.
    package init(path: String, limits: Limits = Limits()) {
        (self.path, self.limits) = (path, limits)
    }

    /// Writes the app's `Info.plist`, nibs and storyboards into `folder` (which exists), at
    /// the paths they have in the archive (`folder/Payload/X.app/…`).
    ///
    /// - Throws: ``InputError`` naming the `.ipa` (and the entry, when one is at fault):
    ///   `bad-archive` when it is not a zip archive, is cut short or corrupt, or holds no
    ///   `Payload/*.app` or more than one; `unsafe-entry` for an entry that would leave
    ///   `folder`; `too-large` past ``limits``; `io` when a file cannot be written.
    package func extract(into folder: String) throws(InputError) -> Extracted {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw caused(error, .badArchive, "not a readable zip archive (\(Self.words(error)))")
        }
        let entries = try listed(archive)
        let app = try Self.app(in: entries.map(\.path), file: path)
        var extracted = Extracted(app: app, entries: 0, bytes: 0, ignoredMetadata: 0)
        var chosen: [Entry] = []
        for entry in entries {
            let name = Self.trimmed(entry.path)
            if MacMetadata.isMetadata(path: name) {
                if entry.type != .directory { extracted.ignoredMetadata += 1 }
            } else if Self.isRead(name, app: app) {
                if entry.type == .symlink {
                    throw InputError(
                        .unsafeEntry, "entry \(Self.quoted(entry.path)): a symbolic link where nibbench reads files (refused)", file: path)
                }
                chosen.append(entry)
            }
        }
        for entry in chosen {
            try extractEntry(entry, from: archive, into: folder, counting: &extracted)
        }
        return extracted
    }

    /// Every entry of `archive`, each name checked, within ``Limits/entries``; the archive is
    /// cut short when its central directory lists more than can be read.
    private func listed(_ archive: Archive) throws(InputError) -> [Entry] {
        var entries: [Entry] = []
        for entry in archive {
            guard entries.count < limits.entries else {
                throw InputError(
                    .tooLarge, "holds more than \(limits.entries) entries: nibbench reads archives of at most \(limits.entries)", file: path)
            }
            if let problem = Self.problem(entryName: entry.path) {
                throw InputError(
                    .unsafeEntry, "entry \(Self.quoted(entry.path)): \(problem): refusing an archive that writes outside its folder", file: path)
            }
            entries.append(entry)
        }
        if let listed = ZIPEndRecord.entryCount(ofArchiveAt: path), listed > entries.count {
            throw InputError(
                .badArchive, "cut short or corrupt: its central directory lists \(listed) entries, \(entries.count) could be read", file: path)
        }
        return entries
    }

    /// Writes one entry below `folder`, keeping to ``Limits/bytes``.
    private func extractEntry(_ entry: Entry, from archive: Archive, into folder: String, counting extracted: inout Extracted) throws(InputError) {
        let name = Self.trimmed(entry.path)
        let target: String
        do { target = try SafeFileName.path(name, inside: folder) } catch { throw InputError(io: error) }
        if entry.type == .directory {
            do {
                try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            } catch {
                throw InputError(wrapping: error, .io, "cannot create the folder", file: target)
            }
            extracted.entries += 1
            return
        }
        guard entry.uncompressedSize <= UInt64(limits.bytes - extracted.bytes) else {
            throw tooManyBytes(entry)
        }
        do {
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        } catch {
            throw InputError(wrapping: error, .io, "cannot create the folder", file: target)
        }
        let descriptor: FileDescriptor
        do {
            // A new file only: a name the archive holds twice, or a link planted by an earlier
            // entry, is refused rather than followed or overwritten.
            descriptor = try FileDescriptor.open(
                FilePath(target), .writeOnly, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
        } catch {
            throw InputError(
                .io,
                "entry \(Self.quoted(entry.path)): cannot write \(target): \(MessageText.words(for: error))"
                    + ((error as? Errno) == .fileExists ? " (the archive holds it twice)" : ""), file: path)
        }
        let handle = FileHandle(fileDescriptor: descriptor.rawValue, closeOnDealloc: true)
        var written = 0
        let budget = limits.bytes - extracted.bytes
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry, skipCRC32: false) { chunk in
                written += chunk.count
                guard written <= budget else { throw Overflow() }
                do { try handle.write(contentsOf: chunk) } catch { throw InputError(wrapping: error, .io, "cannot write", file: target) }
            }
        } catch is Overflow {
            throw tooManyBytes(entry)
        } catch let error as InputError {
            throw error
        } catch {
            throw caused(error, .badArchive, "entry \(Self.quoted(entry.path)): cannot be read (\(Self.words(error)))")
        }
        guard checksum == entry.checksum else {
            throw InputError(.badArchive, "entry \(Self.quoted(entry.path)): its checksum differs from the archive's (corrupt)", file: path)
        }
        extracted.entries += 1
        extracted.bytes += written
    }

    /// Thrown by the consumer of an entry's bytes past the budget.
    private struct Overflow: Error {}

    /// An error naming the archive, with `cause` kept (its words are in `message` already).
    private func caused(_ cause: any Error, _ code: InputError.Code, _ message: String) -> InputError {
        var error = InputError(code, message, file: path)
        error.cause = cause
        return error
    }

    private func tooManyBytes(_ entry: Entry) -> InputError {
        InputError(
            .tooLarge,
            "entry \(Self.quoted(entry.path)): its nibs inflate past \(limits.bytes) bytes: nibbench extracts at most that much of an archive",
            file: path)
    }
}
