import NibArchive
import NibModel
import NibRuntime
import Testing

/// Issue 29, item 2: a table or collection view decoded with prototype nibs
/// (`UITableViewCellPrototypeNibs`: reuse identifier → `UINib` with `archiveData`) registers
/// them, and dequeuing instantiates the cell nib once per cell with the external objects.
@Suite struct CellPrototypeTests {
    static let geometry = UIKitClassTests.geometry

    /// A cell nib: a `UITableViewCell` (reuse identifier `identifier`) whose content view holds
    /// a label (the cell's `textLabel` outlet) and a button whose action goes to the
    /// `UpstreamPlaceholder-1` proxy; `inner` nests a collection view with that prototype table.
    static func cellNib(_ identifier: String, inner: [NibProperty] = []) throws -> [UInt8] {
        var d = NibDocument()
        let outside = d.addPlaceholder("UpstreamPlaceholder-1")
        let label = d.add(NibDocumentObject(className: "UILabel", properties: geometry + [NibProperty("UIText", .string("Title"))]))
        let button = d.add(NibDocumentObject(className: "UIButton", properties: geometry))
        var subviews: [NibPropertyValue] = [.object(label), .object(button)]
        if !inner.isEmpty { subviews.append(.object(d.add(NibDocumentObject(className: "UICollectionView", properties: geometry + inner)))) }
        let content = d.add(
            NibDocumentObject(
                className: "UITableViewCellContentView",
                properties: geometry + [
                    NibProperty("UISubviews", .array(subviews, mutable: true))
                ]))
        let cell = d.add(
            NibDocumentObject(
                className: "UITableViewCell",
                properties: geometry + [
                    NibProperty("UIReuseIdentifier", .string(identifier)), NibProperty("UIContentView", .object(content)),
                    NibProperty("UISubviews", .array([.object(content)], mutable: true))
                ]), topLevel: true)
        d.connect(.outlet("textLabel", source: cell, destination: label))
        d.connect(.action("showMore:", source: button, destination: outside, eventMask: 64))
        return try d.encoded()
    }

    /// A `UINib` holding `bytes`, added to `d`.
    static func holder(_ bytes: [UInt8], in d: inout NibDocument) -> NibPropertyValue {
        .object(
            d.add(
                NibDocumentObject(
                    className: "UINib",
                    properties: [
                        NibProperty("captureEnclosingNIBBundleOnDecode", .bool(true)), NibProperty("archiveData", .scalar(.data(NibData(bytes))))
                    ]), listed: false))
    }

    /// A view nib: File's Owner, and a table with prototypes "Cell" (its placeholder mapped to
    /// File's Owner; with `nested`, its cell holds a collection view with a prototype of its
    /// own) and "Other" (no external objects).
    static func tableNib(nested: Bool = false) throws -> [UInt8] {
        var d = NibDocument()
        let owner = d.addPlaceholder("IBFilesOwner")
        let nibs = NibPropertyValue.dictionary(
            [
                NibDictionaryEntry(key: .string("Cell"), value: holder(nested ? try nestedCellNib() : try cellNib("Cell"), in: &d)),
                NibDictionaryEntry(key: .string("Other"), value: holder(try cellNib("Other"), in: &d))
            ], mutable: false)
        let externals = NibPropertyValue.dictionary(
            [
                NibDictionaryEntry(
                    key: .string("Cell"),
                    value: .dictionary([NibDictionaryEntry(key: .string("UpstreamPlaceholder-1"), value: .object(owner))], mutable: false))
            ], mutable: false)
        let table = d.add(
            NibDocumentObject(
                className: "UITableView",
                properties: geometry + [
                    NibProperty("UITableViewCellPrototypeNibs", nibs), NibProperty("UITableViewCellPrototypeNibExternalObjects", externals)
                ]), topLevel: true)
        d.connect(.outlet("view", source: owner, destination: table))
        return try d.encoded()
    }

    /// A "Cell" nib whose content view holds a collection view with an "Inner" prototype, its
    /// placeholder mapped to the outer cell's label.
    static func nestedCellNib() throws -> [UInt8] {
        var d = NibDocument()
        let outside = d.addPlaceholder("UpstreamPlaceholder-1")
        let label = d.add(NibDocumentObject(className: "UILabel", properties: geometry))
        let button = d.add(NibDocumentObject(className: "UIButton", properties: geometry))
        let grid = d.add(
            NibDocumentObject(
                className: "UICollectionView",
                properties: geometry + [
                    NibProperty(
                        "UICollectionViewCellNibDict",
                        .dictionary([NibDictionaryEntry(key: .string("Inner"), value: holder(try cellNib("Inner"), in: &d))], mutable: false)),
                    NibProperty(
                        "UICollectionViewCellPrototypeNibExternalObjects",
                        .dictionary(
                            [
                                NibDictionaryEntry(
                                    key: .string("Inner"),
                                    value: .dictionary(
                                        [
                                            NibDictionaryEntry(key: .string("UpstreamPlaceholder-1"), value: .object(label))
                                        ], mutable: false))
                            ], mutable: false))
                ]))
        let content = d.add(
            NibDocumentObject(
                className: "UITableViewCellContentView",
                properties: geometry + [
                    NibProperty("UISubviews", .array([.object(label), .object(button), .object(grid)], mutable: true))
                ]))
        let cell = d.add(
            NibDocumentObject(
                className: "UITableViewCell",
                properties: geometry + [
                    NibProperty("UIReuseIdentifier", .string("Cell")), NibProperty("UIContentView", .object(content)),
                    NibProperty("UISubviews", .array([.object(content)], mutable: true))
                ]), topLevel: true)
        d.connect(.action("showMore:", source: button, destination: outside, eventMask: 64))
        return try d.encoded()
    }

    @Test func aTableRegistersItsPrototypesAndDequeuesOneInstantiatePerCell() throws {
        let owner = UIViewController()
        let result = try Nib(data: try Self.tableNib(), name: "Scene-view").instantiateDetailed(owner: owner)
        let table = try #require(owner.view as? UITableView)
        #expect(table.prototypes.map(\.identifier) == ["Cell", "Other"])
        #expect(table.prototypes.map(\.role) == [.tableCell, .tableCell])
        #expect(table.prototypes[0].externalObjects["UpstreamPlaceholder-1"] === owner)
        #expect(table.prototypes[1].externalObjects.isEmpty)
        #expect(result.report.warnings.isEmpty, "\(result.report.warnings)")

        let a = try #require(try table.dequeueReusableCell(withIdentifier: "Cell"))
        let b = try #require(try table.dequeueReusableCell(withIdentifier: "Cell"))
        #expect(a !== b && a.reuseIdentifier == "Cell")
        for cell in [a, b] {
            #expect(cell.textLabel?.text == "Title" && cell.textLabel?.superview === cell.contentView)
            let button = try #require(cell.contentView?.subviews.compactMap { $0 as? UIButton }.first)
            #expect(button.targetActions.first?.target === owner, "the action reaches the external object")
        }
        let other = try #require(try table.dequeueReusableCell(withIdentifier: "Other"))
        let unresolved = try table.prototypes[1].instantiateDetailed().report.unresolvedProxies
        #expect(other.reuseIdentifier == "Other" && unresolved == ["UpstreamPlaceholder-1"], "no external object was given for it")
        #expect(try table.dequeueReusableCell(withIdentifier: "None") == nil)
    }

    @Test func prototypesInsideACellAreReachedByExpanding() throws {
        let owner = UIViewController()
        _ = try Nib(data: try Self.tableNib(nested: true), name: "Scene-view").instantiateDetailed(owner: owner)
        let table = try #require(owner.view as? UITableView)
        let reached = try CellPrototype.expanded(table.prototypes)
        #expect(reached.map { $0.chain.map(\.identifier) } == [["Cell"], ["Cell", "Inner"], ["Other"]])
        #expect(reached[1].prototype.role == .collectionCell)
        let inner = try #require(reached[1].instantiation.topLevelObjects.first as? UITableViewCell)
        let button = try #require(inner.contentView?.subviews.compactMap { $0 as? UIButton }.first)
        // The target is held weakly (as UIKit does): the outer cell's instantiation must live
        // until the check, which an optimised build would not otherwise guarantee.
        withExtendedLifetime(reached) {
            #expect(button.targetActions.first?.target is UILabel, "the inner cell's placeholder is the outer cell's label")
        }
    }

    @Test func aPrototypeThatMakesNoCellIsRefusedByName() throws {
        var d = NibDocument()
        _ = d.add(NibDocumentObject(className: "UIColor", properties: [NibProperty("UIWhite", .float(1))]), topLevel: true)
        let prototype = CellPrototype(identifier: "Broken", role: .tableCell, nib: Nib(data: try d.encoded(), name: "broken"))
        let error = try #require(throws: NibRuntimeError.self) { try prototype.instantiate() }
        #expect(error.code == .invalidPrototype && error.message.contains("Broken"))
        let cellOnly = CellPrototype(identifier: "Cell", role: .collectionCell, nib: Nib(data: try Self.cellNib("Cell"), name: "cell"))
        #expect(throws: NibRuntimeError.self) { try cellOnly.instantiate(as: UICollectionViewCell.self) }
    }
}
