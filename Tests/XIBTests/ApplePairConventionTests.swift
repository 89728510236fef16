import Foundation
import NibArchive
import NibModel
import Testing
@testable import XIB

/// The conventions read from Apple-compiled xib↔nib pairs (issue 29; docs/uikit-encoding.md,
/// source P): each test compiles a small xib and checks the classes and keys Apple writes.
struct ApplePairConventionTests {
    static func compile(_ objects: String, colorMatched: Bool = true) throws -> NibDocument {
        var data = GenericElementTests.xib(objects)
        if colorMatched {
            data = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<document ", with: "<document colorMatched=\"YES\" ").utf8)
        }
        return try XIBCompiler.compile(XIBDocument(data: data, file: "T.xib")).nib
    }

    static func objects(_ nib: NibDocument, _ className: String) -> [NibDocumentObject] {
        nib.objects.filter { $0.archiveClassName == className }
    }

    static func value(_ object: NibDocumentObject, _ key: String) -> NibPropertyValue? {
        object.properties.first { $0.key == key }?.value
    }

    static func keys(_ object: NibDocumentObject) -> Set<String> { Set(object.properties.map(\.key)) }

    static let whites = """
        <view contentMode="scaleToFill" id="v">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
            <color key="tintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
        </view>
        <view contentMode="scaleToFill" id="w">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <color key="backgroundColor" white="0.5" alpha="0.5" colorSpace="calibratedWhite"/>
        </view>
        """

    @Test("in a colour-matched document, calibrated whites equal to UIColor's class colours keep the name")
    func presetColours() throws {
        let colors = Self.objects(try Self.compile(Self.whites), "UIColor")
        #expect(colors.compactMap { Self.value($0, "UISystemColorName")?.stringValue } == ["clearColor", "whiteColor"])
        #expect(colors.allSatisfy { Self.value($0, "UIWhite") != nil && Self.value($0, "NSColorSpace")?.integerValue == 4 })
    }

    @Test("a document saved before colour matching writes its calibrated whites as RGB, without names")
    func legacyWhites() throws {
        let colors = Self.objects(try Self.compile(Self.whites, colorMatched: false), "UIColor")
        #expect(
            colors.count == 3 && colors.allSatisfy { Self.value($0, "UISystemColorName") == nil && Self.value($0, "NSColorSpace")?.integerValue == 2 }
        )
        #expect(colors.compactMap { Self.value($0, "UIRed")?.doubleValue } == [0, 1, 0.5])
    }

    @Test("-Double twins: whenever f32 loses a component, except calibrated-RGB components (converted to sRGB floats)")
    func doubleTwins() throws {
        let nib = try Self.compile(
            """
            <view contentMode="scaleToFill" id="v">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <color key="backgroundColor" red="0.27843137254901962" green="0.5" blue="0.5" alpha="0.90099999999999991" colorSpace="calibratedRGB"/>
                <color key="tintColor" red="0.6588235294" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """)
        let colors = Self.objects(nib, "UIColor")
        #expect(colors.map { Self.keys($0).filter { $0.hasSuffix("-Double") }.sorted() } == [["UIAlpha-Double"], ["UIRed-Double"]])
    }

    @Test("fonts: descriptor dictionary with the size first, scaling keys on every font, traits from the font name")
    func fonts() throws {
        let nib = try Self.compile(
            """
            <label text="A" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="22"/></label>
            <label text="B" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/></label>
            """)
        let fonts = Self.objects(nib, "UIFont")
        #expect(fonts.count == 2)
        for font in fonts {
            #expect(Self.keys(font).isSuperset(of: ["UIFontTextStyleForScaling", "UIFontPointSizeForScaling", "UIFontMaximumPointSizeAfterScaling"]))
            let descriptor = try #require(Self.value(font, "UIFontDescriptor")?.objectID)
            guard case .dictionary(let entries, let mutable)? = Self.value(nib[descriptor], "UIFontDescriptorAttributes") else {
                Issue.record("no descriptor attributes"); continue
            }
            #expect(
                !mutable && entries.first?.key == .string("NSFontSizeAttribute")
                    && entries.first?.value == .double(Self.value(font, "NSSize")?.doubleValue ?? 0))
        }
        let named = try #require(fonts.first { Self.value($0, "UIFontName") == .string("AvenirNext-DemiBold") })
        #expect(Self.value(named, "UIFontTraits")?.integerValue == 2)
        #expect(CompileState.nameTraits("AvenirNext-Medium") == 0 && CompileState.nameTraits("Georgia-BoldItalic") == 3)
    }

    @Test("buttons: a system 15 font when the xib has none; the title shadow colour is UIShadowColor")
    func buttons() throws {
        let nib = try Self.compile(
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <state key="normal" title="Go"><color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/></state>
            </button>
            """)
        let button = try #require(Self.objects(nib, "UIButton").first)
        let font = try #require(Self.value(button, "UIFont")?.objectID)
        #expect(Self.value(nib[font], "UIFontPointSize")?.doubleValue == 15 && Self.value(nib[font], "UISystemFont") == .bool(true))
        let content = try #require(Self.objects(nib, "UIButtonContent").first)
        #expect(Self.keys(content) == ["UITitle", "UIShadowColor"])
    }

    @Test("a label shrinking by a scale factor gets UIMinimumFontSize = point size × factor")
    func labelMinimumFontSize() throws {
        let nib = try Self.compile(
            """
            <label text="A" minimumScaleFactor="0.5" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="22"/></label>
            <label text="B" minimumScaleFactor="0.5" adjustsFontSizeToFit="NO" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="22"/></label>
            """)
        let labels = Self.objects(nib, "UILabel")
        #expect(labels.map { Self.value($0, "UIMinimumFontSize")?.doubleValue } == [11, nil])
    }

    @Test("a table view cell: separator subview, content-configuration keys, default selection style and empty mask omitted")
    func tableViewCell() throws {
        let nib = try Self.compile(
            """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="C" id="c">
                <rect key="frame" x="0" y="0" width="375" height="75"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="c" id="cv">
                    <rect key="frame" x="0" y="0" width="375" height="75"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let cell = try #require(Self.objects(nib, "UITableViewCell").first)
        #expect(Self.keys(cell).isSuperset(of: ["UIContentConfigurationIdentifier", "UISystemBackgroundView", "UIContentConfigurationView"]))
        #expect(!Self.keys(cell).contains("UISelectionStyle") && !Self.keys(cell).contains(UIKitKeys.autoresizingMask))
        let subviews: [NibObjectID] = try #require(Self.value(cell, UIKitKeys.subviews)?.elements?.compactMap { $0.objectID })
        #expect(subviews.map { nib[$0].archiveClassName } == ["UITableViewCellContentView", "_UITableViewCellSeparatorView"])
        let separator = nib[subviews[1]]
        #expect(Self.value(separator, UIKitKeys.bounds) == .rect(Rect(x: 0, y: 0, width: 360, height: 1)))
        #expect(Self.value(separator, UIKitKeys.center) == .point(Point(x: 195, y: 74.5)))
    }

    @Test("a collection view cell writes the cell's content-configuration keys")
    func collectionViewCell() throws {
        let nib = try Self.compile(
            """
            <collectionViewCell contentMode="center" reuseIdentifier="C" id="c">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
            </collectionViewCell>
            """)
        let cell = try #require(Self.objects(nib, "UICollectionViewCell").first)
        #expect(Self.keys(cell).isSuperset(of: ["UISystemBackgroundView", "UIContentConfigurationIdentifier", "UIContentConfigurationView"]))
    }

    @Test("image placeholders carry UIResourceCatalogName from Xcode 13 (the issue-29 pairs are older)")
    func imagePlaceholder() throws {
        let nib = try Self.compile(
            """
            <imageView contentMode="scaleToFill" image="logo" id="i"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
            """)
        let image = try #require(Self.objects(nib, "UIImageNibPlaceholder").first)
        #expect(
            Self.keys(image) == [
                "UIImageWidth", "UIImageHeight", "UIResourceName", "UIResourceCatalogName", "UISystemSymbolResourceName", "UISymbolImageConfiguration"
            ])
    }

    static let variations = """
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0" y="0" width="300" height="300"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                    <variation key="widthClass=regular" spacing="15"/>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="s" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1">
                    <variation key="widthClass=regular" constant="30"/>
                </constraint>
                <constraint firstAttribute="width" constant="500" id="c2"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="top" secondAttribute="topMargin" id="c3"/>
            </constraints>
            <variation key="default">
                <mask key="constraints"><exclude reference="c2"/></mask>
            </variation>
            <variation key="heightClass=regular-widthClass=regular">
                <mask key="constraints"><include reference="c2"/><exclude reference="c1"/></mask>
            </variation>
        </view>
        """

    @Test("size-class variations become one trait storage list per top-level object")
    func traitStorage() throws {
        let nib = try Self.compile(Self.variations)
        let list = try #require(nib.traitStorageLists.first.map { nib[$0] })
        #expect(nib.traitStorageLists.count == 1 && list.archiveClassName == "_UITraitStorageList")
        let storages = (try #require(Self.value(list, "UITraitStorages")?.elements?.compactMap { $0.objectID })).map { nib[$0] }
        // The relationship storage first, then the spacing and constant storages, then the
        // constant storage once more.
        #expect(
            storages.map(\.archiveClassName) == [
                "_UIRelationshipTraitStorage", "_UIAttributeTraitStorage", "_UIAttributeTraitStorage", "_UIAttributeTraitStorage"
            ])
        #expect(
            storages.compactMap { Self.value($0, "UIKeyPath")?.stringValue } == [
                "traitStorageConstraints", "spacing", "encodedConstant", "encodedConstant"
            ])
        #expect(Self.value(list, "UIDescendants")?.elements?.count == 2)

        let records = (try #require(Self.value(storages[0], "UIRecords")?.elements?.compactMap { $0.objectID })).map { nib[$0] }
        #expect(records.count == 2)
        let regular = nib[try #require(Self.value(records[1], "UITraitCollection")?.objectID)]
        #expect(
            Self.keys(regular) == [
                "UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass", "UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass"
            ])
        #expect(Self.value(records[1], "UIAddedObjects")?.elements?.count == 1 && Self.value(records[1], "UIRemovedObjects")?.elements?.count == 1)
        let candidates = nib[try #require(Self.value(storages[0], "UIRelationshipCandidates")?.objectID)]
        #expect(candidates.archiveClassName == "NSOrderedSet" && candidates.properties.count == 3)

        // The default variation's exclusion is not installed.
        let view = try #require(Self.objects(nib, "UIView").first)
        #expect(Self.value(view, UIKitKeys.constraints)?.elements?.count == 2)

        let constant = (try #require(Self.value(storages[2], "UIRecords")?.elements?.compactMap { $0.objectID })).map { nib[$0] }
        let values = constant.compactMap { Self.value($0, "UIValue")?.objectID }.map { Self.value(nib[$0], "UINumericConstant")?.doubleValue }
        #expect(values == [30, 20])
        #expect(Self.value(storages[3], "UIRecords") != Self.value(storages[2], "UIRecords"))

        // Written to the archive's root and read back.
        let decoded = try NibDocument(archive: NibArchive(bytes: nib.encoded()))
        #expect(decoded.traitStorageLists.count == 1)
    }

    @Test("a constraint to a margin archives NSConstant with the 8-point default margin")
    func marginConstant() throws {
        let nib = try Self.compile(Self.variations)
        let margin = try #require(Self.objects(nib, "NSLayoutConstraint").first { Self.value($0, "NSFirstAttributeV2") == .int(3) })
        #expect(Self.value(margin, "NSConstant") == .float(8) && Self.value(margin, "NSConstantV2") == nil)
    }

    @Test("a storyboard's view-controller layout guides become hidden _UILayoutGuide subviews with their constraints")
    func controllerLayoutGuides() throws {
        let compiled = try StoryboardCompiler.compile(
            StoryboardDocument(data: GenericElementTests.storyboard(body: GenericElementTests.layoutGuideScene), file: "G.storyboard"))
        let controllerNib = try #require(compiled.nibs.first { $0.isController }?.nib)
        #expect(controllerNib.topLevelObjects.map { controllerNib[$0].archiveClassName }.contains("UIClassSwapper"))
        let nib = try #require(compiled.nibs.first { !$0.isController }?.nib)
        let guides = Self.objects(nib, "_UILayoutGuide")
        #expect(guides.compactMap { Self.value($0, "_UILayoutGuideIdentifier")?.stringValue } == ["_UIViewControllerTop", "_UIViewControllerBottom"])
        #expect(
            guides.allSatisfy {
                Self.value($0, "UIHidden") == .bool(true) && Self.value($0, "_UILayoutGuideConstraintsToRemove")?.elements?.count == 3
            })
        #expect(Self.objects(nib, "_UILayoutSupportConstraint").count == 2)
        let view = try #require(Self.objects(nib, "UIView").first)
        #expect(Self.value(view, UIKitKeys.subviews)?.elements?.count == 2 && Self.value(view, UIKitKeys.constraints)?.elements?.count == 6)
        #expect(!nib.topLevelObjects.contains { nib[$0].archiveClassName == "_UILayoutGuide" })
        #expect(!compiled.report.approximate, "\(compiled.report.genericElements)")
    }

    @Test("navigation bars, items and bar button items: enabled, style, item arrays, large-title mode, the bar back reference")
    func navigationItems() throws {
        let nib = try Self.compile(
            """
            <navigationBar contentMode="scaleToFill" translucent="NO" id="bar">
                <rect key="frame" x="0" y="0" width="375" height="44"/>
                <items>
                    <navigationItem id="item">
                        <barButtonItem key="leftBarButtonItem" title="Cancel" id="left"/>
                        <barButtonItem key="rightBarButtonItem" title="Done" style="done" id="right"/>
                    </navigationItem>
                </items>
            </navigationBar>
            """)
        let bar = try #require(Self.objects(nib, "UINavigationBar").first)
        #expect(Self.value(bar, "UIBarTranslucence")?.integerValue == 2 && Self.value(bar, "UIBarPosition")?.integerValue == 2)
        let item = try #require(Self.objects(nib, "UINavigationItem").first)
        #expect(
            Self.keys(item).isSuperset(of: [
                "UILeftBarButtonItem", "UILeftBarButtonItems", "UIRightBarButtonItem", "UIRightBarButtonItems",
                "UILargeTitleDisplayMode", "UINavigationBar"
            ]))
        #expect(Self.value(item, "UILeftBarButtonItems")?.elements == [Self.value(item, "UILeftBarButtonItem")!])
        let buttons = Self.objects(nib, "UIBarButtonItem")
        #expect(buttons.map { Self.value($0, "UIStyle")?.integerValue } == [1, 2])
        #expect(buttons.allSatisfy { Self.value($0, "UIEnabled") == .bool(true) })
    }

    @Test("collection views write UIDelegate, prefetching and multiple selection; flow-layout defaults are omitted")
    func collectionView() throws {
        let nib = try Self.compile(
            """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="cv">
                <rect key="frame" x="0" y="0" width="375" height="600"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="5" minimumInteritemSpacing="5" id="fl">
                    <size key="itemSize" width="50" height="50"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="20"/>
                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                </collectionViewFlowLayout>
            </collectionView>
            """)
        let view = try #require(Self.objects(nib, "UICollectionView").first)
        #expect(Self.value(view, "UIDelegate") == .scalar(.null))
        #expect(
            Self.value(view, "UICollectionViewPrefetchingEnabled") == .bool(true)
                && Self.value(view, "UIAllowsUserInitiatedMultipleSelection") == .bool(true))
        let layout = try #require(Self.objects(nib, "UICollectionViewFlowLayout").first)
        #expect(Self.keys(layout) == ["UILineSpacing", "UIInteritemSpacing", "UIFooterReferenceSize"])
    }

    @Test("a legacy collection-cell content view: UIKit's defaults, a safe-area guide, the cell's constraints moved onto it")
    func legacyCollectionContentView() throws {
        let nib = try Self.compile(
            """
            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="C" id="cell">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                    <subviews>
                        <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                            <rect key="frame" x="0" y="0" width="100" height="100"/>
                        </imageView>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="img" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c1"/>
                </constraints>
            </collectionViewCell>
            """)
        let cell = try #require(Self.objects(nib, "UICollectionViewCell").first)
        #expect(Self.value(cell, UIKitKeys.constraints) == nil)
        let contentID = try #require(Self.value(cell, "UIContentView")?.objectID)
        let content = nib[contentID]
        #expect(Self.value(content, "UIOpaque") == .bool(true))
        #expect(Self.keys(content).isDisjoint(with: ["UIClipsToBounds", "UIMultipleTouchEnabled", "UIContentMode"]))
        #expect(!nib.allObjects.contains(contentID))
        let guide = nib[try #require(Self.value(content, "UIViewLayoutGuides")?.elements?.first?.objectID)]
        #expect(Self.value(guide, "UILayoutGuideIdentifier") == .string("UIViewSafeAreaLayoutGuide"))
        let moved = nib[try #require(Self.value(content, UIKitKeys.constraints)?.elements?.first?.objectID)]
        #expect(Self.value(moved, "NSSecondItem") == .object(contentID))
    }

    @Test("a legacy-style activity indicator writes a nil UIColor and no trait-change flag; its hugging default is 750")
    func legacyActivityIndicator() throws {
        let nib = try Self.compile(
            """
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="gray" id="a">
                <rect key="frame" x="0" y="0" width="20" height="20"/>
            </activityIndicatorView>
            """)
        let indicator = try #require(Self.objects(nib, "UIActivityIndicatorView").first)
        #expect(Self.value(indicator, "UIColor") == .scalar(.null))
        #expect(Self.keys(indicator).isDisjoint(with: ["UIDisableUpdateColorOnTraitCollectionChange", "UIViewContentHuggingPriority"]))
        #expect(Self.value(indicator, "UIActivityIndicatorViewStyle") == .int(2))
    }

    @Test("a document targeting iOS 10 or older writes no safe-area guide; constraints to it name its view")
    func safeAreaBeforeIOS11() throws {
        let view = """
            <view contentMode="scaleToFill" id="v">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                </subviews>
                <constraints>
                    <constraint firstItem="l" firstAttribute="top" secondItem="g" secondAttribute="top" id="c"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="g"/>
            </view>
            """
        func compile(_ version: String) throws -> NibDocument {
            let text = String(decoding: GenericElementTests.xib(view), as: UTF8.self)
                .replacingOccurrences(
                    of: "<objects>", with: "<dependencies><deployment version=\"\(version)\" identifier=\"iOS\"/></dependencies>\n<objects>")
            return try XIBCompiler.compile(XIBDocument(data: Data(text.utf8), file: "S.xib")).nib
        }
        let old = try compile("2304")
        #expect(Self.objects(old, "UILayoutGuide").isEmpty)
        let constraint = try #require(Self.objects(old, "NSLayoutConstraint").first)
        let owner = try #require(old.topLevelObjects.first { old[$0].archiveClassName == "UIView" })
        #expect(Self.value(constraint, "NSSecondItem") == .object(owner))
        #expect(Self.objects(try compile("2816"), "UILayoutGuide").count == 1)
    }

    @Test("equal Dynamic Type fonts are written once per use; equal descriptor fonts are shared")
    func textStyleFontsAreNotShared() throws {
        let nib = try Self.compile(
            """
            <label text="A" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/></label>
            <label text="B" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/></label>
            <label text="C" id="c"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/></label>
            <label text="D" id="d"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/></label>
            """)
        let fonts = Self.objects(nib, "UIFont")
        #expect(fonts.filter { Self.value($0, "UIIBTextStyle") != nil }.count == 2)
        #expect(fonts.filter { Self.value($0, "UIFontDescriptor") != nil }.count == 1)
    }
}
