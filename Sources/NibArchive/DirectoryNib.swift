import NibbenchSupport

/// Directory nibs: what Xcode writes for a xib when a nib needs variants per OS version.
///
/// `Foo.nib/` holds `objects-13.0+.nib`, `objects-11.0+.nib`, …, `objects.nib` and/or
/// `runtime.nib`, each a complete NIBArchive. Like UIKit on a current OS, nibbench reads the
/// newest versioned variant, else `objects.nib`, else `runtime.nib`.
public enum DirectoryNib {
    /// The archive file to read for `path`: `path` itself when it is not a folder, the chosen
    /// variant when it is a directory nib.
    ///
    /// - Throws: ``NibArchiveError`` `.io` for a folder that holds no nib variant.
    public static func resolve(_ path: String) throws(NibArchiveError) -> String {
        guard FolderEntries.isFolder(path) else { return path }
        guard let variant = variant(in: path) else {
            throw NibArchiveError(.io, "is a folder, not a nib (a directory nib holds objects-X.Y+.nib, objects.nib or runtime.nib)", file: path)
        }
        return path + "/" + variant
    }

    /// The name of the variant to read in the folder `path`, or nil when it holds none.
    public static func variant(in path: String) -> String? {
        let names = FolderEntries.names(in: path)
        func version(_ name: String) -> [Int]? {
            guard name.hasPrefix("objects-"), name.hasSuffix("+.nib") else { return nil }
            let parts = name.dropFirst("objects-".count).dropLast("+.nib".count).split(separator: ".", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0) }
            return numbers.count == parts.count && !numbers.isEmpty ? numbers : nil
        }
        let versioned = names.compactMap { name in version(name).map { (name, $0) } }
        if let newest = versioned.max(by: { $0.1.lexicographicallyPrecedes($1.1) }) { return newest.0 }
        return ["objects.nib", "runtime.nib"].first { names.contains($0) }
    }
}
