import NibModel
import XIB

/// What compiling a real app's documents found: classes that are neither Apple's nor the
/// document's own, elements compiled generically, objects, prototype nibs, and the documents
/// refused (with their errors).
struct AppDocumentCheck {
    var invented: [String] = []
    var unknown = 0, objects = 0, prototypes = 0
    var refused: [String] = []

    /// Compiles every document in `paths` (xibs and storyboards) and checks each nib, with the
    /// prototype cells' nibs inside it, against ``UIKitClassCatalog``.
    init(compiling paths: [String]) {
        for path in paths {
            do {
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
                // Segue templates are compiled as custom objects of Apple's template classes;
                // prototype cells are nibs inside their table's or collection view's nib.
                for nib in try nibs.flatMap(PrototypeCellTests.withNested) {
                    invented += UIKitClassCatalog.invented(in: nib, customClasses: root.customClasses).map { "\(path): \($0)" }
                }
                unknown += report.genericElements.values.reduce(0, +)
                objects += report.objectCount
                prototypes += report.prototypeNibCount
            } catch {
                refused.append("\(error)")
            }
        }
    }
}
