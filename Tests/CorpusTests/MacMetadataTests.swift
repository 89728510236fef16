import Foundation
import Manifest
import NibbenchSupport
import Testing
import TestSupport
@testable import Corpus

/// A folder zipped or copied on a Mac (issue 53 item 5): `__MACOSX/` folders and AppleDouble
/// `._*` files, whose junk bytes once made `profile` fail once per file, are left out of every
/// walk and counted; a built app given as an `.ipa` imports as its `.app` does.
@Suite struct MacMetadataTests {
    /// An app folder with two nibs, and the metadata a Mac adds (junk bytes, as AppleDouble's).
    static func macZippedApp(in scratch: ScratchDirectory) throws -> String {
        let app = scratch.file("Unzipped/Test.app")
        try TestCorpus.labelledViews(2, in: app + "/Views")
        try FileManager.default.createDirectory(atPath: app + "/Views/Dir.nib", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: app + "/Views/n1.nib", toPath: app + "/Views/Dir.nib/objects-13.0+.nib")
        let junk = [
            "._n0.nib", "Views/._n0.nib", "Views/._n1.nib", "Views/._Cell.xib", "Views/._Main.storyboard", "Views/Dir.nib/._objects-13.0+.nib"
        ]
        let macosx = ["__MACOSX/Test.app/Views/._n0.nib", "__MACOSX/Test.app/Views/._n1.nib", "__MACOSX/Test.app/._Views"]
        for name in junk.map({ app + "/" + $0 }) + macosx.map({ scratch.file("Unzipped/" + $0) }) {
            try FileManager.default.createDirectory(atPath: (name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00, 0x4D, 0x61, 0x63]).write(to: URL(fileURLWithPath: name))
        }
        return scratch.file("Unzipped")
    }

    @Test func namesAreMetadataByTheirOwnComponentOrAnyInAPath() {
        #expect(MacMetadata.isMetadata("__MACOSX") && MacMetadata.isMetadata("._Main.nib") && MacMetadata.isMetadata("._"))
        #expect(!MacMetadata.isMetadata("Main.nib") && !MacMetadata.isMetadata(".git") && !MacMetadata.isMetadata("_MACOSX"))
        #expect(MacMetadata.isMetadata(path: "__MACOSX/Payload/X.app/Info.plist") && MacMetadata.isMetadata(path: "Payload/X.app/._Info.plist"))
        #expect(!MacMetadata.isMetadata(path: "Payload/X.app/Info.plist"))
        #expect(MessageText.ignoredMacMetadata(0) == nil && MessageText.ignoredMacMetadata(1) == "ignored 1 macOS metadata file (__MACOSX/, ._*)")
        #expect(MessageText.ignoredMacMetadata(78) == "ignored 78 macOS metadata files (__MACOSX/, ._*)")
    }

    @Test func theWalkLeavesMetadataOutAndCountsIt() throws {
        let scratch = ScratchDirectory()
        let folder = try Self.macZippedApp(in: scratch)
        let found = NibSources.find([folder])
        #expect(
            found.failures.isEmpty
                && found.sources.map(\.name) == ["Unzipped/Test.app/Views/Dir", "Unzipped/Test.app/Views/n0", "Unzipped/Test.app/Views/n1"],
            "\(found)")
        #expect(found.ignoredMetadata == 9, "6 ._ files (one inside a nib folder) and 3 files below __MACOSX")
    }

    @Test func theImporterLeavesMetadataOutAndCountsIt() throws {
        let scratch = ScratchDirectory()
        let folder = try Self.macZippedApp(in: scratch)
        let (manifest, report) = try CorpusImporter().run(from: folder, into: scratch.file("corpus"))
        #expect(report.failures.isEmpty && report.ignoredMetadata == 9, "\(report.failures)")
        #expect(manifest.nibs.map(\.name) == ["Test.app/Views/Dir", "Test.app/Views/n0", "Test.app/Views/n1"])
    }

    @Test func anIPAImportsAsItsAppDoesAndRecordsItsInfo() throws {
        let scratch = ScratchDirectory()
        let folder = try Self.macZippedApp(in: scratch)
        try Data(try TestApp.infoPlist(xcode: "1230", build: "12C33", minimumOS: "14.3")).write(
            to: URL(fileURLWithPath: folder + "/Test.app/Info.plist"))
        let entries =
            try TestApp.entries(of: folder + "/Test.app", as: "Payload/Test.app")
            + TestApp.entries(of: folder + "/__MACOSX/Test.app", as: "__MACOSX/Payload/Test.app")
        try TestApp.zip(entries, to: scratch.file("Test.ipa"))
        let (fromApp, appReport) = try CorpusImporter().run(from: folder + "/Test.app", into: scratch.file("a"))
        let (fromIPA, ipaReport) = try CorpusImporter().run(from: scratch.file("Test.ipa"), into: scratch.file("b"))
        #expect(fromIPA == fromApp && fromIPA.nibs.map(\.name) == ["Views/Dir", "Views/n0", "Views/n1"])
        #expect(ipaReport.app?.form == .ipa && appReport.app?.form == .app && ipaReport.app?.info == appReport.app?.info)
        #expect(ipaReport.app?.info?.xcodeVersion?.description == "12.3" && ipaReport.app?.info?.minimumOSVersion == "14.3")
        // The .app's own 6 ._ files; the .ipa's 6 and its 3 __MACOSX entries.
        #expect(appReport.ignoredMetadata == 6 && ipaReport.ignoredMetadata == 9, "\(appReport.ignoredMetadata) \(ipaReport.ignoredMetadata)")
    }

}
