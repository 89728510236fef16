#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder's kind and names through `stat(2)` and `opendir(3)`, without Foundation: the nib
/// reader asks this of every path it opens.
package enum FolderEntries {
    /// Whether `path` is a folder (following a symbolic link); false when it does not exist.
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a regular file (following a symbolic link); false when it does not exist.
    package static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The names in the folder `path`, without `.` and `..`; empty when it cannot be read.
    package static func names(in path: String) -> Set<String> {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: Set<String> = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.insert(name) }
        }
        return names
    }
}
