extension ProfileMerge {
    /// The last component of ``folder``: the first component of every merged entry's name, as
    /// a whole-folder profile of ``folder`` names its entries.
    package var topName: String {
        folder.split(separator: "/").last.map(String.init) ?? folder
    }

    /// A source path relative to the repository's top, named as a whole-folder profile of
    /// ``folder`` names it: ``topName``, then the path relative to ``folder``
    /// (`App/Views/Cell.xib` in folder `App` is `App/Views/Cell.xib`; in folder `Apps/Main`,
    /// `Apps/Main/Cell.xib` is `Main/Cell.xib`). A path outside the folder climbs out of it
    /// with `..`.
    package func canonicalPath(_ source: String) -> String {
        topName + "/" + Self.relativePath(source, from: folder)
    }

    /// `path` relative to `start` (both relative to the same folder), component by component
    /// after `.` and `..` are resolved; `.` when they are the same.
    static func relativePath(_ path: String, from start: String) -> String {
        let (target, base) = (normalized(path), normalized(start))
        let common = zip(target, base).prefix { $0 == $1 }.count
        let components = Array(repeating: "..", count: base.count - common) + target[common...]
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// `path`'s components without empty ones and `.`, each `..` removing the one before it.
    static func normalized(_ path: String) -> [String] {
        var components: [String] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(String(component))
            }
        }
        return components
    }

    /// The folder part of a path: `App/Views` of `App/Views/Cell.xib` (empty for a bare name).
    static func parent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}
