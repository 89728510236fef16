import Foundation
import NibModel
import Testing
import TestSupport
import XIB

/// Issue 29, item 1: every xib and storyboard of the vendored real apps (Tests/Vectors/apps:
/// Rocket.Chat.iOS, cwa-app-ios, openfoodfacts-ios) compiles, and no compiled nib names a class
/// that is neither Apple's (``UIKitClassCatalog``) nor the document's own `customClass`.
struct RealAppCorpusTests {
    @Test("every real-app xib and storyboard compiles with no invented class")
    func noInventedClass() throws {
        let paths = try Vectors.appDocumentPaths()
        #expect(paths.count == 202, "95 + 66 + 41 files are vendored")
        var invented: [String] = []
        var unknown = 0, objects = 0, prototypes = 0
        for path in paths {
            let nibs: [NibDocument], report: XIBCompileReport, root: XIBElement
            if path.hasSuffix(".storyboard") {
                let document = try StoryboardDocument(contentsOf: path)
                let compiled = try StoryboardCompiler.compile(document)
                (nibs, report, root) = (compiled.nibs.map(\.nib), compiled.report, document.root)
            } else {
                let document = try XIBDocument(contentsOf: path)
                let compiled = try XIBCompiler.compile(document)
                (nibs, report, root) = ([compiled.nib], compiled.report, document.root)
            }
            // Segue templates are compiled as custom objects of Apple's template classes.
            let custom = root.customClasses
            // Prototype cells are nibs inside their table's or collection view's nib.
            for nib in try nibs.flatMap(PrototypeCellTests.withNested) {
                invented += UIKitClassCatalog.invented(in: nib, customClasses: custom).map { "\(path): \($0)" }
            }
            unknown += report.genericElements.values.reduce(0, +)
            objects += report.objectCount
            prototypes += report.prototypeNibCount
        }
        #expect(prototypes == 15, "Rocket.Chat.iOS's 11 prototype cells and openfoodfacts-ios's 4")
        #expect(invented.isEmpty, "\(invented.prefix(20))")
        // The three storyboard references that are relationship children are left out and
        // reported; nothing else is unknown in these apps.
        #expect(unknown <= 2, "unknown elements: \(unknown) over \(objects) objects")
    }

    @Test("the catalog holds every class the vocabulary maps to, and no made-up generic name")
    func catalog() {
        #expect(UIKitClassCatalog.contains("NSLayoutConstraint") && UIKitClassCatalog.contains("UITableViewCell"))
        for made in ["UIPrototypes", "UISubviews", "UIConstraint", "UINil", "UIFragment", "UIOutlet", "UIExit"] {
            #expect(!UIKitClassCatalog.contains(made), "\(made)")
        }
    }
}
