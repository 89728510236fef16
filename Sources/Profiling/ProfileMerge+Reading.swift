import NibbenchSupport
import Foundation
import Manifest
import Records

extension ProfileMerge.Part {
    /// Reads the parts of a merge from a folder, ordered by number: each `N.source` holds the
    /// source file profiled (relative to the repository's top), or `*` for the whole folder;
    /// `N/profile.json` is its profile, and when there is none, the first line of `N.err` that
    /// is not a warning (``failureMessage(standardError:)``) says why. Other files are ignored.
    ///
    /// - Throws: ``InputError`` naming the file: `io` when the folder cannot be listed or a file
    ///   cannot be read (or is not a profile, with the field's JSON path when a field is
    ///   missing or mistyped: ``NibProfile/read(_:)``); `bad-part` for a `.source` file not
    ///   named by a number or naming nothing.
    package static func read(from folder: String) throws(InputError) -> [ProfileMerge.Part] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw InputError(wrapping: error, .io, "cannot list the parts of the merge", file: folder)
        }
        var numbered: [(number: Int, stem: String)] = []
        for name in names where name.hasSuffix(".source") {
            let stem = String(name[..<(name.firstIndex(of: ".") ?? name.endIndex)])
            guard !stem.isEmpty, stem.allSatisfy(\.isASCII), let number = Int(stem) else {
                throw InputError(.badPart, "a part's source file is not named N.source (N a number)", file: folder + "/" + name)
            }
            numbered.append((number, stem))
        }
        return try numbered.sorted { $0.number < $1.number }.map { (part) throws(InputError) in
            try read(part.stem, in: folder)
        }
    }

    /// The part `stem` of `folder`: `stem.source`, then `stem/profile.json` or `stem.err`.
    static func read(_ stem: String, in folder: String) throws(InputError) -> ProfileMerge.Part {
        let sourceFile = folder + "/" + stem + ".source"
        let source = try text(of: sourceFile).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !source.isEmpty else { throw InputError(.badPart, "names no source file (nor * for the whole folder)", file: sourceFile) }
        let scope: ProfileMerge.Part.Scope = source == "*" ? .folder : .file(source)
        let profile = folder + "/" + stem + "/" + NibProfile.fileName
        if FileManager.default.fileExists(atPath: profile) {
            return ProfileMerge.Part(scope, .profiled(try NibProfile.read(profile)))
        }
        let errors = folder + "/" + stem + ".err"
        let standardError = FileManager.default.fileExists(atPath: errors) ? try text(of: errors) : ""
        return ProfileMerge.Part(scope, .failed(message: failureMessage(standardError: standardError)))
    }

    /// Why a source could not be profiled, from what `nibbench profile` wrote on standard
    /// error: its first line that is not empty and not a warning (`FILE:LINE:COL: warning: …`),
    /// without the `nibbench: ` prefix; `could not be profiled` when there is none.
    package static func failureMessage(standardError: String) -> String {
        let lines = standardError.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        let line = lines.lazy.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.first { !$0.isEmpty && !$0.contains(": warning: ") }
        guard let line else { return "could not be profiled" }
        return line.hasPrefix("nibbench: ") ? String(line.dropFirst("nibbench: ".count)) : line
    }

    /// The text of `file` (bytes that are not UTF-8 replaced).
    static func text(of file: String) throws(InputError) -> String {
        do { return String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self) } catch {
            throw InputError(wrapping: error, .io, "cannot read the part", file: file)
        }
    }
}
