import Foundation
import NibModel
import NibRuntime
import Testing
import XIB

/// Issue 40 end to end: a xib whose objects use real UIKit API that the runtime classes do
/// not model compiles without invented classes and instantiates.
@Suite struct CatalogInstantiationTests {
    /// NetNewsWire's shape: a collection view whose drag and drop delegates are File's Owner,
    /// beside a date picker (a class no runtime class models).
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <subviews>
                        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="cv">
                            <rect key="frame" x="0" y="0" width="375" height="400"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="5" minimumInteritemSpacing="5" id="fl">
                                <size key="itemSize" width="50" height="50"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                            </collectionViewFlowLayout>
                            <connections>
                                <outlet property="dataSource" destination="-1" id="o1"/>
                                <outlet property="delegate" destination="-1" id="o2"/>
                                <outlet property="dragDelegate" destination="-1" id="o3"/>
                                <outlet property="dropDelegate" destination="-1" id="o4"/>
                            </connections>
                        </collectionView>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" minuteInterval="15" id="dp">
                            <rect key="frame" x="0" y="400" width="375" height="200"/>
                        </datePicker>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test("the collection view's drag and drop delegate outlets connect; the date picker stands in as a UIControl")
    func instantiates() throws {
        let compiled = try XIBCompiler.compile(XIBDocument(data: Data(Self.xib.utf8), file: "Drag.xib"))
        #expect(UIKitClassCatalog.invented(in: compiled.nib, customClasses: []).isEmpty)
        let owner = NibRuntimeObject()
        let result = try Nib(data: compiled.encoded(), name: "Drag.nib").instantiateDetailed(owner: owner)
        let root = try #require(result.topLevelObjects.first as? UIView)
        let collectionView = try #require(root.subviews.first as? UICollectionView)
        #expect(collectionView.dataSource === owner)
        #expect(try collectionView.value(forKey: "dragDelegate").object === owner)
        #expect(try collectionView.value(forKey: "dropDelegate").object === owner)
        let picker = try #require(root.subviews.last)
        #expect(type(of: picker) == UIControl.self && picker.className == "UIDatePicker")
        #expect(result.report.substitutedClasses == [ClassSubstitution(className: "UIDatePicker", instantiatedAs: "UIControl")])
        #expect(result.report.unknownClasses.isEmpty)
    }

    @Test("the compiler's real-class check takes every class of UIKit's list, and still no made-up name")
    func realClassCheck() {
        for name in ["UIDatePicker", "_UISystemBackgroundView", "UIRefreshControl", "MKMapView", "UIListContentConfiguration"] {
            #expect(UIKitClassCatalog.contains(name), "\(name)")
        }
        for made in ["UIPrototypes", "UISubviews", "MYFancyWidget"] { #expect(!UIKitClassCatalog.contains(made), "\(made)") }
    }
}
