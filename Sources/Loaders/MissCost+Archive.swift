import NibArchive
import NibCache

extension MissCost {
    /// The cost of a miss on an archive.
    ///
    /// - Parameters:
    ///   - archive: The nib's bytes (its header gives the counts); an unreadable header counts
    ///     as its byte size.
    ///   - measuredNanoseconds: The miss's read + decode time (used by ``measured`` only).
    /// - Returns: A non-negative cost in this source's unit (entries, bytes or nanoseconds).
    /// - Complexity: O(1).
    package func cost(of archive: UnsafeRawBufferPointer, measuredNanoseconds: UInt64) -> Double {
        switch self {
        case .measured: return Double(measuredNanoseconds)
        case .bytes: return Double(archive.count)
        case .objects:
            guard let header = try? NibArchiveHeader(reading: archive) else { return Double(archive.count) }
            return Double(header.objectCount) + Double(header.valueCount)
        }
    }
}
