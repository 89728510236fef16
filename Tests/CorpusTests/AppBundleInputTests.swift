import Foundation
import Manifest
import NibbenchSupport
import Testing
import TestSupport
@testable import Corpus

/// `AppBundleInput` (issue 53 item 5): every form a built app reaches a user in — an `.ipa`, its
/// `Payload` folder or the folder it was unzipped into, an `.app`, an `.xcarchive` — resolves to
/// the same `.app` and the same `Info.plist` values, and Mac metadata is left out and counted.
@Suite struct AppBundleInputTests {
    /// An `.app` folder at `path` holding two nibs and, unless told otherwise, an Info.plist.
    static func makeApp(at path: String, infoPlist: [UInt8]? = nil, withPlist: Bool = true) throws {
        try TestCorpus.labelledViews(2, in: path + "/Base.lproj")
        if withPlist { try Data(try infoPlist ?? TestApp.infoPlist()).write(to: URL(fileURLWithPath: path + "/Info.plist")) }
    }

    @Test func everyFormResolvesToTheAppAndItsInfo() throws {
        let scratch = ScratchDirectory()
        try Self.makeApp(at: scratch.file("Unzipped/Payload/Test.app"))
        try Self.makeApp(at: scratch.file("Test.xcarchive/Products/Applications/Test.app"))
        try TestApp.zip(try TestApp.entries(of: scratch.file("Unzipped/Payload/Test.app"), as: "Payload/Test.app"), to: scratch.file("Test.ipa"))
        let expected = AppBundleInfo(bundleIdentifier: "com.example.nibbench", xcode: "1530", xcodeBuild: "15E204a", minimumOSVersion: "15.0")
        let forms: [(String, BuiltApp.Form)] = [
            ("Test.ipa", .ipa), ("Unzipped/Payload/Test.app", .app), ("Unzipped/Payload", .payload), ("Unzipped", .payload),
            ("Test.xcarchive", .xcarchive), ("Test.xcarchive/", .xcarchive)
        ]
        var scratches: [String] = []
        for (path, form) in forms {
            #expect(AppBundleInput.isBuiltApp(scratch.file(path)), "\(path)")
            let input = try #require(try AppBundleInput.resolve(scratch.file(path)), "\(path)")
            defer { input.remove() }
            #expect(input.app.form == form && input.app.app == "Test.app" && input.app.input == scratch.file(path), "\(path): \(input.app)")
            #expect(input.app.info == expected && input.app.info?.xcodeVersion?.description == "15.3", "\(path)")
            #expect(
                input.folder.hasSuffix("/Test.app")
                    && NibSources.find([input.folder]).sources.map(\.name) == ["Test.app/Base.lproj/n0", "Test.app/Base.lproj/n1"], "\(path)")
            #expect((input.scratch != nil) == (form == .ipa), "\(path)")
            if let extracted = input.scratch { scratches.append(extracted) }
        }
        // The .ipa's scratch folder is gone once removed.
        #expect(scratches.count == 1 && !FileManager.default.fileExists(atPath: scratches[0]))
    }

    @Test func foldersAndFilesThatAreNoBuiltAppAreLeftToTheWalk() throws {
        let scratch = ScratchDirectory()
        try TestCorpus.labelledViews(1, in: scratch.file("Sources"))
        try Data().write(to: URL(fileURLWithPath: scratch.file("View.xib")))
        for path in ["Sources", "View.xib", "Sources/n0.nib", "missing.ipa"] {
            #expect(!AppBundleInput.isBuiltApp(scratch.file(path)), "\(path)")
            #expect(try AppBundleInput.resolve(scratch.file(path)) == nil, "\(path)")
        }
    }

    @Test func anArchiveOrPayloadWithoutOneAppIsAnError() throws {
        let scratch = ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.file("Empty.xcarchive/Products/Applications"), withIntermediateDirectories: true)
        let none = inputError { _ = try AppBundleInput.resolve(scratch.file("Empty.xcarchive")) }
        #expect(none?.file == scratch.file("Empty.xcarchive") && none?.message == "no .app in Products/Applications", "\(String(describing: none))")
        try Self.makeApp(at: scratch.file("Payload/A.app"))
        try Self.makeApp(at: scratch.file("Payload/B.app"))
        let two = inputError { _ = try AppBundleInput.resolve(scratch.file("Payload")) }
        #expect(two?.message.contains("2 apps (A.app, B.app)") == true, "\(String(describing: two))")
    }

    @Test func anAppWithoutOrWithABrokenInfoPlistStillResolves() throws {
        let scratch = ScratchDirectory()
        try Self.makeApp(at: scratch.file("Bare.app"), withPlist: false)
        let bare = try #require(try AppBundleInput.resolve(scratch.file("Bare.app")))
        #expect(bare.app.info == nil && bare.app.infoProblem == nil && bare.app.summary.hasSuffix("Bare.app: no Info.plist"))
        try Self.makeApp(at: scratch.file("Broken.app"), infoPlist: Array("<plist><dict><key>DTXcode".utf8))
        let broken = try #require(try AppBundleInput.resolve(scratch.file("Broken.app")))
        #expect(broken.app.info == nil && broken.app.infoProblem?.contains("not a property list") == true, "\(broken.app)")
    }

    @Test func anUnzippedFolderCountsItsMacMetadataOnce() throws {
        let scratch = ScratchDirectory()
        try Self.makeApp(at: scratch.file("Unzipped/Payload/Test.app"))
        for junk in [
            "Unzipped/__MACOSX/Payload/Test.app/._Info.plist", "Unzipped/__MACOSX/Payload/._Test.app", "Unzipped/._Payload",
            "Unzipped/Payload/._Test.app"
        ] {
            try FileManager.default.createDirectory(
                atPath: (scratch.file(junk) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data([0, 5, 22, 7, 0, 2, 0, 0]).write(to: URL(fileURLWithPath: scratch.file(junk)))
        }
        let input = try #require(try AppBundleInput.resolve(scratch.file("Unzipped")))
        #expect(input.app.form == .payload && input.ignoredMetadata == 4, "\(input)")
    }
}

/// `AppBundleInfo` and `AppleVersion`: the values of a built app's `Info.plist`, binary or XML.
@Suite struct AppBundleInfoTests {
    @Test(arguments: [
        ("1530", "15.3"), ("1321", "13.2.1"), ("0833", "8.3.3"), ("0720", "7.2"), ("2611", "26.1.1"), ("1600", "16.0"), ("833", "8.3.3")
    ])
    func dtXcodeSpellsAVersion(dtXcode: String, readable: String) {
        #expect(AppleVersion(dtXcode: dtXcode)?.description == readable)
    }

    @Test(arguments: ["", "15.3", "15300", "abcd", "12a4", "-153"])
    func otherTextIsNoDTXcode(text: String) {
        #expect(AppleVersion(dtXcode: text) == nil)
    }

    @Test func versionsOrderByNumberNotByText() throws {
        let versions = ["0941", "1530", "1000", "0833", "2611"].compactMap(AppleVersion.init(dtXcode:))
        #expect(versions.sorted().map(\.description) == ["8.3.3", "9.4.1", "10.0", "15.3", "26.1.1"])
        #expect(try #require(AppleVersion(dtXcode: "1510")) >= AppleVersion(15, 1))
    }

    @Test(arguments: [true, false])
    func readsBinaryAndXMLPropertyLists(binary: Bool) throws {
        let bytes = try TestApp.infoPlist(xcode: "1410", build: "14B47b", minimumOS: "11.0", identifier: "com.testing.rhb", binary: binary)
        #expect(bytes.starts(with: Array((binary ? "bplist00" : "<?xml").utf8)))
        let info = try AppBundleInfo(plist: Data(bytes), file: "Info.plist")
        #expect(info == AppBundleInfo(bundleIdentifier: "com.testing.rhb", xcode: "1410", xcodeBuild: "14B47b", minimumOSVersion: "11.0"))
        #expect(info.summary == "Xcode 14.1 (DTXcode 1410, build 14B47b), minimum iOS 11.0, com.testing.rhb")
    }

    @Test func aPlistThatIsNotADictionaryOrNotAPlistIsAnError() throws {
        let array = try PropertyListSerialization.data(fromPropertyList: ["DTXcode"], format: .binary, options: 0)
        let notDictionary = inputError { _ = try AppBundleInfo(plist: array, file: "A/Info.plist") }
        #expect(
            notDictionary?.code == .invalidPlist && notDictionary?.file == "A/Info.plist"
                && notDictionary?.message.contains("not a dictionary") == true)
        let garbage = inputError { _ = try AppBundleInfo(plist: Data("bplist00\u{1}\u{2}".utf8), file: "B/Info.plist") }
        #expect(garbage?.code == .invalidPlist && garbage?.cause != nil, "\(String(describing: garbage))")
    }

    @Test func theJSONFormCarriesTheReadableVersionAndReadsBack() throws {
        let app = BuiltApp(
            input: "Build/Test.ipa", form: .ipa, app: "Test.app",
            info: AppBundleInfo(bundleIdentifier: "com.example", xcode: "1530", xcodeBuild: "15E204a", minimumOSVersion: "15.0"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(app), as: UTF8.self)
        #expect(
            json.contains("\"xcode\":\"1530\"") && json.contains("\"xcodeVersion\":\"15.3\"") && json.contains("\"minimumOSVersion\":\"15.0\""),
            "\(json)")
        #expect(try JSONDecoder().decode(BuiltApp.self, from: Data(json.utf8)) == app)
        #expect(app.summary == "Build/Test.ipa (Test.app): Xcode 15.3 (DTXcode 1530, build 15E204a), minimum iOS 15.0, com.example")
        // Fields absent from an older or a sparser document read as nil.
        let sparse = try JSONDecoder().decode(BuiltApp.self, from: Data(#"{"input":"A.app","form":"app","app":"A.app","info":{}}"#.utf8))
        #expect(sparse.info == AppBundleInfo() && sparse.summary == "A.app: no Xcode or minimum iOS recorded")
    }
}
