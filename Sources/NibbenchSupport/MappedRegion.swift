#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SystemPackage

/// A read-only, private memory mapping of a whole file, unmapped when it goes away.
///
/// The region is `~Copyable`: exactly one value owns the mapping and its `deinit` calls
/// `munmap`. NibArchive's `ArchiveStorage` wraps it to share it with archives and data slices.
public struct MappedRegion: ~Copyable, @unchecked Sendable {
    /// The mapped bytes; empty (with a nil base address) for an empty file.
    public let bytes: UnsafeRawBufferPointer

    /// Maps the file at `path` read-only.
    ///
    /// - Parameter path: the file to map.
    /// - Throws: ``FileError`` with code `.io` naming the file when it cannot be opened,
    ///   sized or mapped.
    public init(path: String) throws(FileError) {
        let fd: FileDescriptor
        do {
            fd = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
        } catch {
            throw FileError(.io, "cannot open: \(MessageText.words(for: error))", file: path)
        }
        defer { try? fd.close() }
        let size = try FileBytes.regularFileSize(fd, path: path)
        guard size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd.rawValue, 0),
            address != MAP_FAILED
        else {
            throw FileError(.io, "cannot map: \(MessageText.words(for: Errno(rawValue: errno)))", file: path)
        }
        bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(address), count: size)
    }

    /// Tells the kernel the mapping will be read from start to end (`MADV_SEQUENTIAL`), so it
    /// reads ahead and drops pages behind. Advice only: failures are ignored.
    public func adviseSequential() {
        guard let base = bytes.baseAddress else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, MADV_SEQUENTIAL)
    }

    /// Drops the whole pages of `range` from this process's resident memory
    /// (`MADV_DONTNEED`); reading them again faults them back in from the file. Lets a reader
    /// stream a mapped file without the whole file counting as resident. Advice only.
    public func discard(_ range: Range<Int>) {
        guard let base = bytes.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let address = Int(bitPattern: base)
        let start = (address + range.lowerBound + page - 1) / page * page
        let end = (address + min(range.upperBound, bytes.count)) / page * page
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_DONTNEED)
    }

    deinit {
        if let base = bytes.baseAddress {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        }
    }
}
