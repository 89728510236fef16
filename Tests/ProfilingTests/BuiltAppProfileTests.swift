import Foundation
import Manifest
import Probes
import Profiling
import Records
import Testing
import TestSupport
import XIB

/// `NibProfiler` on a built app as users have it (issue 53 item 5): an `.ipa` profiles as its
/// `.app` does — the same nibs under the same names with the same object graphs — and
/// the profile records the app's `Info.plist` (DTXcode, MinimumOSVersion) and the Mac metadata
/// it ignored; a profile written before those fields existed still reads.
@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)"))
struct BuiltAppProfileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `folder/Test.app`: three vector xibs compiled into nibs, a committed storyboard compiled
    /// into a bundle, an Info.plist of Xcode 14.3 for iOS 16.0, and a `._` file of junk.
    static func makeApp(in folder: String) throws -> String {
        let app = folder + "/Test.app"
        try FileManager.default.createDirectory(atPath: app + "/Cells", withIntermediateDirectories: true)
        for vector in ["pocket-casts-ios/ButtonCell.xib", "pocket-casts-ios/DisclosureCell.xib", "wikipedia-ios/FontSizeSliderView.xib"] {
            let name = ((vector as NSString).lastPathComponent as NSString).deletingPathExtension
            try XIBCompiler.compile(contentsOf: try Vectors.xibFolder() + "/" + vector).write(to: app + "/Cells/\(name).nib")
        }
        try StoryboardCompiler.compile(contentsOf: packageRoot + "/Tests/XIBTests/Fixtures/storyboards/Alamofire-Alamofire/Main.storyboard")
            .write(to: app + "/Base.lproj/Main.storyboardc")
        try Data(try TestApp.infoPlist(xcode: "1430", build: "14E222b", minimumOS: "16.0", identifier: "org.example.test"))
            .write(to: URL(fileURLWithPath: app + "/Info.plist"))
        try Data("\u{0}\u{5}\u{16}\u{7} AppleDouble junk".utf8).write(to: URL(fileURLWithPath: app + "/Cells/._ButtonCell.nib"))
        return app
    }

    @Test func anIPAProfilesAsItsAppDoesAndRecordsItsInfo() throws {
        let folder = try TemporaryFolder.make("built-app")
        defer { TemporaryFolder.remove(folder) }
        let app = try Self.makeApp(in: folder)
        let entries =
            try TestApp.entries(of: app, as: "Payload/Test.app")
            + [.file("__MACOSX/Payload/Test.app/._Info.plist", Array("junk".utf8)), .file("Payload/Test.app/Test", Array("binary".utf8))]
        try TestApp.zip(entries, to: folder + "/Test.ipa")

        let fromIPA = try NibProfiler(inputs: [folder + "/Test.ipa"], warmRepetitions: 2, firstRepetitions: 1).run()
        let fromApp = try NibProfiler(inputs: [app], warmRepetitions: 2, firstRepetitions: 1).run()
        #expect(fromIPA.failures.isEmpty && fromApp.failures.isEmpty, "\(fromIPA.failures) \(fromApp.failures)")
        let names = fromIPA.nibs.map(\.name)
        #expect(names.contains("Test.app/Cells/ButtonCell") && names.contains { $0.hasPrefix("Test.app/Base.lproj/Main/") }, "\(names)")
        #expect(names == fromApp.nibs.map(\.name))
        // The same bytes make the same graphs (allocations are left out: a scene's depend on the
        // length of the path it is read from, a scratch folder's for the .ipa).
        func graph(_ entry: NibProfile.Entry) -> String {
            let d = entry.deterministic
            return "\(entry.sha256) \(d.archive) \(d.objects) \(d.objectsByClass) \(d.outlets) \(d.actions) \(d.nestedNibs) \(d.embeddedViews)"
        }
        #expect(fromIPA.nibs.map(graph) == fromApp.nibs.map(graph))

        let expected = AppBundleInfo(bundleIdentifier: "org.example.test", xcode: "1430", xcodeBuild: "14E222b", minimumOSVersion: "16.0")
        #expect(fromIPA.apps == [BuiltApp(input: folder + "/Test.ipa", form: .ipa, app: "Test.app", info: expected)])
        #expect(fromApp.apps == [BuiltApp(input: app, form: .app, app: "Test.app", info: expected)])
        // The .ipa's ._ entry and its __MACOSX entry; the .app's ._ file.
        #expect(fromIPA.ignoredMetadataFiles == 2 && fromApp.ignoredMetadataFiles == 1)

        let json = try fromIPA.json()
        #expect(
            json.contains("\"xcode\" : \"1430\"") && json.contains("\"xcodeVersion\" : \"14.3\"") && json.contains("\"minimumOSVersion\" : \"16.0\""))
        #expect(try NibProfile.decode(Data(json.utf8), file: "profile.json") == fromIPA)
    }

    @Test func aProfileWithoutTheBuiltAppFieldsStillReads() throws {
        let folder = try TemporaryFolder.make("built-app-old")
        defer { TemporaryFolder.remove(folder) }
        let app = try Self.makeApp(in: folder)
        let profile = try NibProfiler(inputs: [app + "/Cells"], warmRepetitions: 1, firstRepetitions: 1).run()
        var object = try #require(try JSONSerialization.jsonObject(with: Data(try profile.json().utf8)) as? [String: Any])
        #expect(object["apps"] == nil && object["ignoredMetadataFiles"] != nil, "a folder is no built app; its ._ file is counted")
        object["ignoredMetadataFiles"] = nil
        let older = try NibProfile.decode(try JSONSerialization.data(withJSONObject: object), file: "old/profile.json")
        #expect(older.apps == nil && older.ignoredMetadataFiles == nil && older.nibs == profile.nibs)
    }
}
