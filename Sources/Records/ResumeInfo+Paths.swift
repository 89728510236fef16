import Foundation

extension ResumeInfo {
    /// This record with its corpus and trace paths relative to `folder` (the results folder
    /// its `run.json` is written to), e.g. `../../Corpora/default`. Paths are made absolute
    /// from the current folder and compared by their components, without resolving symbolic
    /// links, as ``resolved(against:)`` joins them again.
    package func relative(to folder: String) -> ResumeInfo {
        var copy = self
        copy.corpusPath = Self.path(corpusPath, relativeTo: folder)
        copy.tracePath = Self.path(tracePath, relativeTo: folder)
        return copy
    }

    /// This record with relative corpus and trace paths joined to `folder` (where its
    /// `run.json` was read from); absolute paths, as earlier versions wrote, are kept.
    package func resolved(against folder: String) -> ResumeInfo {
        var copy = self
        copy.corpusPath = Self.path(corpusPath, resolvedAgainst: folder)
        copy.tracePath = Self.path(tracePath, resolvedAgainst: folder)
        return copy
    }

    /// `path` relative to `folder`: `..` for each of `folder`'s components below their
    /// common ancestor, then the rest of `path` (`.` when they are the same).
    static func path(_ path: String, relativeTo folder: String) -> String {
        let target = components(absolute(path)), base = components(absolute(folder))
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` when absolute, else `folder`/`path` with `.` and `..` removed.
    static func path(_ path: String, resolvedAgainst folder: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: absolute(folder), isDirectory: true)).standardizedFileURL.path
    }

    private static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    private static func components(_ path: String) -> [Substring] { path.split(separator: "/") }
}
