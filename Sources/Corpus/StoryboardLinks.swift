import Foundation
import NibArchive
import NibModel
import Manifest

/// The navigation structure of the storyboards an import meets, gathered nib by nib and then
/// written into the manifest entries (``CorpusManifest/Entry/segues``, `views`, `entry`).
///
/// Each storyboard (a compiled `.storyboard` or a `.storyboardc` bundle) contributes its
/// `UIViewControllerIdentifiersToNibNames` and `UIStoryboardDesignatedEntryPointIdentifier`;
/// each of its controller nibs (the nibs that map names) what its compiled archive holds, read
/// with NibModel so that a built app's bundles work too: the controller's `UINibName` (its view
/// nib), the `UIDestinationViewControllerIdentifier` of each of its
/// `UIStoryboardSegueTemplates`, and the `UINibName` of each relationship child in
/// `UIChildViewControllers` / `UIViewControllers`.
///
/// A controller's `segues` are its templates' destinations — resolved through its own
/// storyboard's identifiers, else as a storyboard reference: the entry point of the imported
/// storyboard of that name, or the one controller of another storyboard with that identifier —
/// followed by its relationship children (the controller nib of the same storyboard whose view
/// nib the child names), each once, without itself, in archive order; destinations that do not
/// resolve (unwind segues, storyboards not imported) are left out. Its `views` are its own view
/// nib, when imported. The entry point's nib gets `entry: true`.
struct StoryboardLinks {
    /// What one controller nib's archive names.
    struct ControllerLinks {
        var view: String?
        var destinations: [String] = []
        var childViews: [String] = []
    }

    private struct Storyboard {
        var stem: String
        var identifiersToNibNames: [String: String]
        var entryPoint: String?
    }

    private var storyboards: [Storyboard] = []
    /// Controller links by manifest name.
    private var controllers: [String: ControllerLinks] = [:]

    /// Notes a storyboard whose nibs import as `<stem>/<nib>`.
    mutating func addStoryboard(stem: String, identifiersToNibNames: [String: String], entryPoint: String?) {
        storyboards.append(Storyboard(stem: stem, identifiersToNibNames: identifiersToNibNames, entryPoint: entryPoint))
    }

    /// Notes the links of nib `name` (a manifest name `<stem>/<nib>`) from its archive bytes;
    /// a nib that is no UIKit nib document has none.
    mutating func addNib(_ name: String, bytes: [UInt8]) {
        guard let archive = try? NibArchive(bytes: bytes), let document = try? NibDocument(archive: archive) else { return }
        let top = document.topLevelObjects.filter {
            if case .placeholder = document[$0].kind { return false }
            return true
        }
        guard let controller = top.first else { return }
        func property(_ id: NibObjectID, _ key: String) -> NibPropertyValue? {
            document[id].properties.first { $0.key == key }?.value
        }
        func objects(_ key: String) -> [NibObjectID] {
            (property(controller, key)?.elements ?? []).compactMap(\.objectID).filter(document.contains)
        }
        var links = ControllerLinks(view: property(controller, "UINibName")?.stringValue)
        links.destinations = objects("UIStoryboardSegueTemplates").compactMap {
            property($0, "UIDestinationViewControllerIdentifier")?.stringValue
        }
        links.childViews = (objects("UIChildViewControllers") + objects("UIViewControllers")).compactMap {
            property($0, "UINibName")?.stringValue
        }
        controllers[name] = links
    }

    /// Reads a compiled `.storyboardc` bundle's `Info.plist` (binary or XML).
    /// - Returns: nil when it is missing or not a property list of the expected shape.
    static func infoPlist(ofBundle path: String) -> (identifiersToNibNames: [String: String], entryPoint: String?)? {
        guard let data = FileManager.default.contents(atPath: path + "/Info.plist"),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
            let map = plist["UIViewControllerIdentifiersToNibNames"] as? [String: String]
        else { return nil }
        return (map, plist["UIStoryboardDesignatedEntryPointIdentifier"] as? String)
    }

    /// Writes `segues`, `views` and `entry` into the entries of the storyboards' controller nibs.
    func apply(to entries: inout [String: CorpusManifest.Entry]) {
        // Storyboard references: by storyboard name (its entry point), or by an identifier that
        // exactly one storyboard defines.
        var entryByStoryboardName: [String: String] = [:], byIdentifier: [String: [String]] = [:]
        for storyboard in storyboards {
            let name = storyboard.stem.split(separator: "/").last.map(String.init) ?? storyboard.stem
            if let entry = storyboard.entryPoint.flatMap({ storyboard.identifiersToNibNames[$0] }) {
                entryByStoryboardName[name] = storyboard.stem + "/" + entry
            }
            for (identifier, nib) in storyboard.identifiersToNibNames { byIdentifier[identifier, default: []].append(storyboard.stem + "/" + nib) }
        }
        for storyboard in storyboards.sorted(by: { $0.stem < $1.stem }) {
            let prefix = storyboard.stem + "/"
            var controllerByView: [String: String] = [:]
            for nib in storyboard.identifiersToNibNames.values.sorted() {
                if let view = controllers[prefix + nib]?.view, controllerByView[view] == nil { controllerByView[view] = prefix + nib }
            }
            for nib in Set(storyboard.identifiersToNibNames.values).sorted() {
                let name = prefix + nib
                guard entries[name] != nil else { continue }
                let links = controllers[name] ?? ControllerLinks()
                var segues: [String] = []
                let targets =
                    links.destinations.map { identifier in
                        storyboard.identifiersToNibNames[identifier].map { prefix + $0 } ?? entryByStoryboardName[identifier]
                            ?? byIdentifier[identifier].flatMap { $0.count == 1 ? $0[0] : nil }
                    } + links.childViews.map { controllerByView[$0] }
                for case let target? in targets where target != name && entries[target] != nil && !segues.contains(target) {
                    segues.append(target)
                }
                let views = links.view.map { prefix + $0 }.map { entries[$0] == nil ? [] : [$0] } ?? []
                entries[name]?.segues = segues
                entries[name]?.views = views
                if storyboard.entryPoint.flatMap({ storyboard.identifiersToNibNames[$0] }) == nib { entries[name]?.entry = true }
            }
        }
    }
}
