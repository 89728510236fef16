import Foundation
import NibArchive
import NibModel
import NibRuntime
import Testing
import XIB

/// A hand-written xib with one of each connection kind, a custom class, constraints,
/// runtime attributes, colors, fonts and a button state.
let handWrittenXIB = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                <connections>
                    <outlet property="view" destination="root" id="c1"/>
                    <outletCollection property="buttons" destination="save" collectionClass="NSMutableArray" id="c2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <placeholder placeholderIdentifier="AnalyticsStore" id="ext"/>
            <view contentMode="scaleToFill" id="root" customClass="ProfileView" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" text="Name" textAlignment="natural" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="20" y="40" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save">
                        <rect key="frame" x="20" y="100" width="80" height="30"/>
                        <state key="normal" title="Save"/>
                        <connections>
                            <action selector="save:" destination="-2" eventType="touchUpInside" id="c3"/>
                            <action selector="track:" destination="ext" eventType="valueChanged" id="c4"/>
                        </connections>
                    </button>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="save" secondAttribute="trailing" multiplier="2:1" priority="750" id="k2"/>
                </constraints>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="8"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                <connections>
                    <outlet property="nameLabel" destination="name" id="c5"/>
                </connections>
            </view>
        </objects>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

@Suite struct StructureTests {
    func compiled() throws -> (NibArchive, [UInt8]) {
        let bytes = try XIBCompiler.compile(XIBDocument(data: Data(handWrittenXIB.utf8), file: "Profile.xib")).encoded()
        return (try NibArchive(bytes: bytes), bytes)
    }

    /// The objects of class `name`, each as key → value.
    func objects(_ archive: NibArchive, _ name: String) -> [[String: NibValue]] {
        (0..<archive.objectCount).filter { archive.className(ofObject: $0) == name }.map { object in
            Dictionary(archive.valueRange(ofObject: object).map { (archive.key(archive.keyIndex(ofValue: $0)), archive.value($0)) }) { a, _ in a }
        }
    }

    func string(_ archive: NibArchive, _ value: NibValue?) -> String? {
        guard let index = value?.objectIndex, archive.className(ofObject: index) == "NSString" else { return nil }
        return archive.value(forKey: "NS.bytes", inObject: index)?.dataValue?.utf8String
    }

    @Test func rootListsProxiesAndSwappersFollowUIKit() throws {
        let (archive, _) = try compiled()
        #expect(archive.className(ofObject: 0) == "NSObject")
        #expect(archive.valueRange(ofObject: 0).map { archive.key(archive.keyIndex(ofValue: $0)) } == UIKitKeys.rootKeys)
        let proxies = objects(archive, "UIProxyObject").compactMap { string(archive, $0[UIKitKeys.proxiedObjectIdentifier]) }
        #expect(proxies == ["IBFilesOwner", "IBFirstResponder", "AnalyticsStore"])
        let swapper = try #require(objects(archive, "UIClassSwapper").first)
        #expect(string(archive, swapper[UIKitKeys.className]) == "App.ProfileView")
        #expect(string(archive, swapper[UIKitKeys.originalClassName]) == "UIView")
        // frame → UIBounds (origin 0) + UICenter
        let label = try #require(objects(archive, "UILabel").first)
        #expect(label["UIBounds"]?.dataValue.flatMap(GeometryBlob.rect) == Rect(x: 0, y: 0, width: 200, height: 21))
        #expect(label["UICenter"]?.dataValue.flatMap(GeometryBlob.point) == Point(x: 120, y: 50.5))
        #expect(label["UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"] == .bool(true))
        #expect(label["UITextAlignment"] == .int8(4))
        #expect(swapper[UIKitKeys.autoresizingMask] == .int8(18))
    }

    @Test func oneOfEachConnectionKind() throws {
        let (archive, _) = try compiled()
        let outlets = objects(archive, "UIRuntimeOutletConnection")
        #expect(outlets.compactMap { string(archive, $0[UIKitKeys.label]) } == ["view", "nameLabel"])
        #expect(
            outlets.allSatisfy {
                $0[UIKitKeys.source]?.objectIndex != nil && $0[UIKitKeys.destination]?.objectIndex != nil && $0[UIKitKeys.eventMask] == nil
            })
        let actions = objects(archive, "UIRuntimeEventConnection")
        #expect(actions.compactMap { string(archive, $0[UIKitKeys.label]) } == ["save:", "track:"])
        #expect(actions.map { $0[UIKitKeys.eventMask]?.integerValue } == [64, 4096])
        // The first action targets the First Responder proxy.
        let target = try #require(actions[0][UIKitKeys.destination]?.objectIndex)
        #expect(string(archive, archive.value(forKey: UIKitKeys.proxiedObjectIdentifier, inObject: target)) == "IBFirstResponder")
        let collection = try #require(objects(archive, "UIRuntimeOutletCollectionConnection").first)
        #expect(string(archive, collection[UIKitKeys.label]) == "buttons")
        #expect(string(archive, collection[UIKitKeys.collectionClassName]) == "NSMutableArray")
        #expect(collection[UIKitKeys.addsContentToExistingCollection] == .bool(false))
    }

    @Test func constraintsRuntimeAttributesColorsAndFonts() throws {
        let (archive, _) = try compiled()
        let constraints = objects(archive, "NSLayoutConstraint")
        #expect(constraints.count == 2)
        #expect(constraints[0]["NSFirstAttribute"] == .int8(5) && constraints[0]["NSConstant"] == .double(20))
        #expect(
            constraints[1]["NSRelation"] == .int8(1) && constraints[1]["NSMultiplier"] == .double(2) && constraints[1]["NSPriority"] == .double(750))
        // No firstItem: the view that owns the constraints.
        let container = (0..<archive.objectCount).first { archive.className(ofObject: $0) == "UIClassSwapper" }
        #expect(constraints[1]["NSFirstItem"]?.objectIndex == container)
        let pair = try #require(objects(archive, "UINibKeyValuePair").first)
        #expect(string(archive, pair[UIKitKeys.kvpKeyPath]) == "layer.cornerRadius")
        let number = try #require(pair[UIKitKeys.kvpValue]?.objectIndex)
        #expect(archive.value(forKey: "NS.intval", inObject: number)?.integerValue == 8)
        let colors = objects(archive, "UIColor")
        #expect(
            colors.contains {
                string(archive, $0["UISystemColorName"]) == "systemBackgroundColor" && $0["UIWhite"] == .float(1) && $0["NSColorSpace"] == .int8(4)
            })
        #expect(objects(archive, "UIFont").first?["UIFontPointSize"] == .double(17))
        // Apple keeps a button's titles per state: UIButtonStatefulContent {NSNumber(0): UIButtonContent}.
        let content = try #require(objects(archive, "UIButtonContent").first)
        #expect(string(archive, content["UITitle"]) == "Save")
    }

    @Test func itInstantiatesWithUIKitSemantics() throws {
        let (_, bytes) = try compiled()
        let store = GenericObject()
        let owner = GenericObject()
        let result = try Nib(data: bytes).instantiateDetailed(
            owner: owner, options: NibOptions(externalObjects: ["AnalyticsStore": store], stubsUnknownClasses: true))
        let root = try #require(result.topLevelObjects.first as? UIView)
        #expect(result.topLevelObjects.count == 1)
        #expect(owner["view"]?.object === root)
        #expect(root.undefinedValues?["nameLabel"]?.object is UILabel)
        #expect(root.layer.cornerRadius == 8)
        let button = try #require(root.subviews.last as? UIButton)
        #expect(button.targetActions.map(\.selector) == ["save:", "track:"])
        #expect(button.targetActions[0].target == nil, "First Responder → nil target")
        #expect(button.targetActions[1].target === store)
        #expect(root.constraints.count == 2)
        #expect(result.report.unknownClasses == ["App.ProfileView"])
    }
}
