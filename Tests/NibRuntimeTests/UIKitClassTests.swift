import NibArchive
import NibModel
import NibRuntime
import Testing

/// Issue 29, item 4: UIKit classes Apple's compiler writes that the runtime used to stand in
/// for. Each nib is built here with the keys Apple-compiled nibs carry (docs/uikit-encoding.md).
@Suite struct UIKitClassTests {
    static let geometry = [
        NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 320, height: 44))),
        NibProperty("UICenter", .point(Point(x: 160, y: 22)))
    ]

    static func instantiate(_ d: NibDocument, owner: NibRuntimeObject? = nil) throws -> NibInstantiation {
        try Nib(data: try d.encoded(), name: "test").instantiateDetailed(owner: owner)
    }

    @Test func layoutGuidesDecodeWithTheirOwningViewAndConstraints() throws {
        var d = NibDocument()
        let constraint = d.add(NibDocumentObject(className: "NSLayoutConstraint", properties: [NibProperty("NSFirstAttribute", .int(3))]))
        let support = d.add(
            NibDocumentObject(
                className: "_UILayoutGuide",
                properties: Self.geometry + [
                    NibProperty("_UILayoutGuideIdentifier", .string("_UIViewControllerTop")),
                    NibProperty("_UILayoutGuideConstraintsToRemove", .array([.object(constraint)], mutable: false))
                ]))
        // The guide and its owning view refer to each other: the view's ID is the next one.
        let root = NibObjectID(d.objects.count + 1)
        let guide = d.add(
            NibDocumentObject(
                className: "UILayoutGuide",
                properties: [
                    NibProperty("UILayoutGuideOwningView", .object(root)),
                    NibProperty("UILayoutGuideIdentifier", .string("UIViewSafeAreaLayoutGuide")),
                    NibProperty("UILayoutGuideOwningViewIsLocked", .bool(true)),
                    NibProperty("UILayoutGuideShouldBeArchived", .bool(true)),
                    NibProperty("UILayoutGuideAllowsNegativeDimensions", .bool(true)),
                    NibProperty("UILayoutGuideSystemConstraints", .array([.object(constraint)], mutable: false))
                ]))
        #expect(
            d.add(
                NibDocumentObject(
                    className: "UIView",
                    properties: Self.geometry + [
                        NibProperty("UISubviews", .array([.object(support)], mutable: true)),
                        NibProperty("UIViewLayoutGuides", .array([.object(guide)], mutable: true)),
                        NibProperty("UIViewAutolayoutConstraints", .array([.object(constraint)], mutable: true))
                    ]), topLevel: true) == root)
        let result = try Self.instantiate(d)
        let view = try #require(result.topLevelObjects.first as? UIView)
        let safeArea = try #require(view.layoutGuides.first)
        #expect(safeArea.identifier == "UIViewSafeAreaLayoutGuide" && safeArea.owningView === view)
        #expect(safeArea.isOwningViewLocked && safeArea.allowsNegativeDimensions)
        #expect(safeArea.systemConstraints.count == 1)
        let top = try #require(view.subviews.first as? UILayoutSupportGuide)
        #expect(top.identifier == "_UIViewControllerTop" && top.constraintsToRemove.count == 1)
        #expect(result.report.unknownClasses.isEmpty)
    }

    @Test func navigationBarItemsAndBarButtonItemsDecodeAndTakeActions() throws {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let cancel = d.add(
            NibDocumentObject(
                className: "UIBarButtonItem",
                properties: [
                    NibProperty("UIEnabled", .bool(true)), NibProperty("UIStyle", .int(1)), NibProperty("UITitle", .string("Cancel"))
                ]))
        let done = d.add(
            NibDocumentObject(
                className: "UIBarButtonItem",
                properties: [
                    NibProperty("UIEnabled", .bool(true)), NibProperty("UIStyle", .int(2)), NibProperty("UITitle", .string("Done"))
                ]))
        let titleView = d.add(NibDocumentObject(className: "UIView", properties: Self.geometry))
        let bar = NibObjectID(d.objects.count + 1)
        let item = d.add(
            NibDocumentObject(
                className: "UINavigationItem",
                properties: [
                    NibProperty("UITitle", .string("Photos")),
                    NibProperty("UINavigationBar", .object(bar)),
                    NibProperty("UILeftBarButtonItem", .object(cancel)),
                    NibProperty("UIRightBarButtonItem", .object(done)),
                    NibProperty("UILeftBarButtonItems", .array([.object(cancel)], mutable: false)),
                    NibProperty("UIRightBarButtonItems", .array([.object(done)], mutable: false)),
                    NibProperty("UITitleView", .object(titleView)),
                    NibProperty("UILargeTitleDisplayMode", .int(2))
                ]))
        #expect(
            d.add(
                NibDocumentObject(
                    className: "UINavigationBar",
                    properties: Self.geometry + [
                        NibProperty("UIItems", .array([.object(item)], mutable: true)),
                        NibProperty("UIBarPosition", .int(2)), NibProperty("UIBarTranslucence", .int(2))
                    ]), topLevel: true) == bar)
        d.connect(.action("cancel:", source: cancel, destination: owner, eventMask: 0))
        d.connect(.outlet("doneItem", source: owner, destination: done))
        let ownerObject = GenericObject()
        let result = try Self.instantiate(d, owner: ownerObject)
        #expect(ownerObject["doneItem"]?.object is UIBarButtonItem)
        let navigationBar = try #require(result.topLevelObjects.first as? UINavigationBar)
        #expect(navigationBar.bar.position == 2 && navigationBar.bar.translucence == 2)
        let navigationItem = try #require(navigationBar.items.first)
        #expect(navigationItem.title == "Photos" && navigationItem.navigationBar === navigationBar)
        #expect(navigationItem.largeTitleDisplayMode == 2 && navigationItem.titleView != nil)
        let left = try #require(navigationItem.leftBarButtonItem)
        #expect(left.title == "Cancel" && left.style == 1 && left.isEnabled)
        #expect(navigationItem.rightBarButtonItems.map(\.title) == ["Done"])
        #expect(left.targetActions.map(\.selector) == ["cancel:"])
        #expect(result.report.unknownClasses.isEmpty)
    }

    @Test func aControllerKeepsItsNavigationItem() throws {
        var d = NibDocument()
        let item = d.add(NibDocumentObject(className: "UINavigationItem", properties: [NibProperty("UITitle", .string("Settings"))]))
        d.add(NibDocumentObject(className: "UIViewController", properties: [NibProperty("UINavigationItem", .object(item))]), topLevel: true)
        let controller = try #require(try Self.instantiate(d).topLevelObjects.first as? UIViewController)
        #expect(controller.navigationItem?.title == "Settings")
        #expect(try controller.value(forKey: "navigationItem").object === controller.navigationItem)
    }

    @Test func toolbarsTabBarsAndSearchBarsDecode() throws {
        var d = NibDocument()
        let flexible = d.add(
            NibDocumentObject(
                className: "UIBarButtonItem",
                properties: [
                    NibProperty("UIIsSystemItem", .bool(true)), NibProperty("UISystemItem", .int(5)), NibProperty("UIWidth", .float(12))
                ]))
        d.add(
            NibDocumentObject(
                className: "UIToolbar",
                properties: Self.geometry + [
                    NibProperty("UIItems", .array([.object(flexible)], mutable: true))
                ]), topLevel: true)
        let tab = d.add(
            NibDocumentObject(
                className: "UITabBarItem",
                properties: [
                    NibProperty("UITitle", .string("Home")), NibProperty("UITag", .int(3)), NibProperty("UIBadgeValue", .string("2"))
                ]))
        d.add(
            NibDocumentObject(
                className: "UITabBar",
                properties: Self.geometry + [
                    NibProperty("UIItems", .array([.object(tab)], mutable: true)), NibProperty("UISelectedItem", .object(tab))
                ]), topLevel: true)
        let search = d.add(
            NibDocumentObject(
                className: "UISearchBar",
                properties: Self.geometry + [
                    NibProperty("UIPlaceholder", .string("Search")), NibProperty("UISearchBarStyle", .int(2)),
                    NibProperty("UIShowsCancelButton", .bool(true)),
                    NibProperty("UIScopeButtonTitles", .array([.string("All"), .string("Mine")], mutable: false))
                ]), topLevel: true)
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        d.connect(.outlet("delegate", source: search, destination: owner))
        let ownerObject = GenericObject()
        let objects = try Self.instantiate(d, owner: ownerObject).topLevelObjects
        let bar = try #require(objects[0] as? UIToolbar)
        #expect(bar.items.first?.isSystemItem == true && bar.items.first?.systemItem == 5 && bar.items.first?.width == 12)
        let tabs = try #require(objects[1] as? UITabBar)
        #expect(tabs.items.map(\.title) == ["Home"] && tabs.items.first?.tag == 3 && tabs.items.first?.badgeValue == "2")
        #expect(tabs.selectedItem === tabs.items.first)
        let searchBar = try #require(objects[2] as? UISearchBar)
        #expect(searchBar.placeholder == "Search" && searchBar.searchBarStyle == 2 && searchBar.showsCancelButton)
        #expect(searchBar.scopeButtonTitles == ["All", "Mine"] && searchBar.delegate === ownerObject)
    }

    @Test func aCollectionViewOwnsItsFlowLayout() throws {
        var d = NibDocument()
        let layout = d.add(
            NibDocumentObject(
                className: "UICollectionViewFlowLayout",
                properties: [
                    NibProperty("UIInteritemSpacing", .float(5)), NibProperty("UILineSpacing", .float(6)),
                    NibProperty("UIItemSize", .size(Size(width: 80, height: 90))),
                    NibProperty("UISectionInset", .scalar(.data(GeometryBlob.encode(1, 2, 3, 4)))),
                    NibProperty("UIScrollDirection", .int(1))
                ]))
        d.add(
            NibDocumentObject(
                className: "UICollectionView",
                properties: Self.geometry + [
                    NibProperty("UICollectionLayout", .object(layout))
                ]), topLevel: true)
        let collection = try #require(try Self.instantiate(d).topLevelObjects.first as? UICollectionView)
        let flow = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.minimumInteritemSpacing == 5 && flow.minimumLineSpacing == 6)
        #expect(flow.itemSize == Size(width: 80, height: 90) && flow.scrollDirection == 1)
        #expect(flow.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(flow.headerReferenceSize == .zero && flow.collectionView === collection)
    }

    @Test func buttonConfigurationsAndSymbolConfigurationsDecode() throws {
        var d = NibDocument()
        let traits = d.add(
            NibDocumentObject(
                className: "UITraitCollection",
                properties: [
                    NibProperty("UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass", .int(2))
                ]))
        let symbol = d.add(
            NibDocumentObject(
                className: "UIImageSymbolConfiguration",
                properties: [
                    NibProperty("UITraitCollection", .object(traits)), NibProperty("UISymbolScale", .int(1))
                ]))
        let color = d.add(NibDocumentObject(className: "UIColor", properties: [NibProperty("UIWhite", .float(1))]))
        let background = d.add(
            NibDocumentObject(
                className: "UIBackgroundConfiguration",
                properties: [
                    NibProperty("UIBackgroundColor", .object(color)), NibProperty("UICornerRadius", .float(6))
                ]))
        let configuration = d.add(
            NibDocumentObject(
                className: "UIButtonConfiguration",
                properties: [
                    NibProperty("UITitle", .string("Buy")), NibProperty("UIBaseForegroundColor", .object(color)),
                    NibProperty("UIBackground", .object(background)), NibProperty("UICornerStyle", .int(4)),
                    NibProperty("UIPreferredSymbolConfigurationForImage", .object(symbol))
                ]))
        d.add(
            NibDocumentObject(
                className: "UIButton",
                properties: Self.geometry + [
                    NibProperty("UIButtonConfiguration", .object(configuration))
                ]), topLevel: true)
        let result = try Self.instantiate(d)
        let button = try #require(result.topLevelObjects.first as? UIButton)
        let config = try #require(button.configuration)
        #expect(config.title == "Buy" && config.cornerStyle == 4 && config.baseForegroundColor?.red == 1)
        #expect(config.background?.cornerRadius == 6 && config.background?.backgroundColor === config.baseForegroundColor)
        let symbolConfiguration = try #require(config.preferredSymbolConfigurationForImage)
        #expect(symbolConfiguration.scale == 1)
        #expect(symbolConfiguration.traitCollection?.traits.first?.name == "_UITraitNameHorizontalSizeClass")
        #expect(result.report.unknownClasses.isEmpty)
    }

    @Test func attributedStringsKeepTheirRunsAndParagraphStyles() throws {
        var d = NibDocument()
        let style = d.add(
            NibDocumentObject(
                className: "NSMutableParagraphStyle",
                properties: [
                    NibProperty("NSAlignment", .int(1)), NibProperty("NSLineSpacing", .float(4)), NibProperty("NSParagraphSpacingBefore", .float(2))
                ]))
        let font = d.add(NibDocumentObject(className: "UIFont", properties: [NibProperty("UIFontPointSize", .float(20))]))
        let first = NibPropertyValue.dictionary([NibDictionaryEntry(key: .string("NSParagraphStyle"), value: .object(style))], mutable: false)
        let second = NibPropertyValue.dictionary([NibDictionaryEntry(key: .string("NSFont"), value: .object(font))], mutable: false)
        // Runs: 5 units with dictionary 0, 200 units (a two-byte varint) with dictionary 1.
        d.add(
            NibDocumentObject(
                className: "NSMutableAttributedString",
                properties: [
                    NibProperty("NSString", .string("Hello" + String(repeating: "x", count: 200))),
                    NibProperty("NSAttributes", .array([first, second], mutable: false)),
                    NibProperty("NSAttributeInfo", .scalar(.data(NibData([5, 0, 0xC8, 0x01, 1]))))
                ]), topLevel: true)
        let text = try #require(try Self.instantiate(d).topLevelObjects.first as? NSAttributedString)
        #expect(text.string.hasPrefix("Hello") && text.runs.map(\.length) == [5, 200] && text.runs.map(\.attributes) == [0, 1])
        let paragraph = try #require(text.attributes(ofRun: 0).first?.value.object as? NSParagraphStyle)
        #expect(paragraph.alignment == 1 && paragraph.lineSpacing == 4 && paragraph.paragraphSpacingBefore == 2)
        #expect((text.attribute("NSFont")?.object as? UIFont)?.pointSize == 20)
    }

    @Test func theStandardRegistryNamesEveryUIKitClassOfIssue29() {
        let names = Set(NibClassRegistry.standard.names)
        for name in [
            "UILayoutGuide", "_UILayoutGuide", "_UILayoutSupportConstraint", "UINavigationItem", "UIBarButtonItem",
            "UIBarItem", "UITabBarItem", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
            "UICollectionViewLayout", "UICollectionViewFlowLayout", "UIButtonConfiguration", "UIBackgroundConfiguration",
            "NSAttributedString", "NSMutableAttributedString", "NSParagraphStyle", "NSMutableParagraphStyle",
            "UIImageSymbolConfiguration", "UITraitCollection", "_UITableViewCellSeparatorView"
        ] {
            #expect(names.contains(name), "\(name) is not registered")
        }
    }
}

/// `prefetchDataSource` is an outlet of table and collection views (iOS 10) that storyboards
/// connect like `dataSource`; the runtime used to refuse it (`unknown-key`).
@Suite struct PrefetchDataSourceTests {
    @Test(arguments: ["UITableView", "UICollectionView"])
    func prefetchDataSourceIsAnOutletOfTableAndCollectionViews(className: String) throws {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let view = d.add(NibDocumentObject(className: className, properties: UIKitClassTests.geometry), topLevel: true)
        d.connect(.outlet("dataSource", source: view, destination: owner))
        d.connect(.outlet("prefetchDataSource", source: view, destination: owner))
        let owned = GenericObject()
        let result = try UIKitClassTests.instantiate(d, owner: owned)
        if let table = result.topLevelObjects.first as? UITableView {
            #expect(table.prefetchDataSource === owned && table.dataSource === owned)
        } else {
            let collection = try #require(result.topLevelObjects.first as? UICollectionView)
            #expect(collection.prefetchDataSource === owned && collection.dataSource === owned)
        }
    }
}
