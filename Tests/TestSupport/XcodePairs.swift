import Foundation

/// The Apple-compiled app builds `scripts/fetch-xcode-pairs` fetches into `Corpora/xcode-pairs`
/// of this checkout: each pair's bundle (its `Info.plist` naming the Xcode that built it, and
/// its compiled nibs and storyboards) beside the sources it was built from. Their licences are
/// not stated, so they are never committed; tests that read them are skipped, with the script
/// named as the reason, when none has been fetched.
public enum XcodePairs {
    /// `Corpora/xcode-pairs` of the checkout this file was compiled from.
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpora/xcode-pairs").path

    /// The reason a test that needs them gives when they are absent.
    public static let absence = "no fetched Xcode pairs in Corpora/xcode-pairs: run scripts/fetch-xcode-pairs"

    /// What `pair.json` says of one pair.
    public struct Pair: Sendable, Codable {
        public var repository: String
        public var commit: String
        public var bundle: String
        /// `DTXcode` as the bundle's Info.plist has it (`1530`).
        public var xcode: String
        public var minimum_os: String?
        public var sources: [String]
        public var compiled: [String]
        /// The pair's folder (`<owner>+<name>`).
        public var folder: String = ""

        enum CodingKeys: String, CodingKey { case repository, commit, bundle, xcode, minimum_os, sources, compiled }

        /// The bundle folder (`…/bundle/X.app`).
        public var bundlePath: String {
            let base = XcodePairs.root + "/" + folder + "/bundle"
            let app = (try? FileManager.default.contentsOfDirectory(atPath: base))?.sorted().first { $0.hasSuffix(".app") } ?? ""
            return base + "/" + app
        }

        /// The sources folder.
        public var sourcesPath: String { XcodePairs.root + "/" + folder + "/sources" }

        /// Every NIBArchive file of the bundle (directory nibs' files included), sorted.
        public var nibFiles: [String] {
            let bundle = bundlePath
            let listed = FileManager.default.enumerator(atPath: bundle)?.compactMap { $0 as? String } ?? []
            return listed.filter { $0.hasSuffix(".nib") }.sorted().map { bundle + "/" + $0 }.filter {
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue
            }
        }
    }

    /// The fetched pairs, sorted by folder; empty when none was fetched.
    public static var pairs: [Pair] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { !$0.contains(".tmp-") }.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: root + "/" + name + "/pair.json"),
                var pair = try? JSONDecoder().decode(Pair.self, from: data)
            else { return nil }
            pair.folder = name
            return pair
        }
    }

    /// Whether any pair has been fetched.
    public static var arePresent: Bool { !pairs.isEmpty }
}
