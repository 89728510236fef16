import SystemPackage

/// Whole-file reads through a file descriptor, with errors that name the file.
enum FileBytes {
    /// Reads the whole file at `path`.
    /// - Throws: ``WorkloadError`` with code `io`.
    static func read(_ path: String) throws(WorkloadError) -> [UInt8] {
        do {
            let fd = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
            return try fd.closeAfter {
                var bytes: [UInt8] = []
                // A capacity hint only (pipes cannot seek): the loop reads to the real end.
                if let size = try? fd.seek(offset: 0, from: .end) {
                    _ = try fd.seek(offset: 0, from: .start)
                    bytes.reserveCapacity(Int(size))
                }
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let n = try chunk.withUnsafeMutableBytes { try fd.read(into: $0) }
                    if n == 0 { break }
                    bytes.append(contentsOf: chunk[..<n])
                }
                return bytes
            }
        } catch {
            throw WorkloadError(.io, "cannot read: \(error)", file: path)
        }
    }

    /// Writes `bytes` to `path` atomically (see ``AtomicFileWriter``).
    static func writeAtomically<C: Collection<UInt8>>(_ bytes: C, to path: String) throws(WorkloadError) {
        let writer = try AtomicFileWriter(destination: path)
        try writer.write(bytes)
        try writer.commit()
    }
}
