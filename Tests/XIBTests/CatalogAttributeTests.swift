import Foundation
import NibModel
import Testing
import XIB

/// Issue 40 item 3: attributes no hand rule named are keyed and typed from UIKit's own class
/// list and from UIKit's decoders (view controllers), SF Symbols are written as Apple writes
/// them, and attributes only Interface Builder reads write nothing.
struct CatalogAttributeTests {
    static func values(_ key: String, of className: String, in nib: NibDocument) -> [NibPropertyValue] {
        LongTailTests.values(key, of: className, in: nib)
    }

    /// A xib whose one top-level view holds `subviews`.
    static func view(_ subviews: String) -> Data {
        GenericElementTests.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
            \(subviews)
                        </subviews>
                    </view>
            """)
    }

    @Test("a view controller's presentation and layout attributes use the keys UIViewController's decoder reads")
    func viewControllerKeys() throws {
        let body = LongTailTests.scene("s1", controller: "vc1", body: "")
            .replacingOccurrences(
                of: "<viewController id=\"vc1\"",
                with: """
                    <viewController automaticallyAdjustsScrollViewInsets="NO" extendedLayoutIncludesOpaqueBars="YES" \
                    modalPresentationStyle="overCurrentContext" modalTransitionStyle="crossDissolve" definesPresentationContext="YES" \
                    hidesBottomBarWhenPushed="YES" id="vc1"
                    """)
        let compiled = try StoryboardCompiler.compile(StoryboardDocument(data: GenericElementTests.storyboard(body: body), file: "Main.storyboard"))
        let nib = try #require(compiled.nibs.first { $0.nib.objects.contains { $0.className == "UIViewController" } }).nib
        #expect(Self.values("UIKeyAutomaticallyAdjustsScrollViewInsets", of: "UIViewController", in: nib) == [.int(0)])
        #expect(Self.values("UIKeyExtendedLayoutIncludesOpaqueBars", of: "UIViewController", in: nib) == [.int(1)])
        #expect(Self.values("UIModalPresentationStyle", of: "UIViewController", in: nib) == [.int(6)])
        #expect(Self.values("UIModalTransitionStyle", of: "UIViewController", in: nib) == [.int(2)])
        #expect(Self.values("UIDefinesPresentationContext", of: "UIViewController", in: nib) == [.bool(true)])
        #expect(Self.values("UIHidesBottomBarWhenPushed", of: "UIViewController", in: nib) == [.bool(true)])
        #expect(Self.values("UIAutomaticallyAdjustsScrollViewInsets", of: "UIViewController", in: nib).isEmpty)
        #expect(compiled.report.genericAttributes.isEmpty, "\(compiled.report.genericAttributes)")
    }

    @Test("an attribute no rule names is typed by the property UIKit's class list declares, and counted apart")
    func catalogTypedAttributes() throws {
        let data = Self.view(
            """
                            <label contentMode="left" text="Hi" preferredMaxLayoutWidth="183" enablesMarqueeWhenAncestorFocused="YES" id="l"/>
                            <datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" minuteInterval="15" id="d"/>
                            <searchBar contentMode="redraw" searchBarStyle="minimal" barStyle="black" id="sb"/>
                            <slider contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" minimumValueImage="quiet" id="sl"/>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "V.xib"))
        let nib = compiled.nib
        #expect(Self.values("UIPreferredMaxLayoutWidth", of: "UILabel", in: nib) == [.scalar(.float(183))], "a CGFloat as a 32-bit float")
        #expect(Self.values("UIEnablesMarqueeWhenAncestorFocused", of: "UILabel", in: nib) == [.bool(true)])
        #expect(Self.values("UIDatePickerMode", of: "UIDatePicker", in: nib) == [.int(3)])
        #expect(Self.values("UIMinuteInterval", of: "UIDatePicker", in: nib) == [.int(15)])
        #expect(Self.values("UISearchBarStyle", of: "UISearchBar", in: nib) == [.int(2)])
        #expect(Self.values("UIBarStyle", of: "UISearchBar", in: nib) == [.int(1)])
        let image = try #require(Self.values("UIMinimumValueImage", of: "UISlider", in: nib).first?.objectID)
        #expect(nib[image].className == "UIImageNibPlaceholder")
        #expect(compiled.report.genericAttributes.isEmpty, "\(compiled.report.genericAttributes)")
        #expect(compiled.report.catalogAttributes["preferredMaxLayoutWidth"] == 1, "\(compiled.report.catalogAttributes)")
        #expect(compiled.report.catalogAttributes["minimumValueImage"] == 1)
        #expect(compiled.report.warnings.isEmpty, "\(compiled.report.warnings)")
        // An attribute no class declares is still generic, and reported.
        let unknown = try XIBCompiler.compile(
            XIBDocument(data: GenericElementTests.xib(#"<label contentMode="left" text="x" sparkleLevel="3" id="l"/>"#), file: "U.xib"))
        #expect(unknown.report.genericAttributes == ["sparkleLevel": 1])
        #expect(unknown.report.rendered.contains("generic attributes: sparkleLevel 1"), "\(unknown.report.rendered)")
    }

    @Test("an SF Symbol is written as Apple writes one: zero size, its symbol name and the xib's scale")
    func systemSymbols() throws {
        let data = Self.view(
            """
                            <button contentMode="scaleToFill" buttonType="system" id="b">
                                <state key="normal" image="plus" catalog="system"/>
                            </button>
                            <imageView contentMode="scaleToFill" id="i">
                                <imageReference key="image" image="photo" catalog="system" symbolScale="small"/>
                            </imageView>
                            <imageView contentMode="scaleToFill" image="Logo" id="j"/>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "S.xib"))
        let nib = compiled.nib
        let placeholders = nib.objects.filter { $0.className == "UIImageNibPlaceholder" }
        func property(_ key: String, _ object: NibDocumentObject) -> NibPropertyValue? { object.properties.first { $0.key == key }?.value }
        let plus = try #require(placeholders.first { property("UIResourceName", $0) == .string("plus") })
        #expect(property("UISystemSymbolResourceName", plus) == .string("plus"))
        #expect(property("UIImageWidth", plus) == .scalar(.float(0)))
        #expect(property("UISymbolImageConfiguration", plus) == .scalar(.null))
        let photo = try #require(placeholders.first { property("UIResourceName", $0) == .string("photo") })
        let configuration = try #require(property("UISymbolImageConfiguration", photo)?.objectID)
        #expect(nib[configuration].className == "UIImageSymbolConfiguration")
        #expect(property("UISymbolScale", nib[configuration]) == .int(1))
        let logo = try #require(placeholders.first { property("UIResourceName", $0) == .string("Logo") })
        #expect(property("UISystemSymbolResourceName", logo) == .scalar(.null))
        #expect(property("UIImageWidth", logo) == .scalar(.float(1)))
        #expect(compiled.report.genericAttributes.isEmpty, "\(compiled.report.genericAttributes)")
    }

    @Test("standard stack spacing is UIStackViewSpacingUseSystem; Interface Builder's own attributes write nothing")
    func standardSpacingAndDesignTimeAttributes() throws {
        let data = Self.view(
            """
                            <stackView contentMode="scaleToFill" spacingType="standard" id="st"/>
                            <label contentMode="left" usesAttributedText="YES" id="l">
                                <attributedString key="attributedText">
                                    <fragment content="Hi"/>
                                </attributedString>
                            </label>
                            <collectionView contentMode="scaleToFill" dataMode="prototypes" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                                <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" id="fl">
                                    <size key="itemSize" width="50" height="50"/>
                                </collectionViewFlowLayout>
                            </collectionView>
                            <tableViewCell contentMode="scaleToFill" hidesAccessoryWhenEditing="NO" reuseIdentifier="c" id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </tableViewCell>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "T.xib"))
        #expect(Self.values("UIStackViewSpacing", of: "UIStackView", in: compiled.nib) == [.float(Double(Float.leastNormalMagnitude))])
        #expect(Self.values("UIUsesAttributedText", of: "UILabel", in: compiled.nib).isEmpty)
        #expect(Self.values("UIHidesAccessoryWhenEditing", of: "UITableViewCell", in: compiled.nib).isEmpty)
        let automatic = Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        #expect(Self.values("UIEstimatedItemSize", of: "UICollectionViewFlowLayout", in: compiled.nib) == [.size(automatic)])
        #expect(Self.values("UIAutomaticEstimatedItemSize", of: "UICollectionViewFlowLayout", in: compiled.nib).isEmpty)
        #expect(compiled.report.genericAttributes.isEmpty, "\(compiled.report.genericAttributes)")
    }
}
