import SystemPackage
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes file reads cold: asks the kernel to drop a file's pages from the page cache with
/// `posix_fadvise(POSIX_FADV_DONTNEED)`. Clean pages are dropped at once; the call is advice,
/// so a later sample still reports its major faults and read time as measured.
package enum PageCache {
    /// Drops `path`'s cached pages.
    ///
    /// - Throws: ``ProbeError`` `.system` naming the file when it cannot be opened or the
    ///   advice is refused.
    package static func evict(_ path: String) throws(ProbeError) {
        let fd: FileDescriptor
        do {
            fd = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
        } catch {
            throw ProbeError(wrapping: error, .system, "cannot open to evict from the page cache", file: path)
        }
        defer { try? fd.close() }
        #if os(Linux)
            let status = posix_fadvise(fd.rawValue, 0, 0, POSIX_FADV_DONTNEED)
            guard status == 0 else { throw ProbeError(.system, "\(path): posix_fadvise(DONTNEED) failed with error \(status)") }
        #else
            // Darwin has no call that drops one file's pages (not built here: kept small).
            throw ProbeError(.system, "\(path): evicting a file from the page cache needs Linux's posix_fadvise")
        #endif
    }
}
