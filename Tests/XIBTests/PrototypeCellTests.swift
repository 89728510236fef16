import Foundation
import NibArchive
import NibModel
import NibRuntime
import Testing
import XIB
@testable import XIB

/// Issue 29, item 2: storyboard prototype cells compile into cell nibs inside the view's nib
/// (`UITableViewCellPrototypeNibs`, `UICollectionViewCellNibDict`, …) with placeholders for
/// what they point to outside, static cells stay objects of the scene, and the runtime
/// instantiates a prototype once per dequeued cell.
@Suite struct PrototypeCellTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="list">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController storyboardIdentifier="List" id="list" customClass="ListController" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell" customClass="TitleCell">
                                        <rect key="frame" x="0.0" y="28" width="390" height="44"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                            <subviews>
                                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                    <rect key="frame" x="16" y="11" width="200" height="21"/>
                                                </label>
                                                <button contentMode="scaleToFill" buttonType="system" id="more">
                                                    <rect key="frame" x="300" y="7" width="60" height="30"/>
                                                    <state key="normal" title="More"/>
                                                    <connections>
                                                        <action selector="showMore:" destination="list" eventType="touchUpInside" id="act"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="lead"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="titleLabel" destination="title" id="out"/>
                                            <segue destination="detail" kind="show" identifier="ShowDetail" id="seg"/>
                                        </connections>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Plain" id="plain">
                                        <rect key="frame" x="0.0" y="72" width="390" height="44"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="plain" id="plainContent"/>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="list" id="ds"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <collectionView contentMode="scaleToFill" dataMode="prototypes" id="grid">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                            <size key="itemSize" width="100" height="100"/>
                                        </collectionViewFlowLayout>
                                        <cells>
                                            <collectionViewCell contentMode="center" reuseIdentifier="Item" id="item">
                                                <rect key="frame" x="0.0" y="50" width="100" height="100"/>
                                                <view key="contentView" contentMode="center" id="itemContent">
                                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                                    <subviews>
                                                        <label text="Item" id="itemLabel">
                                                            <rect key="frame" x="8" y="8" width="84" height="21"/>
                                                        </label>
                                                    </subviews>
                                                </view>
                                            </collectionViewCell>
                                        </cells>
                                        <collectionReusableView key="sectionHeaderView" contentMode="center" reuseIdentifier="Header" id="header">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="50"/>
                                        </collectionReusableView>
                                    </collectionView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <tableViewController storyboardIdentifier="Settings" id="settings" customClass="SettingsController" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" dataMode="static" style="grouped" id="settingsTable">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <sections>
                                    <tableViewSection headerTitle="General" id="section">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="wifi">
                                                <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="wifi" id="wifiContent">
                                                    <subviews>
                                                        <label text="Wi-Fi" id="wifiLabel">
                                                            <rect key="frame" x="16" y="11" width="200" height="21"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" id="bluetooth">
                                                <rect key="frame" x="0.0" y="94" width="390" height="44"/>
                                                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="bluetooth" id="bluetoothContent"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <connections>
                                <outlet property="wifiCell" destination="wifi" id="wifiOutlet"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func compiled() throws -> StoryboardCompilation {
        try StoryboardCompiler.compile(StoryboardDocument(data: Data(storyboard.utf8), file: "Prototypes.storyboard"))
    }

    static func nib(_ compilation: StoryboardCompilation, _ name: String) throws -> NibDocument {
        try #require(compilation.nibs.first { $0.name == name }?.nib, "no nib \(name) in \(compilation.nibs.map(\.name))")
    }

    /// The object of `nib` whose class (or swapped original class) is `className`.
    static func object(_ nib: NibDocument, _ className: String) throws -> NibDocumentObject {
        try #require(nib.objects.first { $0.className == className || $0.archiveClassName == className })
    }

    /// The dictionary entries of `key` in `object`.
    static func dictionary(_ object: NibDocumentObject, _ key: String) throws -> [NibDictionaryEntry] {
        guard case .dictionary(let entries, _)? = object[key] else { Issue.record("no dictionary \(key)"); return [] }
        return entries
    }

    /// `nib` and, depth first, every nib it holds as `archiveData` (prototype cells).
    static func withNested(_ nib: NibDocument) throws -> [NibDocument] {
        var nibs = [nib]
        for object in nib.objects where object.className == UIKitClasses.nib {
            guard let data = object[UIKitKeys.archiveData]?.dataValue else { continue }
            nibs += try withNested(NibDocument(archive: NibArchive(bytes: Array(data))))
        }
        return nibs
    }

    /// The nib a `UINib` object of `nib` holds as `archiveData`.
    static func nested(_ nib: NibDocument, _ value: NibPropertyValue) throws -> NibDocument {
        let holder = nib[try #require(value.objectID)]
        #expect(holder.className == "UINib")
        #expect(holder[UIKitKeys.captureEnclosingBundle] == .bool(true))
        let data = try #require(holder[UIKitKeys.archiveData]?.dataValue)
        return try NibDocument(archive: NibArchive(bytes: Array(data)))
    }

    @Test func aTablesPrototypesAreCellNibsFiledByReuseIdentifier() throws {
        let compilation = try Self.compiled()
        let view = try Self.nib(compilation, "list-view-table")
        let table = try Self.object(view, "UITableView")
        let nibs = try Self.dictionary(table, "UITableViewCellPrototypeNibs")
        #expect(nibs.map(\.key) == [.string("Cell"), .string("Plain")])
        for key in ["UIPrototypes", "UICells", "UISections"] { #expect(table[key] == nil) }
        // The cells are not objects of the scene: only their nibs are.
        #expect(!view.objects.contains { $0.archiveClassName == "UITableViewCell" || $0.className == "UILabel" })

        let cellNib = try Self.nested(view, nibs[0].value)
        #expect(cellNib.topLevelObjects.count == 3, "the cell and two placeholders")
        let cell = try #require(cellNib.topLevelObjects.map { cellNib[$0] }.first { $0.archiveClassName == "UIClassSwapper" })
        #expect(cell.kind == .classSwapper(className: "TitleCell", originalClassName: "UITableViewCell"))
        #expect(cell["UIReuseIdentifier"] == .string("Cell"))
        #expect(cellNib.objects.contains { $0.className == "UILabel" } && cellNib.objects.contains { $0.className == "NSLayoutConstraint" })
        #expect(cellNib.connections.contains { $0.kind == .outlet && $0.label == "titleLabel" })
        // What the cell points to outside itself are placeholders, in order of first reference.
        let placeholders = cellNib.objects.compactMap { if case .placeholder(let id) = $0.kind { id } else { nil } }
        #expect(placeholders == ["UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        #expect(cellNib.connections.contains { $0.kind == .outlet && $0.label == "selectionSegueTemplate" })
        #expect(cellNib.connections.contains { $0.kind == .action(eventMask: 64) && $0.label == "showMore:" })
        #expect(UIKitClassCatalog.invented(in: cellNib, customClasses: ["TitleCell"]).isEmpty)

        // The table maps each placeholder to the view nib's object: the controller for the
        // action (from Xcode 8 the view nib's own upstream placeholder of it, not File's
        // Owner), the view nib's placeholder of the segue template.
        let externals = try Self.dictionary(table, "UITableViewCellPrototypeNibExternalObjects")
        #expect(externals.map(\.key) == [.string("Cell")], "a prototype with no outside reference has no table")
        guard case .dictionary(let table1, _) = externals[0].value else { Issue.record("not a dictionary"); return }
        let targets = try table1.map { view[try #require($0.value.objectID)].kind }
        #expect(table1.map(\.key) == [.string("UpstreamPlaceholder-1"), .string("UpstreamPlaceholder-2")])
        guard case .placeholder(let controller)? = targets.first else { Issue.record("the controller is no placeholder: \(targets)"); return }
        #expect(controller.hasPrefix("UpstreamPlaceholder-") && targets.first != targets.last, "\(targets)")
        guard case .placeholder(let segue)? = targets.last else { Issue.record("the segue is no placeholder: \(targets)"); return }
        #expect(segue.hasPrefix("UpstreamPlaceholder-"))
        #expect(compilation.report.genericElements.isEmpty, "\(compilation.report.genericElements)")
    }

    @Test func aPrototypesActionReachesTheControllerThroughTheViewNibsPlaceholder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prototype-action-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.compiled().write(to: folder + "/P.storyboardc")
        let storyboard = try UIStoryboard(contentsOf: folder + "/P.storyboardc")
        let scene = try storyboard.instantiateViewController(identifier: "List", options: NibOptions(stubsUnknownClasses: true))
        let table = try #require(scene.view as? UITableView)
        let cell = try #require(try table.dequeueReusableCell(withIdentifier: "Cell"))
        let button = try #require(cell.contentView?.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? UIButton }.first)
        withExtendedLifetime(scene) {
            #expect(button.targetActions.first?.target === scene.controller, "the cell's placeholder → the view nib's placeholder → the controller")
        }
    }

    @Test func aCollectionViewsCellsAndHeaderAreNibsToo() throws {
        let view = try Self.nib(try Self.compiled(), "detail-view-detailView")
        let grid = try Self.object(view, "UICollectionView")
        let cells = try Self.dictionary(grid, "UICollectionViewCellNibDict")
        #expect(cells.map(\.key) == [.string("Item")])
        let headers = try Self.dictionary(grid, "UICollectionViewSupplementaryViewNibDict")
        #expect(headers.map(\.key) == [.string("UICollectionElementKindSectionHeader/Header")])
        #expect(grid["UICollectionViewCellPrototypeNibExternalObjects"] == nil && grid["UICells"] == nil)
        let cellNib = try Self.nested(view, cells[0].value)
        #expect(cellNib.topLevelObjects.map { cellNib[$0].className } == ["UICollectionViewCell"])
        let headerNib = try Self.nested(view, headers[0].value)
        #expect(headerNib.topLevelObjects.map { headerNib[$0].className } == ["UICollectionReusableView"])
        #expect(headerNib[headerNib.topLevelObjects[0]]["UISectionHeaderView"] == nil, "the key attribute is not a property in its own nib")
    }

    @Test func staticCellsStayObjectsOfTheScene() throws {
        let compilation = try Self.compiled()
        let view = try Self.nib(compilation, "settings-view-settingsTable")
        let table = try Self.object(view, "UITableView")
        for key in ["UISections", "UICells", "UITableViewCellPrototypeNibs"] { #expect(table[key] == nil) }
        let cells = view.allObjects.filter { view[$0].className == "UITableViewCell" }
        #expect(cells.count == 2)
        #expect(view.objects.contains { $0.className == "UILabel" })
        #expect(view.connections.contains { $0.label == "wifiCell" && $0.destination == cells[0] })
        #expect(compilation.report.warnings.contains { $0.message.contains("headerTitle") })
    }

    /// Writes the compiled storyboard and opens it.
    static func loaded() throws -> (UIStoryboard, String) {
        let folder = StoryboardTests.temporaryFolder()
        try compiled().write(to: folder + "/Prototypes.storyboardc")
        return (try UIStoryboard(contentsOf: folder + "/Prototypes.storyboardc"), folder)
    }

    @Test func dequeueInstantiatesTheCellNibOncePerCellWithItsOutletsAndOutsideObjects() throws {
        let (storyboard, folder) = try Self.loaded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try storyboard.instantiateViewController(identifier: "List", options: NibOptions(stubsUnknownClasses: true))
        let table = try #require(scene.viewNib?.topLevelObjects.first as? UITableView)
        #expect(table.prototypes.map(\.identifier) == ["Cell", "Plain"])
        #expect(scene.prototypes.map(\.identifier) == ["Cell", "Plain"])
        #expect(scene.report.unresolvedProxies.isEmpty, "\(scene.report.unresolvedProxies)")

        let first = try #require(try table.dequeueReusableCell(withIdentifier: "Cell"))
        let second = try #require(try table.dequeueReusableCell(withIdentifier: "Cell"))
        #expect(first !== second, "one instantiate per cell")
        #expect(first.reuseIdentifier == "Cell" && first.contentView != nil)
        for cell in [first, second] {
            let label = try #require(cell.undefinedValues?["titleLabel"]?.object as? UILabel)
            #expect(label.text == "Title" && label.superview === cell.contentView)
            let button = try #require(cell.contentView?.subviews.compactMap { $0 as? UIButton }.first)
            #expect(button.targetActions.map(\.selector) == ["showMore:"])
            #expect(button.targetActions.first?.target === scene.controller, "the action reaches the scene's controller")
            let template = try #require(cell.selectionSegueTemplate)
            #expect(!(template is UnresolvedPlaceholder), "the segue template is the controller nib's")
        }
        let instantiation = try #require(table.prototypes.first).instantiateDetailed()
        #expect(instantiation.report.unresolvedProxies.isEmpty)
        #expect(try table.dequeueReusableCell(withIdentifier: "Plain") != nil)
        #expect(try table.dequeueReusableCell(withIdentifier: "Missing") == nil)
    }

    @Test func aCollectionViewDequeuesCellsAndHeaders() throws {
        let (storyboard, folder) = try Self.loaded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try storyboard.instantiateViewController(identifier: "Detail")
        let grid = try #require(scene.view?.subviews.first as? UICollectionView)
        #expect(grid.prototypes.map(\.identifier) == ["Item", "UICollectionElementKindSectionHeader/Header"])
        #expect(grid.prototypes.map(\.role) == [.collectionCell, .supplementaryView])
        let cell = try #require(try grid.dequeueReusableCell(withReuseIdentifier: "Item"))
        #expect(cell.reuseIdentifier == "Item" && (cell.contentView?.subviews.first as? UILabel)?.text == "Item")
        let header = try grid.dequeueReusableSupplementaryView(ofKind: "UICollectionElementKindSectionHeader", withReuseIdentifier: "Header")
        #expect(header is UICollectionReusableView)
        #expect(try grid.dequeueReusableSupplementaryView(ofKind: "UICollectionElementKindSectionFooter", withReuseIdentifier: "Header") == nil)
    }

    @Test func staticCellsAreMadeWithTheScene() throws {
        let (storyboard, folder) = try Self.loaded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try storyboard.instantiateViewController(identifier: "Settings", options: NibOptions(stubsUnknownClasses: true))
        let made = try #require(scene.viewNib).createdObjects.compactMap { $0 as? UITableViewCell }
        #expect(made.count == 2)
        #expect(try scene.controller.value(forKey: "wifiCell").object === made.first)
        #expect((scene.viewNib?.topLevelObjects.first as? UITableView)?.prototypes.isEmpty == true)
    }
}
