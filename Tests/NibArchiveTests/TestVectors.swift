import Foundation

/// Locates the shared test vectors: `$NIBBENCH_VECTORS`, else `../shared/vectors` beside the
/// package. Vectors are read in place, never copied into the repository.
enum TestVectors {
    static let root: String = {
        if let env = ProcessInfo.processInfo.environment["NIBBENCH_VECTORS"], !env.isEmpty { return env }
        // …/Tests/NibArchiveTests/TestVectors.swift → package root → ../shared/vectors
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/vectors").path
    }()

    static var nibArchiveFolder: String { root + "/nibarchive-macos" }

    /// Whether the Apple-compiled nibs are present.
    static var hasNibArchives: Bool {
        FileManager.default.fileExists(atPath: nibArchiveFolder)
    }

    static let skipReason: Comment = "test vectors not found at \(nibArchiveFolder) (set NIBBENCH_VECTORS)"

    /// The Apple-compiled `.nib` file names (empty when the folder is absent).
    static let nibNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: nibArchiveFolder)) ?? []
        return names.filter { $0.hasSuffix(".nib") }.sorted()
    }()

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: nibArchiveFolder + "/" + name)))
    }
}

import Testing

/// SplitMix64: a tiny seeded generator so property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
