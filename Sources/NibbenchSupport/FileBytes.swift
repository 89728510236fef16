#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import SystemPackage

/// Whole-file reads through a file descriptor, with errors that name the file.
public enum FileBytes {
    /// Reads the whole regular file at `path`.
    ///
    /// A folder, a device or a FIFO is refused before anything is allocated: the size comes
    /// from `fstat`, never from seeking (seeking to the end of a folder on Linux reports
    /// 2⁶³ − 1 bytes).
    ///
    /// - Throws: ``FileError`` `.io` naming the file and what is wrong, in words.
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        let fd: FileDescriptor
        do {
            fd = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
        } catch {
            throw FileError(.io, "cannot read: \(MessageText.words(for: error))", file: path)
        }
        defer { try? fd.close() }
        let size = try regularFileSize(fd, path: path)
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < bytes.count {
            let n: Int
            do {
                n = try bytes.withUnsafeMutableBytes { buffer in
                    try fd.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
                }
            } catch {
                throw FileError(.io, "cannot read: \(MessageText.words(for: error))", file: path)
            }
            if n == 0 { break } // the file shrank while we read it
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The size of the open file `fd`, which must be a regular file.
    ///
    /// - Throws: ``FileError`` `.io` for a folder or any other kind of file.
    static func regularFileSize(_ fd: FileDescriptor, path: String) throws(FileError) -> Int {
        var info = stat()
        guard fstat(fd.rawValue, &info) == 0 else {
            throw FileError(.io, "cannot read: \(MessageText.words(for: Errno(rawValue: errno)))", file: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Int(info.st_size)
        case S_IFDIR: throw FileError(.io, "is a folder, not a file", file: path)
        default: throw FileError(.io, "is not a regular file (a device, pipe or socket)", file: path)
        }
    }
}
