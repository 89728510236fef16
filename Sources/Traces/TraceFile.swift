import NibbenchSupport
import Manifest

/// A trace file read whole, with its format: the one asked for, else the one its name or its
/// content shows (see ``TraceFileFormat``).
package struct TraceFile: Sendable {
    /// Where the bytes came from.
    package let path: String
    /// The whole file.
    package let bytes: [UInt8]
    /// The format to read `bytes` in.
    package let format: TraceFileFormat

    /// Reads the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The trace file.
    ///   - format: The format to read it in; nil to take it from a libCacheSim name
    ///     (``TraceFileFormat/named(_:)``) or else from the content (``TraceFileFormat/sniff(_:)``).
    /// - Throws: ``InputError`` `io` when the file cannot be read; `bad-header` for a
    ///   zstd-compressed file, or (format nil) binary data of no known format.
    /// - Complexity: O(file size).
    package init(path: String, format: TraceFileFormat? = nil) throws(InputError) {
        let bytes = try InputFiles.read(path)
        self.path = path
        self.bytes = bytes
        let detected = bytes.withUnsafeBytes { buffer in
            Result { () throws(InputError) in try Self.format(of: buffer, path: path, asked: format) }
        }
        self.format = try detected.get()
    }

    /// The format to read `bytes` (the file at `path`) in: `asked`, else the one the name or
    /// the content shows.
    /// - Throws: ``InputError`` `bad-header` for zstd-compressed data, or (`asked` nil)
    ///   binary data of no known format.
    /// - Complexity: O(1) for text; O(min(records, 1000)) for binary data.
    static func format(of bytes: UnsafeRawBufferPointer, path: String, asked format: TraceFileFormat?) throws(InputError) -> TraceFileFormat {
        if TraceFileFormat.isZstandard(bytes) || (format == nil && TraceFileFormat.isCompressed(path)) {
            throw InputError(.badHeader, "the trace is zstd-compressed; decompress it first (zstd -d)", file: path, offset: 0)
        }
        if let format = format ?? TraceFileFormat.named(path) ?? TraceFileFormat.sniff(bytes) {
            return format
        }
        throw InputError(
            .badHeader,
            "binary data that is neither a CSV trace nor libCacheSim oracleGeneral (\(bytes.count) bytes, not a whole number of sane 24-byte records)",
            file: path, offset: 0)
    }
}
