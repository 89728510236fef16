import NibArchive
import NibModel

/// Storyboard prototypes and static cells (docs/uikit-encoding.md, "Prototype and static
/// cells"). A table view's prototype cells, a collection view's cells and its section header
/// and footer views are each compiled into a nib of their own, which the view's nib holds as a
/// `UINib` with `archiveData`, filed by reuse identifier; objects outside the cell that the
/// cell refers to become `UpstreamPlaceholder-N` proxies in the cell's nib, mapped to the
/// outside objects by the view's external-objects dictionary. A static table's cells stay
/// objects of the nib that holds the table: they are made with the scene, not dequeued.
extension CompileState {
    /// What a prototype is to the view that holds it.
    enum PrototypeRole: Equatable {
        case tableCell, collectionCell
        /// A collection view's supplementary view of `kind` (`UICollectionElementKindSectionHeader`, …).
        case supplementary(kind: String)

        /// The keys of the nibs dictionary and of the external objects dictionary.
        var keys: (nibs: String, externals: String) {
            switch self {
            case .tableCell: ("UITableViewCellPrototypeNibs", "UITableViewCellPrototypeNibExternalObjects")
            case .collectionCell: ("UICollectionViewCellNibDict", "UICollectionViewCellPrototypeNibExternalObjects")
            case .supplementary: ("UICollectionViewSupplementaryViewNibDict", "UICollectionViewSupplementaryViewPrototypeNibExternalObjects")
            }
        }

        /// The dictionaries' key for a prototype with `reuseIdentifier`: the identifier, or
        /// `<kind>/<identifier>` for a supplementary view (as UICollectionView files them).
        func identifier(_ reuseIdentifier: String) -> String {
            if case .supplementary(let kind) = self { return kind + "/" + reuseIdentifier }
            return reuseIdentifier
        }
    }

    /// The supplementary-view kind of a collection view's `<collectionReusableView key=…>`.
    static let supplementaryKinds = [
        "sectionHeaderView": "UICollectionElementKindSectionHeader", "sectionFooterView": "UICollectionElementKindSectionFooter"
    ]

    /// Whether `child` of `parent` holds prototypes (compiled into nibs of their own, not
    /// objects of this nib): a table view's `<prototypes>`, a collection view's `<cells>` and
    /// its section header and footer views.
    static func isPrototypeGroup(_ child: XIBElement, of parent: XIBElement) -> Bool {
        switch (parent.name, child.name) {
        case ("tableView", "prototypes"), ("collectionView", "cells"): true
        case ("collectionView", "collectionReusableView"): supplementaryKinds[child.key ?? ""] != nil
        default: false
        }
    }

    /// The prototypes of `element` in document order, each with its role.
    static func prototypes(of element: XIBElement) -> [(element: XIBElement, role: PrototypeRole)] {
        var found: [(element: XIBElement, role: PrototypeRole)] = []
        for child in element.children where isPrototypeGroup(child, of: element) {
            switch child.name {
            case "prototypes": found += child.children.filter { $0.id != nil }.map { ($0, .tableCell) }
            case "cells": found += child.children.filter { $0.id != nil }.map { ($0, .collectionCell) }
            default: found.append((child, .supplementary(kind: supplementaryKinds[child.key ?? ""] ?? "")))
            }
        }
        return found
    }

    /// Compiles the prototypes of `element` into cell nibs and adds the keys that hold them
    /// (nibs by identifier; external objects by identifier, for the prototypes that have any).
    mutating func compilePrototypes(of element: XIBElement, into properties: inout [NibProperty]) throws(XIBError) {
        var nibs: [String: [NibDictionaryEntry]] = [:], externals: [String: [NibDictionaryEntry]] = [:]
        var keyOrder: [(nibs: String, externals: String)] = []
        var identifiers: Set<String> = []
        for (cell, role) in Self.prototypes(of: element) {
            guard let reuse = cell["reuseIdentifier"], !reuse.isEmpty else {
                warn("prototype <\(cell.name)> has no reuseIdentifier; left out, as ibtool leaves it out", at: cell)
                continue
            }
            let identifier = role.identifier(reuse)
            guard identifiers.insert(identifier).inserted else {
                warn("two prototypes of this view have the reuse identifier \"\(identifier)\"; the second is left out", at: cell)
                continue
            }
            let (nibObject, table) = try prototypeNib(cell)
            if !keyOrder.contains(where: { $0.nibs == role.keys.nibs }) { keyOrder.append(role.keys) }
            nibs[role.keys.nibs, default: []].append(NibDictionaryEntry(key: .string(identifier), value: .object(nibObject)))
            if !table.isEmpty {
                externals[role.keys.externals, default: []].append(
                    NibDictionaryEntry(key: .string(identifier), value: .dictionary(table, mutable: false)))
            }
        }
        for keys in keyOrder {
            properties.append(NibProperty(keys.nibs, .dictionary(nibs[keys.nibs] ?? [], mutable: false)))
            if let table = externals[keys.externals] { properties.append(NibProperty(keys.externals, .dictionary(table, mutable: false))) }
        }
    }

    /// Compiles `cell` as a nib of its own: the cell (its `key` dropped) as the top-level
    /// object, with a proxy for each object outside it that it refers to — First Responder as
    /// itself, anything else as `UpstreamPlaceholder-N` in order of first reference. Returns
    /// the `UINib` object holding the nib and the external-objects table (placeholder
    /// identifier → the outside object).
    mutating func prototypeNib(_ cell: XIBElement) throws(XIBError) -> (nib: NibObjectID, externals: [NibDictionaryEntry]) {
        var inside: Set<String> = []
        StoryboardBuilder.collectIDs(cell, into: &inside)
        var referenced: [String] = []
        StoryboardBuilder.collectReferences(cell, into: &referenced)
        var copy = cell
        copy.attributes.removeAll { $0.name == "key" }
        var objects = [copy]
        var externals: [NibDictionaryEntry] = []
        var seen: Set<String> = []
        for id in referenced where !inside.contains(id) && seen.insert(id).inserted {
            // An id this nib does not know is left to the cell's compile, which reports it.
            guard let outside = ids[id] else { continue }
            if nib[outside].kind == .placeholder(identifier: UIKitKeys.firstResponder) {
                objects.append(XIBElement(name: "placeholder", attributes: [("placeholderIdentifier", UIKitKeys.firstResponder), ("id", id)]))
                continue
            }
            let placeholder = "UpstreamPlaceholder-\(externals.count + 1)"
            objects.append(XIBElement(name: "placeholder", attributes: [("placeholderIdentifier", placeholder), ("id", id)]))
            externals.append(NibDictionaryEntry(key: .string(placeholder), value: .object(outside)))
        }
        // The document's other children (resources, the deployment target) apply to the cell too.
        var root = document.root
        root.children = root.children.map {
            $0.name == "objects" ? XIBElement(name: "objects", children: objects, line: cell.line, column: cell.column) : $0
        }
        var session = CompileState(document: try XIBDocument(root: root, file: document.file), target: target)
        try session.run()
        report.merge(session.report)
        report.prototypeNibCount += 1
        let bytes: [UInt8]
        do {
            bytes = try session.nib.encoded()
        } catch {
            var wrapped = XIBError(
                wrapping: error, .encoding, "the nib of prototype \"\(cell["reuseIdentifier"] ?? "")\" cannot be encoded", file: document.file)
            (wrapped.line, wrapped.column) = (cell.line, cell.column)
            throw wrapped
        }
        let holder = nib.add(
            NibDocumentObject(
                className: UIKitClasses.nib,
                properties: [
                    NibProperty(UIKitKeys.captureEnclosingBundle, .bool(true)),
                    NibProperty(UIKitKeys.archiveData, .scalar(.data(NibData(bytes))))
                ]), listed: false)
        return (holder, externals)
    }

    /// The cells of a static table's `<sections>`: each is defined as an object of this nib
    /// (declared and listed in `UINibObjectsKey` like any object, so instantiating the nib
    /// makes it), under no key of the table. The sections are no objects; a section's header
    /// or footer title is left out with a warning (the class of UIKit's static data source,
    /// `UITableViewControllerStaticDataSource`, is not known; docs/uikit-encoding.md).
    mutating func compileStaticCells(_ sections: XIBElement) throws(XIBError) {
        for section in sections.children where section.name == "tableViewSection" {
            let titles = ["headerTitle", "footerTitle"].filter { section[$0] != nil }
            if !titles.isEmpty {
                warn("static table section \(titles.joined(separator: " and ")) left out: only the cells are compiled", at: section)
            }
            for cells in section.children where cells.name == "cells" {
                for cell in cells.children {
                    if Self.objectKey(cell) != nil { try define(cell) } else { unknown(cell) }
                }
            }
        }
    }
}
