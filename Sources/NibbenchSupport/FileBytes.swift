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
        // Read straight into the array's spare capacity (``Array/fill(_:_:)``: no zero-fill, and
        // no allocation through the runtime's generic-metadata cache, whose cost moves with the
        // binary's layout).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var reader = Reader(fd: fd.rawValue)
        while bytes.count < size {
            let n = bytes.fill(size - bytes.count, with: &reader)
            if let failure = reader.failure { throw FileError(.io, "cannot read: \(MessageText.words(for: failure))", file: path) }
            if n == 0 { break } // the file shrank while we read it
        }
        return bytes
    }

    /// Reads from a file into an array's spare capacity (one `read(2)`, retried on EINTR).
    struct Reader: ArrayFiller {
        let fd: Int32
        var failure: Errno?

        mutating func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
            while true {
                let n = systemRead(fd, buffer.baseAddress, buffer.count)
                if n >= 0 { return n }
                if errno == EINTR { continue }
                failure = Errno(rawValue: errno)
                return 0
            }
        }
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

/// `read(2)` (inside ``FileBytes`` the name is its own `read`).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
