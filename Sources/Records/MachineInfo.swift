import NibCache
import Measurements

/// The machine and build a run was measured on.
package struct MachineInfo: Sendable, Hashable, Codable {
    package var cpu: String
    package var cores: Int
    package var kernel: String
    /// The Swift compiler that built nibbench, e.g. `Swift 6.3.1` (older runs: a range).
    package var swift: String
    package var allocator: String
    package var build: String
    /// nibbench's version (absent in runs recorded before it was kept).
    package var nibbench: String?
    /// The Valgrind version instruction counts were taken with (`--measure instructions`, `cycles`).
    package var valgrind: String?
    /// The git commit nibbench was built from, with `+modified` when the checkout had
    /// uncommitted changes (absent when unknown).
    package var commit: String?

    /// The machine and build, as recorded.
    package init(
        cpu: String, cores: Int, kernel: String, swift: String, allocator: String, build: String,
        nibbench: String? = nil, commit: String? = nil
    ) {
        self.cpu = cpu
        self.cores = cores
        self.kernel = kernel
        self.swift = swift
        self.allocator = allocator
        self.build = build
        self.nibbench = nibbench
        self.commit = commit
    }
}
