import CJemalloc

/// The one place that calls jemalloc's `mallctl`; failures become ``ProbeError``s.
enum Jemalloc {
    /// Reads a control whose value is a pointer to a per-thread `UInt64` counter
    /// (`thread.allocatedp`, `thread.deallocatedp`).
    static func counterPointer(_ name: String) throws(ProbeError) -> UnsafeMutablePointer<UInt64> {
        var pointer: UnsafeMutablePointer<UInt64>? = nil
        var size = MemoryLayout<UnsafeMutablePointer<UInt64>?>.size
        let status = nibbench_mallctl(name, &pointer, &size, nil, 0)
        guard status == 0, let pointer else {
            throw ProbeError(.jemalloc, "mallctl(\"\(name)\") failed with error \(status)")
        }
        return pointer
    }

    /// The management information base (MIB) for `name`, so repeated reads skip the name lookup.
    static func mib(_ name: String) throws(ProbeError) -> [Int] {
        var mib = [Int](repeating: 0, count: 8)
        var length = mib.count
        let status = nibbench_mallctlnametomib(name, &mib, &length)
        guard status == 0 else { throw ProbeError(.jemalloc, "mallctlnametomib(\"\(name)\") failed with error \(status)") }
        return Array(mib[..<length])
    }

    /// Reads a `size_t` or `uint64_t` control through its MIB.
    static func read<T: FixedWidthInteger>(_ mib: [Int], _ name: String, as: T.Type) throws(ProbeError) -> T {
        var value: T = 0
        var size = MemoryLayout<T>.size
        let status = mib.withUnsafeBufferPointer { nibbench_mallctlbymib($0.baseAddress, $0.count, &value, &size, nil, 0) }
        guard status == 0, size == MemoryLayout<T>.size else { throw ProbeError(.jemalloc, "mallctl(\"\(name)\") failed with error \(status)") }
        return value
    }

    /// Triggers a control that takes no value (`thread.peak.reset`).
    static func trigger(_ mib: [Int], _ name: String) throws(ProbeError) {
        let status = mib.withUnsafeBufferPointer { nibbench_mallctlbymib($0.baseAddress, $0.count, nil, nil, nil, 0) }
        guard status == 0 else { throw ProbeError(.jemalloc, "mallctl(\"\(name)\") failed with error \(status)") }
    }

    /// Advances `epoch` so that `stats.*` reflect the present.
    static func refresh(_ mib: [Int]) throws(ProbeError) {
        var old: UInt64 = 0
        var new: UInt64 = 1
        var size = MemoryLayout<UInt64>.size
        let status = mib.withUnsafeBufferPointer { nibbench_mallctlbymib($0.baseAddress, $0.count, &old, &size, &new, MemoryLayout<UInt64>.size) }
        guard status == 0 else { throw ProbeError(.jemalloc, "mallctl(\"epoch\") failed with error \(status)") }
    }

    /// jemalloc's version string, proving the library answers.
    static func version() throws(ProbeError) -> String {
        var pointer: UnsafePointer<CChar>? = nil
        var size = MemoryLayout<UnsafePointer<CChar>?>.size
        let status = nibbench_mallctl("version", &pointer, &size, nil, 0)
        guard status == 0, let pointer else {
            throw ProbeError(.jemalloc, "mallctl(\"version\") failed with error \(status)")
        }
        return String(cString: pointer)
    }
}
