import Foundation
import NibbenchSupport
import Records

/// Where a profiled nib came from in the work tree, for annotations on a pull request: its
/// source file and, for a storyboard scene or prototype cell, the line of the scene's view
/// controller or the cell in that file.
///
/// Names are resolved under ``root``, the folder a profile's names are relative to (the parent
/// of the folder given to `nibbench profile`). Only files under it are read, and only to find a
/// line; a name that would leave it (`..`, an absolute path) is not looked up.
package struct NibSourceLocator: Sendable {
    /// The folder names are relative to, relative to the repository's top (`.`: the top).
    package var root: String

    package init(root: String = ".") {
        self.root = root
    }

    /// A source file, and the 1-based line of its element when the nib is one of several in it.
    package struct Location: Sendable, Equatable {
        package var file: String
        package var line: Int?

        package init(file: String, line: Int?) {
            (self.file, self.line) = (file, line)
        }
    }

    /// The folder a profile's names are relative to: the parent of the folder or file it was
    /// given (`Sources/App` → `Sources`), when every input has the same parent and is relative;
    /// else `.`.
    package static func root(ofInputs inputs: [String]) -> String {
        let parents = Set(inputs.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) }.map { ($0 as NSString).deletingLastPathComponent })
        guard parents.count == 1, let parent = parents.first, !parent.hasPrefix("/") else { return "." }
        return parent.isEmpty ? "." : parent
    }

    /// Where `entry` of a profile came from.
    package func locate(_ entry: NibProfile.Entry) -> Location {
        let file = path(entry.source)
        guard let scene = entry.scene else { return Location(file: file, line: nil) }
        let cell = entry.name.range(of: "#cell:").map { String(entry.name[$0.upperBound...]) }
        return Location(file: file, line: Self.line(in: file, scene: scene, cell: cell))
    }

    /// Where the nib a history's subject names came from (`App/Views/Card`,
    /// `App/Main/Settings`, `App/Main/List#cell:Row`): the xib or compiled nib of that name,
    /// else the storyboard the last component is a scene of; nil when neither is a file.
    package func locate(subject: String) -> Location? {
        let cellMark = subject.range(of: "#cell:")
        let name = cellMark.map { String(subject[..<$0.lowerBound]) } ?? subject
        let cell = cellMark.map { String(subject[$0.upperBound...]) }
        guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
        for ext in [".xib", ".nib"] where cell == nil && FolderEntries.isFile(path(name + ext)) {
            return Location(file: path(name + ext), line: nil)
        }
        let storyboard = (name as NSString).deletingLastPathComponent + ".storyboard"
        guard name.contains("/"), FolderEntries.isFile(path(storyboard)) else { return nil }
        let file = path(storyboard)
        return Location(file: file, line: Self.line(in: file, scene: (name as NSString).lastPathComponent, cell: cell))
    }

    /// `relative` (a profile's source) as a path from the repository's top.
    package func path(_ relative: String) -> String { root == "." || root.isEmpty ? relative : root + "/" + relative }

    /// The line of scene `scene`'s element in the storyboard `file` (its `storyboardIdentifier`,
    /// else the id a generated identifier such as `UIViewController-A8v-Ao-FSs` ends with), or of
    /// the prototype cell `cell` (its `reuseIdentifier`) after it; nil when not found.
    static func line(in file: String, scene: String, cell: String?) -> Int? {
        guard let data = FileManager.default.contents(atPath: file), data.count <= 64 << 20 else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var patterns = [" storyboardIdentifier=\"\(Self.escaped(scene))\""]
        if let dash = scene.firstIndex(of: "-") { patterns.append(" id=\"\(Self.escaped(String(scene[scene.index(after: dash)...])))\"") }
        guard let start = patterns.lazy.compactMap({ p in lines.firstIndex { $0.contains(p) } }).first else { return nil }
        guard let cell else { return start + 1 }
        let reuse = " reuseIdentifier=\"\(Self.escaped(cell))\""
        return lines[start...].firstIndex { $0.contains(reuse) }.map { $0 + 1 } ?? start + 1
    }

    /// `text` as it appears in an XML attribute value.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
