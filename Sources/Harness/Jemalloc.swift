import CJemalloc

/// The one place that calls jemalloc's `mallctl`; failures become ``ProbeError``s.
enum Jemalloc {
    /// Reads a control whose value is a pointer to a per-thread `UInt64` counter
    /// (`thread.allocatedp`, `thread.deallocatedp`).
    static func counterPointer(_ name: String) throws(ProbeError) -> UnsafeMutablePointer<UInt64> {
        var pointer: UnsafeMutablePointer<UInt64>? = nil
        var size = MemoryLayout<UnsafeMutablePointer<UInt64>?>.size
        let status = mallctl(name, &pointer, &size, nil, 0)
        guard status == 0, let pointer else {
            throw ProbeError(.jemalloc, "mallctl(\"\(name)\") failed with error \(status)")
        }
        return pointer
    }

    /// jemalloc's version string, proving the library answers.
    static func version() throws(ProbeError) -> String {
        var pointer: UnsafePointer<CChar>? = nil
        var size = MemoryLayout<UnsafePointer<CChar>?>.size
        let status = mallctl("version", &pointer, &size, nil, 0)
        guard status == 0, let pointer else {
            throw ProbeError(.jemalloc, "mallctl(\"version\") failed with error \(status)")
        }
        return String(cString: pointer)
    }
}
