import SystemPackage

/// Whole-file reads through a file descriptor, with errors that name the file.
public enum FileBytes {
    /// Reads the whole file at `path`.
    ///
    /// - Throws: ``NibArchiveError`` `.io` naming the file.
    public static func read(_ path: String) throws(NibArchiveError) -> [UInt8] {
        do {
            let fd = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
            return try fd.closeAfter {
                let size = try fd.seek(offset: 0, from: .end)
                _ = try fd.seek(offset: 0, from: .start)
                var bytes = [UInt8](repeating: 0, count: Int(size))
                var filled = 0
                while filled < bytes.count {
                    let n = try bytes.withUnsafeMutableBytes { buffer in
                        try fd.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
                    }
                    if n == 0 { break }  // the file shrank while we read it
                    filled += n
                }
                bytes.removeSubrange(filled...)
                return bytes
            }
        } catch {
            throw NibArchiveError(.io, "cannot read: \(MessageText.words(for: error))", file: path)
        }
    }
}
