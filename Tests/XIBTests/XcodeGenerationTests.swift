import Foundation
import NibArchive
import NibModel
import NibbenchSupport
import Testing
import XIB

/// Issue 53, item 3: the compiler follows the Xcode that builds the app (``CompileTarget``):
/// each rule that differs by generation, at both sides of its boundary.
@Suite struct XcodeGenerationTests {
    static let storyboard =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        + "/Fixtures/storyboards/onevcat-Kingfisher/Main.storyboard"

    static func target(_ xcode: String, deployment: String? = nil) -> CompileTarget {
        CompileTarget(xcode: AppleVersion(xcode)!, deploymentTarget: deployment.flatMap { AppleVersion($0) })
    }

    static func compile(_ xib: String = handWrittenXIB, file: String = "T.xib", as xcode: String) throws -> NibDocument {
        try XIBCompiler.compile(XIBDocument(data: Data(xib.utf8), file: file), target: target(xcode)).nib
    }

    static func keys(of className: String, in nib: NibDocument) -> Set<String> {
        Set(nib.objects.filter { $0.className == className }.flatMap { $0.properties.map(\.key) })
    }

    @Test func versionsReadAsPeopleAndInfoPlistsWriteThem() {
        #expect(
            AppleVersion("15.3") == AppleVersion(15, 3) && AppleVersion("26.1.1") == AppleVersion(26, 1, 1) && AppleVersion("9") == AppleVersion(9))
        #expect(AppleVersion(dtXcode: "1530") == AppleVersion(15, 3) && AppleVersion(dtXcode: "0441") == AppleVersion(4, 4, 1))
        #expect(AppleVersion(dtXcode: "833") == AppleVersion(8, 3, 3) && AppleVersion(dtXcode: "2611")?.description == "26.1.1")
        for bad in ["", "15.", ".3", "15.3.1.1", "-1", "15,3", "x"] { #expect(AppleVersion(bad) == nil, "\(bad)") }
        for bad in ["15.3", "15300", "15a0"] { #expect(AppleVersion(dtXcode: bad) == nil, "\(bad)") }
        #expect(AppleVersion(9, 4) < AppleVersion(10) && AppleVersion(15, 1) < AppleVersion(15, 1, 1))
    }

    @Test func optionsComeFirstThenTheBundleThenTheNewest() {
        #expect(CompileTarget.following() == .newest)
        #expect(CompileTarget.following(bundleXcode: "1530", bundleMinimumOS: "12.0") == Self.target("15.3", deployment: "12.0"))
        #expect(CompileTarget.following(xcode: "10.3", bundleXcode: "1530") == Self.target("10.3"))
        #expect(CompileTarget.following(bundleXcode: "9999").xcode == CompileTarget.newestXcode, "newer than the newest: the newest")
        #expect(CompileTarget.following(bundleXcode: "0300").xcode == CompileTarget.oldestXcode, "older than the oldest: the oldest")
        #expect(Self.target("15.3", deployment: "12.0").description == "Xcode 15.3, iOS 12.0")
    }

    @Test func theCoderVersionIs9BeforeXcode13() throws {
        #expect(try Self.compile(as: "12.5.1").coderVersion == 9)
        #expect(try Self.compile(as: "13.1").coderVersion == 10)
        #expect(
            try NibArchive(
                bytes: XIBCompiler.compile(XIBDocument(data: Data(handWrittenXIB.utf8), file: "T.xib"), target: Self.target("12.5")).encoded()
            )
            .header.coderVersion == 9)
    }

    @Test func controllerNibsCarryTheLNEKeyAndTrailerFromXcode15_1() throws {
        for (xcode, expected) in [("15.0", false), ("15.1", true), ("26.4", true)] {
            let compiled = try StoryboardCompiler.compile(contentsOf: Self.storyboard, target: Self.target(xcode))
            for nib in compiled.nibs {
                let archive = try NibArchive(bytes: nib.nib.encoded())
                let wants = expected && nib.isController
                #expect((archive.value(forKey: "IBUINibLNEVersionKey", inObject: 0) == .int8(1)) == wants, "\(xcode) \(nib.name)")
                #expect(archive.trailer == (wants ? NibArchiveTrailer.lne : []), "\(xcode) \(nib.name)")
            }
        }
    }

    @Test func plainSceneControllersAreSwappedFromXcode11() throws {
        let plain = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        func controllerClasses(_ xcode: String) throws -> [String] {
            let compiled = try StoryboardCompiler.compile(
                StoryboardDocument(data: Data(plain.utf8), file: "P.storyboard"), target: Self.target(xcode))
            let controller = try #require(compiled.nibs.first { $0.isController })
            return controller.nib.objects.compactMap {
                if case .classSwapper(let name, _) = $0.kind { return "swap:" + name }
                return $0.className == "UIViewController" ? "UIViewController" : nil
            }
        }
        #expect(try controllerClasses("10.3") == ["UIViewController"])
        #expect(try controllerClasses("11.0") == ["swap:UIViewController"])
    }

    @Test func viewsAndImagePlaceholdersKeepTheirGenerationsKeys() throws {
        let xib = handWrittenXIB.replacingOccurrences(
            of: "<subviews>",
            with:
                "<subviews><imageView contentMode=\"scaleToFill\" image=\"Logo\" id=\"img\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></imageView>"
        )
        let old = try Self.compile(xib, as: "10.3"), eleven = try Self.compile(xib, as: "11.5")
        let middle = try Self.compile(xib, as: "12.5"), new = try Self.compile(xib, as: "14.0")
        #expect(!Self.keys(of: "UILabel", in: old).contains("UIViewLargeContentStoredProperties"))
        #expect(Self.keys(of: "UILabel", in: eleven).contains("UIViewLargeContentStoredProperties"))
        #expect(Self.keys(of: "UIImageNibPlaceholder", in: eleven) == ["UIImageWidth", "UIImageHeight", "UIResourceName"])
        #expect(
            Self.keys(of: "UIImageNibPlaceholder", in: middle)
                == ["UIImageWidth", "UIImageHeight", "UIResourceName", "UISystemSymbolResourceName", "UISymbolImageConfiguration"])
        #expect(Self.keys(of: "UIImageNibPlaceholder", in: new).isSuperset(of: ["UIResourceCatalogName", "UISystemSymbolResourceName"]))
        #expect(!Self.keys(of: "UIButton", in: middle).contains("UIButtonConfiguration"))
        #expect(Self.keys(of: "UIButton", in: new).contains("UIButtonConfiguration"))
        #expect(!Self.keys(of: "UIFont", in: try Self.compile(xib, as: "8.3")).contains("UIFontTextStyleForScaling"))
        #expect(Self.keys(of: "UIFont", in: try Self.compile(xib, as: "9.3")).contains("UIFontTextStyleForScaling"))
        #expect(!Self.keys(of: "UILabel", in: try Self.compile(xib, as: "4.6")).contains("UIViewSemanticContentAttribute"))
    }

    @Test func aBaseLocalizedDocumentsTextsAreLocalizableStrings() throws {
        let localized = try Self.compile(file: "App/Base.lproj/T.xib", as: "15.3")
        let strings = localized.objects.filter { $0.className == "NSLocalizableString" }
        let keys = strings.compactMap { object in object.properties.first { $0.key == "NSKey" }?.value.stringValue }.sorted()
        #expect(keys == ["name.text", "save.normalTitle"])
        let label = try #require(strings.first { $0.properties.contains { $0.key == "NSKey" && $0.value == .string("name.text") } })
        #expect(label.properties.map(\.key) == ["NS.bytes", "NSKey", "NSDev"])
        #expect(label.properties.last?.value == .string("Name"))
        let plain = try Self.compile(file: "App/en.lproj/T.xib", as: "15.3")
        #expect(!plain.objects.contains { $0.className == "NSLocalizableString" })
    }
}
