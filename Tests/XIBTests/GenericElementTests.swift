import Foundation
import NibModel
import Testing
import XIB

/// Issue 29, items 1 and 5: elements that are values of their parent, unknown elements, tvOS
/// and iPad documents, older storyboard versions, legacy archives, storyboard references.
struct GenericElementTests {
    static func xib(_ objects: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
            \(objects)
                </objects>
            </document>
            """.utf8)
    }

    static func classes(_ nib: NibDocument) -> Set<String> {
        Set(nib.objects.compactMap { if case .object(let name) = $0.kind { name } else { nil } })
    }

    static func storyboard(
        version: String = "3.0", type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
        initial: String = #" initialViewController="vc1""#, body: String
    ) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="\(version)" toolsVersion="2182" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none"\(initial)>
                <scenes>
            \(body)
                </scenes>
            </document>
            """.utf8)
    }

    static let prototypeScene = """
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="vc1" sceneMemberID="viewController">
                                <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                                            <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                                                <subviews>
                                                    <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="8" id="c1"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                            <connections>
                                                <outlet property="title" destination="lbl" id="o1"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
        """

    /// A scene whose view controller has legacy top and bottom layout guides.
    static let layoutGuideScene = """
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <rect key="frame" x="0.0" y="20" width="320" height="460"/>
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                </view>
                                <simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
        """

    @Test("prototype cells compile to UITableViewCell with NSLayoutConstraints in their nibs, no generic classes")
    func prototypeConstraints() throws {
        let compiled = try StoryboardCompiler.compile(StoryboardDocument(data: Self.storyboard(body: Self.prototypeScene), file: "P.storyboard"))
        let classes = try compiled.nibs.reduce(into: Set<String>()) {
            for nib in try PrototypeCellTests.withNested($1.nib) { $0.formUnion(Self.classes(nib)) }
        }
        #expect(classes.isSuperset(of: ["UITableViewCell", "UITableViewCellContentView", "UILabel", "NSLayoutConstraint"]), "\(classes.sorted())")
        #expect(classes.filter { !UIKitClassCatalog.contains($0) }.isEmpty, "\(classes.sorted())")
        #expect(compiled.report.genericElements.isEmpty && !compiled.report.approximate, "\(compiled.report.genericElements)")
    }

    @Test("an unknown value element is left out and reported by name, line and column; the nib is approximate")
    func unknownValueElement() throws {
        let data = Self.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <frobnicator key="wobble" level="3"/>
                    </view>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "U.xib"))
        #expect(compiled.report.genericElements == ["frobnicator": 1])
        #expect(compiled.report.approximate)
        #expect(compiled.report.rendered.contains("approximate: yes"))
        let warning = try #require(compiled.report.warnings.first { $0.message.contains("<frobnicator") })
        #expect((warning.file, warning.line) == ("U.xib", 5), "\(warning)")
        #expect(Self.classes(compiled.nib) == ["UIView"], "\(Self.classes(compiled.nib))")
    }

    @Test("an unknown object element gets its UIKit base class, never a made-up one")
    func unknownObjectElement() throws {
        let data = Self.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <sparkleView contentMode="scaleToFill" id="sp"/>
                            <gizmo id="gz"/>
                        </subviews>
                    </view>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "O.xib"))
        #expect(Self.classes(compiled.nib) == ["UIView", "NSObject"])
        #expect(compiled.report.genericElements == ["sparkleView": 1, "gizmo": 1])
        #expect(compiled.report.warnings.contains { $0.line == 6 && $0.message.contains("<sparkleView> compiled as UIView") })
    }

    @Test("segments, bar items, attributed strings and masks compile to Apple classes")
    func valueElements() throws {
        let data = Self.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <segmentedControl contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg">
                                <segments>
                                    <segment title="One"/>
                                    <segment title="Two"/>
                                </segments>
                            </segmentedControl>
                            <label contentMode="left" id="lbl">
                                <attributedString key="attributedText">
                                    <fragment content="Hello">
                                        <attributes>
                                            <color key="NSColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            <font key="NSFont" size="15" name="Helvetica"/>
                                            <paragraphStyle key="NSParagraphStyle" alignment="center"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
                            </label>
                            <textView contentMode="scaleToFill" id="tv">
                                <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
                            </textView>
                            <toolbar contentMode="scaleToFill" id="tb">
                                <items>
                                    <barButtonItem title="Item" id="bbi"/>
                                </items>
                            </toolbar>
                        </subviews>
                    </view>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "V.xib"))
        let classes = Self.classes(compiled.nib)
        #expect(classes.isSuperset(of: ["UISegment", "NSAttributedString", "NSParagraphStyle", "UIBarButtonItem"]), "\(classes.sorted())")
        #expect(classes.allSatisfy(UIKitClassCatalog.contains), "\(classes.sorted())")
        #expect(compiled.report.genericElements.isEmpty, "\(compiled.report.genericElements)")
        let textView = try #require(compiled.nib.objects.first { $0.className == "UITextView" })
        #expect(textView["UIDataDetectorTypes"] == .int(3))
        let toolbar = try #require(compiled.nib.objects.first { $0.className == "UIToolbar" })
        guard case .array(let items, _)? = toolbar["UIItems"] else { Issue.record("no UIItems"); return }
        #expect(items.count == 1)
    }

    @Test("tvOS and iPad xibs compile and record their platform")
    func tvOSAndIPadXibs() throws {
        let objects = #"        <view contentMode="scaleToFill" id="root"/>"#
        let tv = try XIBCompiler.compile(XIBDocument(data: Self.xib(objects, type: "com.apple.InterfaceBuilder.AppleTV.XIB")))
        #expect(tv.platform == .tvOS)
        let pad = try XIBCompiler.compile(XIBDocument(data: Self.xib(objects, type: "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB")))
        #expect(pad.platform == .iOS)
        #expect(Self.classes(tv.nib) == Self.classes(pad.nib))
    }

    @Test("a tvOS storyboard compiles and records its platform")
    func tvOSStoryboard() throws {
        let data = Self.storyboard(type: "com.apple.InterfaceBuilder.AppleTV.Storyboard", body: Self.prototypeScene)
        let compiled = try StoryboardCompiler.compile(StoryboardDocument(data: data))
        #expect(compiled.platform == .tvOS)
        #expect(compiled.nibs.count == 2)
    }

    @Test("storyboards of document version 1.1 and 2.0 compile (classes, simulated metrics, no initial controller)", arguments: ["1.1", "2.0"])
    func olderStoryboardVersions(_ version: String) throws {
        let body =
            Self.layoutGuideScene + """
                    </scenes>
                    <classes>
                        <class className="ViewController" superclassName="UIViewController">
                            <source key="sourceIdentifier" type="project" relativePath="./Classes/ViewController.h"/>
                        </class>
                    </classes>
                    <simulatedMetricsContainer key="defaultSimulatedMetrics">
                        <simulatedStatusBarMetrics key="statusBar"/>
                    </simulatedMetricsContainer>
                    <scenes>
                """
        let compiled = try StoryboardCompiler.compile(
            StoryboardDocument(data: Self.storyboard(version: version, initial: "", body: body), file: "Old.storyboard"))
        #expect(compiled.nibs.map(\.name) == ["UIViewController-vc1", "vc1-view-v1"])
        #expect(compiled.entryPoint == nil)
        #expect(compiled.report.genericElements.isEmpty, "\(compiled.report.genericElements)")
        let view = try #require(compiled.nibs.last?.nib)
        #expect(Self.classes(view).contains("_UILayoutGuide"))
    }

    @Test("a storyboard version other than 1.1, 2.0 and 3.0 is refused with the accepted ones named")
    func unknownVersion() {
        #expect { try StoryboardDocument(data: Self.storyboard(version: "4.0", body: Self.prototypeScene)) } throws: { error in
            "\(error)".contains("document version 4.0 is not supported (1.1, 2.0, 3.0 are)")
        }
    }

    @Test("a legacy macOS <archive> xib is refused, saying it is the pre-Xcode 5 format to convert in Xcode")
    func legacyArchive() {
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
                <data/>
            </archive>
            """.utf8)
        #expect { try XIBDocument(data: data, file: "Old.xib") } throws: { error in
            let text = "\(error)"
            return text.contains("Old.xib:2:")
                && text.contains("legacy Interface Builder 3 archive of type \"com.apple.InterfaceBuilder3.Cocoa.XIB\" (<archive> version 7.10")
                && text.contains("only iOS xib archives") && text.contains("open and save it in a current Xcode") && !text.contains("\n")
        }
    }

    @Test("a relationship to a storyboard reference is left out and reported, as Apple links it at build time")
    func relationshipToReference() throws {
        let body = """
                    <scene sceneID="s1">
                        <objects>
                            <tabBarController id="vc1" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>
                                <connections>
                                    <segue destination="ref" kind="relationship" relationship="viewControllers" id="r1"/>
                                </connections>
                            </tabBarController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """
        let compiled = try StoryboardCompiler.compile(StoryboardDocument(data: Self.storyboard(body: body), file: "Tabs.storyboard"))
        #expect(compiled.nibs.map(\.name) == ["UITabBarController-vc1"])
        #expect(compiled.report.approximate)
        let warning = try #require(compiled.report.warnings.first { $0.message.contains("storyboard reference") })
        #expect(warning.line == 9 && warning.message.contains("storyboard \"Settings\""), "\(warning)")
    }
}
