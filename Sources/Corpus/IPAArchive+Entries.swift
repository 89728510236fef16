import Foundation
import Manifest
import NibbenchSupport
import ZIPFoundation

extension IPAArchive {
    /// An entry's name without the one trailing `/` a folder's has.
    static func trimmed(_ name: String) -> String {
        name.count > 1 && name.hasSuffix("/") ? String(name.dropLast()) : name
    }

    /// Why an entry named `name` could choose a path outside the folder it is extracted into,
    /// or nil when it cannot: absolute, or with an empty, `.` or `..` component, or a NUL
    /// (``SafeFileName/problem(relativePath:)``).
    static func problem(entryName name: String) -> String? {
        SafeFileName.problem(relativePath: trimmed(name))
    }

    /// The one app of an archive whose entries are `names`: `Payload/X.app`.
    ///
    /// - Throws: ``InputError`` `bad-archive` naming `file` when there is none, or more than one.
    static func app(in names: [String], file: String) throws(InputError) -> String {
        var apps: Set<String> = []
        for name in names {
            let parts = name.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[0] == "Payload", parts[1].hasSuffix(".app"), !MacMetadata.isMetadata(String(parts[1])) else { continue }
            apps.insert("Payload/" + parts[1])
        }
        guard apps.count == 1, let app = apps.first else {
            throw InputError(
                .badArchive,
                apps.isEmpty
                    ? "holds no Payload/*.app: not an iOS app archive"
                    : "holds \(apps.count) apps (\(apps.sorted().joined(separator: ", "))): nibbench reads an .ipa of one", file: file)
        }
        return app
    }

    /// Whether the entry `name` is one nibbench extracts of `app`: its `Info.plist`, a `.nib`
    /// file, or anything inside a `.nib` folder or a `.storyboardc` bundle (in the app itself,
    /// its extensions, frameworks and bundles alike).
    static func isRead(_ name: String, app: String) -> Bool {
        guard name.hasPrefix(app + "/") else { return false }
        let below = name.dropFirst(app.count + 1)
        if below == AppBundleInfo.fileName { return true }
        return below.split(separator: "/").contains { $0.hasSuffix(".nib") || $0.hasSuffix(".storyboardc") }
    }

    /// An entry's name as an error shows it: escaped onto one line, in quotes.
    static func quoted(_ name: String) -> String {
        "\"" + MessageText.oneLine(name) + "\""
    }

    /// A zip library error in a few words.
    static func words(_ error: any Error) -> String {
        switch error {
        case Archive.ArchiveError.missingEndOfCentralDirectoryRecord:
            return "no end-of-central-directory record: not a zip file, or cut short"
        case Archive.ArchiveError.unreadableArchive:
            return "cannot be opened or is damaged"
        case Archive.ArchiveError.invalidCRC32:
            return "checksum mismatch"
        case Archive.ArchiveError.invalidCompressionMethod:
            return "compressed by a method other than deflate"
        case Archive.ArchiveError.invalidEntrySize, Archive.ArchiveError.invalidLocalHeaderDataOffset,
            Archive.ArchiveError.invalidLocalHeaderSize:
            return "its header is damaged"
        default:
            // The library's CompressionError is internal: known by its case's name.
            switch "\(error)" {
            case "corruptedData": return "its deflate data is corrupt"
            case "invalidStream": return "its deflate stream is invalid"
            default: return MessageText.plainWords(for: error)
            }
        }
    }
}

/// The end-of-central-directory record of a zip file, read only for the number of entries it
/// lists, so that an archive whose entries cannot all be read (the zip library stops listing
/// at the first unreadable one) is known to be cut short.
enum ZIPEndRecord {
    /// The entries the record of the zip file at `path` lists; nil when there is no record or
    /// it defers to a ZIP64 record (`0xFFFF`).
    static func entryCount(ofArchiveAt path: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size >= 22 else { return nil }
        // The record is 22 bytes and a comment of at most 65,535.
        let start = size > 65_557 ? size - 65_557 : 0
        guard (try? handle.seek(toOffset: start)) != nil, let data = try? handle.readToEnd() else { return nil }
        let bytes = [UInt8](data)
        var at = bytes.count - 22
        while at >= 0 {
            if bytes[at] == 0x50, bytes[at + 1] == 0x4B, bytes[at + 2] == 0x05, bytes[at + 3] == 0x06 {
                let total = Int(bytes[at + 10]) | Int(bytes[at + 11]) << 8
                return total == 0xFFFF ? nil : total
            }
            at -= 1
        }
        return nil
    }
}
