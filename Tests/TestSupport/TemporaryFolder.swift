import Foundation

/// Unique temporary folders for tests: every call makes a new one, so tests that run
/// concurrently (or a run next to a killed one) never share a folder.
public enum TemporaryFolder {
    /// A new, empty folder `nibbench-<label>-<UUID>` in `parent` (by default the temporary
    /// folder); the caller removes it (``remove(_:)``), or removes `parent`.
    public static func make(_ label: String, in parent: String? = nil) throws -> String {
        let base = parent.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("nibbench-\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Removes `folder` and everything in it (nothing when it is gone already).
    public static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
