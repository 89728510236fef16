import Foundation
import Testing
import XIB
@testable import Corpus
@testable import Traces
import Manifest
import TestSupport

/// The importer fills `segues`, `views` and `entry` for storyboard controllers (issue 32,
/// item 1), from a `.storyboard` it compiles and from a compiled `.storyboardc` alike.
struct StoryboardLinksTests {
    static func scene(_ id: String, _ body: String) -> String {
        #"<scene sceneID="s-\#(id)"><objects>\#(body)</objects></scene>"#
    }

    static func storyboard(initial: String, _ scenes: [String]) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\#(initial)"><scenes>"#
            + scenes.joined() + "</scenes></document>"
    }

    static func controller(_ identifier: String, id: String, segues: [(destination: String, kind: String)] = []) -> String {
        let buttons = segues.enumerated().map { n, segue in
            #"<button id="\#(id)-b\#(n)"><connections><segue destination="\#(segue.destination)" kind="\#(segue.kind)" id="\#(id)-sg\#(n)"/></connections></button>"#
        }
        return
            #"<viewController storyboardIdentifier="\#(identifier)" id="\#(id)" sceneMemberID="viewController"><view key="view" id="\#(id)v"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>"#
            + buttons.joined() + "</subviews></view></viewController>"
    }

    /// `Main`: a navigation controller (initial) whose root is `List`; `List` shows `Detail` and
    /// a reference to the `Settings` storyboard; `Settings`: its initial `Prefs`.
    static let main = storyboard(
        initial: "nav",
        [
            scene(
                "0",
                #"<navigationController storyboardIdentifier="Nav" id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#
            ),
            scene("1", controller("List", id: "list", segues: [("det", "show"), ("ref", "show")])),
            scene("2", controller("Detail", id: "det", segues: [("list", "presentation")])),
            scene("3", #"<viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>"#)
        ])
    static let settings = storyboard(initial: "set", [scene("0", controller("Prefs", id: "set"))])

    static let expected = [
        "Main/Detail segues=Main/List views=Main/det-view-detv entry=-",
        "Main/List segues=Main/Detail,Settings/Prefs views=Main/list-view-listv entry=-",
        "Main/Nav segues=Main/List views= entry=true",
        "Settings/Prefs segues= views=Settings/set-view-setv entry=true"
    ]

    /// The navigation fields of the controller entries, one line each.
    func links(_ manifest: CorpusManifest) -> [String] {
        manifest.nibs.filter { $0.segues != nil || $0.views != nil || $0.entry != nil }.map {
            "\($0.name) segues=\(($0.segues ?? ["nil"]).joined(separator: ",")) views=\(($0.views ?? ["nil"]).joined(separator: ","))"
                + " entry=\($0.entry.map { "\($0)" } ?? "-")"
        }
    }

    @Test func importingStoryboardsFillsSeguesViewsAndEntry() throws {
        let source = ScratchDirectory(), out = ScratchDirectory()
        source.write("Main.storyboard", Self.main)
        source.write("Settings.storyboard", Self.settings)
        let (manifest, report) = try CorpusImporter().run(from: source.path, into: out.file("corpus"))
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(links(manifest) == Self.expected, "\(links(manifest))")
        // View nibs carry no navigation fields.
        #expect(manifest.nibs.first { $0.name == "Main/det-view-detv" }.map { $0.segues == nil && $0.views == nil } == true)
        #expect(try CorpusManifest.load(from: out.file("corpus")) == manifest)
    }

    @Test func importingCompiledBundlesGivesTheSameLinks() throws {
        let source = ScratchDirectory(), bundles = ScratchDirectory(), out = ScratchDirectory()
        source.write("Main.storyboard", Self.main)
        source.write("Settings.storyboard", Self.settings)
        for name in ["Main", "Settings"] {
            let compiled = try StoryboardCompiler.compile(StoryboardDocument(contentsOf: source.file(name + ".storyboard")))
            try compiled.write(to: bundles.file("App.app/\(name).storyboardc"))
        }
        let (fromSource, _) = try CorpusImporter().run(from: source.path, into: out.file("a"))
        let (fromBundles, report) = try CorpusImporter().run(from: bundles.path, into: out.file("b"))
        #expect(report.failures.isEmpty, "\(report.failures)")
        let prefixed = links(fromSource).map {
            $0.replacingOccurrences(of: "Main/", with: "App.app/Main/").replacingOccurrences(of: "Settings/", with: "App.app/Settings/")
        }
        #expect(links(fromSource) == Self.expected)
        #expect(links(fromBundles) == prefixed, "\(links(fromBundles))")
    }

    @Test func anAppTraceOverTheImportFollowsTheSegues() throws {
        let source = ScratchDirectory(), out = ScratchDirectory()
        source.write("Main.storyboard", Self.main)
        source.write("Settings.storyboard", Self.settings)
        let (manifest, _) = try CorpusImporter().run(from: source.path, into: out.file("corpus"))
        let trace = try TraceGenerator(manifest: manifest, spec: TraceSpec(model: .defaultModel(for: manifest), length: 200, seed: 1)).generate()
        let names = trace.events.compactMap(\.nib)
        #expect(names.first == "Main/Nav" && names[1] == "Main/List" && names[2] == "Main/list-view-listv", "\(names.prefix(3))")
        // A controller with a view is always followed by its view.
        for (i, name) in names.dropLast().enumerated() where ["Main/List", "Main/Detail", "Settings/Prefs"].contains(name) {
            #expect(names[i + 1].hasPrefix(name.split(separator: "/")[0] + "/") && names[i + 1].contains("-view-"))
        }
    }
}
