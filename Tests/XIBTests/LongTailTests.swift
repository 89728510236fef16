import Foundation
import NibModel
import Testing
import XIB

/// Issue 40 item 2: storyboard semantics and spellings real apps have that the compiler had no
/// rule for — connections into another scene, every `IBUI…` and capitalised enumeration
/// spelling, Xcode 8's `<animations>` and `frameInset`, numeric attributed-string attributes,
/// and "approximate" kept to the scene that has the unknown element.
struct LongTailTests {
    /// The values under `key` of every object of class `className` in `nib`.
    static func values(_ key: String, of className: String, in nib: NibDocument) -> [NibPropertyValue] {
        nib.objects.filter { $0.className == className }.flatMap { $0.properties.filter { $0.key == key }.map(\.value) }
    }

    static func scene(_ id: String, controller: String, body: String) -> String {
        """
                <scene sceneID="\(id)">
                    <objects>
                        <viewController id="\(controller)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(controller)-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                \(body)
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }

    @Test("a connection into another scene is left out with a warning at its line, and nothing is approximate")
    func crossSceneConnection() throws {
        let first = Self.scene(
            "s1", controller: "vc1",
            body: """
                    <subviews>
                        <button contentMode="scaleToFill" id="b1">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                            <connections>
                                <action selector="done:" destination="vc2" eventType="touchUpInside" id="a1"/>
                                <action selector="tap:" destination="vc1" eventType="touchUpInside" id="a2"/>
                            </connections>
                        </button>
                    </subviews>
                """)
        let second = Self.scene("s2", controller: "vc2", body: "")
        let data = GenericElementTests.storyboard(body: first + second)
        let compiled = try StoryboardCompiler.compile(StoryboardDocument(data: data, file: "Account.storyboard"))
        let warning = try #require(compiled.report.warnings.first { $0.message.contains("\"done:\"") }, "\(compiled.report.warnings)")
        #expect(warning.message.contains("an object of scene \"s2\", left out"), "\(warning.message)")
        #expect(warning.line > 0 && warning.column > 0)
        let actions = compiled.nibs.flatMap(\.nib.connections).filter { if case .action = $0.kind { true } else { false } }
        #expect(actions.count == 1, "the action to its own scene is kept, the other left out: \(actions)")
        #expect(!compiled.report.approximate && compiled.nibs.allSatisfy { !$0.approximate })
        // A destination that is in no scene is still an error, with its place.
        let broken = GenericElementTests.storyboard(body: first.replacingOccurrences(of: "destination=\"vc2\"", with: "destination=\"nowhere\""))
        #expect(throws: XIBError.self) { try StoryboardCompiler.compile(StoryboardDocument(data: broken, file: "Broken.storyboard")) }
    }

    @Test(
        "IBUI and capitalised enumeration spellings read as their values",
        arguments: [
            ("IBUITableViewCellStyleSubtitle", 3), ("IBUITableViewCellStyleValue1", 1), ("IBUITableViewCellStyleValue2", 2),
            ("IBUITableViewCellStyleDefault", 0), ("subtitle", 3)
        ])
    func cellStyles(spelling: String, value: Int) throws {
        let data = GenericElementTests.xib(
            """
                    <tableViewCell contentMode="TopLeft" style="\(spelling)" reuseIdentifier="c" textLabel="t" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                            <subviews>
                                <label contentMode="left" text="Title" id="t"/>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "C.xib"))
        #expect(compiled.report.warnings.isEmpty, "\(compiled.report.warnings)")
        let style = Self.values("UITableViewCellStyle", of: "UITableViewCell", in: compiled.nib)
        #expect(style == (value == 0 ? [] : [.int(value)]), "\(style)")
        #expect(Self.values("UIContentMode", of: "UITableViewCell", in: compiled.nib) == [.int(9)])
        #expect(Self.values("UIStyle", of: "UITableViewCell", in: compiled.nib).isEmpty, "no generic key for the style")
        #expect(compiled.report.genericAttributes.isEmpty, "\(compiled.report.genericAttributes)")
        // The style's label is the cell's text label; it has no detail label.
        let label = try #require(compiled.nib.objects.firstIndex { $0.className == "UILabel" })
        let text = Self.values("UITextLabel", of: "UITableViewCell", in: compiled.nib)
        #expect(text.count == 1 && text[0].objectID?.rawValue == label, "\(text)")
        #expect(Self.values("UIDetailTextLabel", of: "UITableViewCell", in: compiled.nib) == [.scalar(.null)])
    }

    @Test("enumeration spellings: prefixed, capitalised, longest name wins, nothing invented")
    func enumSpellings() {
        #expect(XIBVocabulary.enumValue("contentMode", "UIViewContentModeScaleAspectFit") == 1)
        #expect(XIBVocabulary.enumValue("contentMode", "TopLeft") == 9)
        #expect(XIBVocabulary.enumValue("contentMode", "Top") == 5)
        #expect(XIBVocabulary.enumValue("contentMode", "BottomRight") == 12)
        #expect(XIBVocabulary.enumValue("textAlignment", "NSTextAlignmentCenter") == 1)
        #expect(XIBVocabulary.enumValue("contentMode", "Sideways") == nil)
        #expect(XIBVocabulary.enumValue("contentMode", "topleft") == nil, "a lower-case run-together word is not a spelling IB writes")
        #expect(XIBVocabulary.enumValue("noSuchTable", "Top") == nil)
        #expect(XIBVocabulary.enumValue("sectionInsetReference", "safeArea") == 1)
    }

    @Test("Xcode 8's <animations/> and <frame key=\"frameInset\"> compile, the frame from the superview's size")
    func xcode8Format() throws {
        let data = GenericElementTests.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <label contentMode="left" text="A" id="lbl">
                                <frame key="frameInset" minX="16" minY="20" maxX="24" height="21"/>
                                <animations/>
                            </label>
                        </subviews>
                        <animations/>
                    </view>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "X8.xib"))
        #expect(compiled.report.genericElements.isEmpty && !compiled.report.approximate, "\(compiled.report.genericElements)")
        #expect(compiled.report.warnings.isEmpty, "\(compiled.report.warnings)")
        #expect(Self.values("UIBounds", of: "UILabel", in: compiled.nib) == [.rect(Rect(x: 0, y: 0, width: 280, height: 21))])
        #expect(Self.values("UICenter", of: "UILabel", in: compiled.nib) == [.point(Point(x: 156, y: 30.5))])
    }

    @Test("numeric and text attributes of an attributed string are kept under their names")
    func attributedStringAttributes() throws {
        let data = GenericElementTests.xib(
            """
                    <label contentMode="left" id="lbl">
                        <attributedString key="attributedText">
                            <fragment content="Kerned">
                                <attributes>
                                    <real key="NSKern" value="1.5"/>
                                    <real key="NSStrokeWidth" value="-3"/>
                                    <integer key="NSUnderline" value="1"/>
                                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural"
                                        lineSpacing="4" lineHeightMultiple="1.2" tighteningFactorForTruncation="0.0" allowsDefaultTighteningForTruncation="NO"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </label>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "A.xib"))
        #expect(compiled.report.genericElements.isEmpty && compiled.report.warnings.isEmpty, "\(compiled.report.warnings)")
        let attributes = Self.values("NSAttributes", of: "NSAttributedString", in: compiled.nib)
        guard case .dictionary(let entries, _)? = attributes.first else {
            Issue.record("no NSAttributes: \(attributes)")
            return
        }
        #expect(entries.contains(NibDictionaryEntry(key: .string("NSKern"), value: .double(1.5))))
        #expect(entries.contains(NibDictionaryEntry(key: .string("NSStrokeWidth"), value: .double(-3))))
        #expect(entries.contains(NibDictionaryEntry(key: .string("NSUnderline"), value: .integer(1))))
        #expect(compiled.report.genericAttributes.isEmpty, "\(compiled.report.genericAttributes)")
        let style = (compiled.nib.objects.first { $0.className == "NSParagraphStyle" }?.properties ?? []).sorted { $0.key < $1.key }
        #expect(
            style == [
                NibProperty("NSAlignment", .int(1)), NibProperty("NSLineHeightMultiple", .float(1.2)), NibProperty("NSLineSpacing", .float(4)),
                NibProperty("NSTighteningFactorForTruncation", .float(0))
            ], "\(style)")
    }

    @Test("text input traits are integers of UIKit's enumerations, not generic text")
    func textInputTraits() throws {
        let data = GenericElementTests.xib(
            """
                    <textField contentMode="scaleToFill" id="tf">
                        <textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no"
                            spellCheckingType="no" keyboardType="emailAddress" keyboardAppearance="alert" returnKeyType="next"
                            enablesReturnKeyAutomatically="YES" smartDashesType="no" textContentType="username"/>
                    </textField>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "T.xib"))
        #expect(compiled.report.genericAttributes.isEmpty, "\(compiled.report.genericAttributes)")
        let expected: [(String, NibPropertyValue)] = [
            ("UIAutocapitalizationType", .int(1)), ("UIAutocorrectionType", .int(1)), ("UISpellCheckingType", .int(1)),
            ("UIKeyboardType", .int(7)), ("UIKeyboardAppearance", .int(1)), ("UIReturnKeyType", .int(4)),
            ("UIEnablesReturnKeyAutomatically", .bool(true)), ("UITextSmartDashesType", .int(1)), ("UITextContentType", .string("username"))
        ]
        for (key, value) in expected {
            #expect(Self.values(key, of: "UITextField", in: compiled.nib) == [value], "\(key)")
        }
    }

    @Test("system bar items, primary actions, legacy layout guides and restoration identifiers are not generic")
    func moreAttributes() throws {
        let data = GenericElementTests.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <toolbar contentMode="scaleToFill" id="tb">
                                <items>
                                    <barButtonItem systemItem="flexibleSpace" id="flex"/>
                                    <barButtonItem systemItem="add" id="plus"/>
                                </items>
                            </toolbar>
                            <button contentMode="scaleToFill" id="b">
                                <connections>
                                    <action selector="go:" destination="root" eventType="primaryActionTriggered" id="a"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                    <tabBarItem systemItem="favorites" id="tab"/>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "B.xib"))
        #expect(compiled.report.genericAttributes.isEmpty && compiled.report.warnings.isEmpty, "\(compiled.report.warnings)")
        #expect(Self.values("UISystemItem", of: "UIBarButtonItem", in: compiled.nib) == [.int(5), .int(4)])
        #expect(Self.values("UIIsSystemItem", of: "UIBarButtonItem", in: compiled.nib) == [.bool(true), .bool(true)])
        #expect(Self.values("UISystemItem", of: "UITabBarItem", in: compiled.nib) == [.int(1)])
        let actions = compiled.nib.connections.compactMap { if case .action(let mask) = $0.kind { mask } else { nil } }
        #expect(actions == [1 << 13])

        let scene = """
                    <scene sceneID="s1">
                        <objects>
                            <viewController storyboardIdentifier="Settings" useStoryboardIdentifierAsRestorationIdentifier="YES" id="vc1" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        let storyboard = try StoryboardCompiler.compile(
            StoryboardDocument(data: GenericElementTests.storyboard(initial: "", body: scene), file: "R.storyboard"))
        #expect(storyboard.report.genericAttributes.isEmpty, "\(storyboard.report.genericAttributes)")
        let controller = try #require(storyboard.nibs.first { $0.isController })
        #expect(controller.nib.objects.contains { $0.properties.contains(NibProperty("UIRestorationIdentifier", .string("Settings"))) })
    }

    @Test("a cell's <backgroundConfiguration> is a UIBackgroundConfiguration, not an unknown element")
    func backgroundConfiguration() throws {
        let data = GenericElementTests.xib(
            """
                    <collectionViewCell contentMode="center" id="cell">
                        <backgroundConfiguration key="backgroundConfiguration"/>
                    </collectionViewCell>
            """)
        let compiled = try XIBCompiler.compile(XIBDocument(data: data, file: "BG.xib"))
        #expect(compiled.report.genericElements.isEmpty && !compiled.report.approximate, "\(compiled.report.genericElements)")
        let value = Self.values("UIBackgroundConfiguration", of: "UICollectionViewCell", in: compiled.nib)
        #expect(value.count == 1 && value[0].objectID.map { compiled.nib[$0].className } == "UIBackgroundConfiguration", "\(value)")
    }

    @Test("an unknown element makes its own scene's nibs approximate, not the other scenes'")
    func approximatePerScene() throws {
        let plain = Self.scene("s1", controller: "vc1", body: "")
        let odd = Self.scene("s2", controller: "vc2", body: #"<frobnicator key="wobble"/>"#)
        let data = GenericElementTests.storyboard(body: plain + odd)
        let compiled = try StoryboardCompiler.compile(StoryboardDocument(data: data, file: "Two.storyboard"))
        #expect(compiled.report.approximate, "the storyboard as a whole is")
        let approximate = Dictionary(uniqueKeysWithValues: compiled.nibs.map { ($0.name, $0.approximate) })
        #expect(
            approximate == [
                "UIViewController-vc1": false, "vc1-view-vc1-view": false, "UIViewController-vc2": false, "vc2-view-vc2-view": true
            ], "\(approximate)")
    }
}
