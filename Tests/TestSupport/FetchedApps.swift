import Foundation

/// The real apps `scripts/fetch-app-corpus` fetches into `Corpora/apps` of this checkout: the
/// ones whose licences keep them out of the repository (issue 29). Tests that read them are
/// skipped, with the script named as the reason, when none has been fetched.
public enum FetchedApps {
    /// `Corpora/apps` of the checkout this file was compiled from.
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpora/apps").path

    /// The reason a test that needs them gives when they are absent.
    public static let absence = "no fetched real apps in Corpora/apps: run scripts/fetch-app-corpus"

    /// The fetched apps' folders (`<owner>+<name>`), sorted; empty when none was fetched.
    public static var apps: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { !$0.contains(".tmp-") && FileManager.default.fileExists(atPath: root + "/" + $0 + "/SOURCE.md") }.sorted()
    }

    /// Whether any app has been fetched.
    public static var arePresent: Bool { !apps.isEmpty }

    /// Every `.xib` and `.storyboard` of `app`, as absolute paths, sorted.
    public static func documentPaths(of app: String) -> [String] {
        let folder = root + "/" + app + "/files"
        let listed = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return listed.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { folder + "/" + $0 }
    }
}
