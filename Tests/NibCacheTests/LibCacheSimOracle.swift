import Foundation
@testable import NibCache

/// Runs `scripts/libcachesim-oracle.py` (PyPI libcachesim 0.3.5) on traces written as
/// oracleGeneral files, for the cross-check tests.
enum LibCacheSimOracle {
    /// The package root, from this file's path (`Tests/NibCacheTests/…`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `$NIBBENCH_PYTHON`, else `<root>/.venv-oracle/bin/python` when it exists.
    static let python: String? = {
        if let configured = ProcessInfo.processInfo.environment["NIBBENCH_PYTHON"], !configured.isEmpty {
            return configured
        }
        let venv = packageRoot.appendingPathComponent(".venv-oracle/bin/python").path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : nil
    }()

    static let skipReason = "libCacheSim oracle not installed: run scripts/libcachesim-setup or set NIBBENCH_PYTHON"

    /// One `results` entry of the script's JSON.
    struct Entry: Decodable {
        var policy: String
        var cache_size: Int
        var requests: Int
        var hits: Int
        var hit_bytes: Int
        var miss_ratio: Double
    }

    struct Output: Decodable {
        var libcachesim: String
        var requests: Int
        var results: [Entry]
        var unavailable: [String]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The trace as oracleGeneral records: `u32 timestamp, u64 obj_id, u32 obj_size,
    /// i64 next_access_vtime` (1-based index of the next request, −1 for none), little-endian.
    static func oracleGeneral(_ requests: [CacheRequest<UInt64>]) -> Data {
        let next = CacheSimulator.nextAccessIndices(requests)
        var data = Data(capacity: requests.count * 24)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        for (i, request) in requests.enumerated() {
            precondition(request.size > 0 && request.size <= Int(UInt32.max), "oracleGeneral skips size 0")
            append(UInt32(truncatingIfNeeded: i))
            append(request.key)
            append(UInt32(request.size))
            append(next[i] == CacheRequest<UInt64>.never ? Int64(-1) : Int64(next[i] + 1))
        }
        return data
    }

    /// Writes `requests` to a temporary oracleGeneral file and returns libCacheSim's results.
    static func run(_ requests: [CacheRequest<UInt64>], sizes: [Int], policies: [String]) throws -> Output {
        guard let python else { throw Failure(description: skipReason) }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("nibbench-oracle-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace.oracleGeneral.bin")
        try oracleGeneral(requests).write(to: trace)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            packageRoot.appendingPathComponent("scripts/libcachesim-oracle.py").path, trace.path,
            "--sizes", sizes.map(String.init).joined(separator: ","),
            "--policies", policies.joined(separator: ",")
        ]
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "oracle exited \(process.terminationStatus): \(String(decoding: errors, as: UTF8.self))")
        }
        return try JSONDecoder().decode(Output.self, from: output)
    }
}
