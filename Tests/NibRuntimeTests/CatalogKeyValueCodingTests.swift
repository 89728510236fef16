import NibModel
import NibRuntime
import Testing

/// Issue 40: keys that a runtime class does not model but UIKit's class has (from the
/// generated ``UIKitCatalog``) are kept, typed by the property's kind; keys UIKit lacks are
/// still `setValue:forUndefinedKey:`.
@Suite struct CatalogKeyValueCodingTests {
    @Test("a collection view keeps dragDelegate and dropDelegate, weakly as UIKit does")
    func collectionViewDragDelegate() throws {
        let collectionView = UICollectionView()
        var delegate: NibRuntimeObject? = NibRuntimeObject()
        try collectionView.setValue(.object(delegate!), forKey: "dragDelegate")
        try collectionView.setValue(.null, forKey: "dropDelegate")
        #expect(try collectionView.value(forKey: "dragDelegate").object === delegate)
        #expect(try collectionView.value(forKey: "dropDelegate").object == nil)
        delegate = nil
        #expect(try collectionView.value(forKey: "dragDelegate").object == nil, "an assign property does not own its object")
    }

    @Test("an owned object property keeps its object")
    func ownedObjectProperty() throws {
        let collectionView = UICollectionView()
        try collectionView.setValue(.object(UIView()), forKey: "backgroundView")
        #expect(try collectionView.value(forKey: "backgroundView").object is UIView)
    }

    @Test("a key UIKit does not have is UIKit's undefined-key error; a readonly one too")
    func unknownKeys() throws {
        for key in ["noSuchKey", "bottomAnchor"] {
            #expect { try UILabel().setValue(.int(1), forKey: key) } throws: {
                let error = $0 as? NibRuntimeError
                return error?.code == .unknownKey && error!.message.contains("[<UILabel> setValue:forUndefinedKey:]")
            }
        }
        #expect(throws: NibRuntimeError.self) { try UILabel().value(forKey: "noSuchKey") }
    }

    @Test("numbers, integers and bools convert as key-value coding converts them")
    func scalarConversions() throws {
        let label = UILabel()
        try label.setValue(.string("8"), forKey: "minimumScaleFactor")
        try label.setValue(.string("4"), forKey: "lineBreakMode")
        try label.setValue(.string("YES"), forKey: "adjustsFontSizeToFitWidth")
        #expect(try label.value(forKey: "minimumScaleFactor").double == 8)
        #expect(try label.value(forKey: "lineBreakMode").int == 4)
        #expect(try label.value(forKey: "adjustsFontSizeToFitWidth").bool == true)
        #expect(try label.value(forKey: "preferredMaxLayoutWidth").double == 0, "unset reads as zero")
        #expect { try label.setValue(.object(UIView()), forKey: "minimumScaleFactor") } throws: {
            ($0 as? NibRuntimeError)?.code == .typeMismatch
        }
        #expect { try label.setValue(.null, forKey: "lineBreakMode") } throws: { ($0 as? NibRuntimeError)?.code == .typeMismatch }
    }

    @Test("modelled keys still go to the modelled property")
    func modelledKeysUnchanged() throws {
        let label = UILabel()
        try label.setValue(.string("3"), forKey: "numberOfLines")
        #expect(label.numberOfLines == 3)
    }

    @Test("outlets dragDelegate and dropDelegate of a collection view connect to File's Owner")
    func nibOutlets() throws {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let view = d.add(NibDocumentObject(className: "UICollectionView"), topLevel: true)
        d.connect(.outlet("dragDelegate", source: view, destination: owner))
        d.connect(.outlet("dropDelegate", source: view, destination: owner))
        let ownerObject = NibRuntimeObject()
        let result = try Nib(data: d.encoded(), name: "Drag.nib").instantiateDetailed(owner: ownerObject)
        let collectionView = try #require(result.topLevelObjects.first as? UICollectionView)
        #expect(try collectionView.value(forKey: "dragDelegate").object === ownerObject)
        #expect(try collectionView.value(forKey: "dropDelegate").object === ownerObject)
        #expect(result.report.isEmpty)
    }
}
