import Foundation
import Testing

/// The real iOS xibs in `../shared/vectors/xib-ios` (or `$NIBBENCH_VECTORS/xib-ios`), read in
/// place and never copied into the repository.
enum XIBVectors {
    static let folder: String = {
        if let env = ProcessInfo.processInfo.environment["NIBBENCH_VECTORS"], !env.isEmpty { return env + "/xib-ios" }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/vectors/xib-ios").path
    }()

    static var present: Bool { FileManager.default.fileExists(atPath: folder) }
    static let skipReason: Comment = "iOS xib vectors not found at \(folder) (set NIBBENCH_VECTORS)"

    /// Paths of every `.xib` below the folder, sorted.
    static let paths: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xib") }.sorted().map { folder + "/" + $0 }
    }()
}
