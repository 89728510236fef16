import Foundation
import NibModel
import Testing
import TestSupport
import XIB

/// Issue 29: the real apps that are fetched, not vendored (`scripts/fetch-app-corpus`: GPL,
/// LGPL and Provenance's licence keep them out of the repository). Every iOS and tvOS document
/// compiles with no invented class and few elements compiled generically, legacy Interface
/// Builder 3 archives included (translated by `LegacyArchiveTranslator`): none is refused.
@Suite(.enabled(if: FetchedApps.arePresent, Comment(rawValue: FetchedApps.absence)))
struct FetchedAppCorpusTests {
    @Test("every fetched app's documents compile with no invented class", arguments: FetchedApps.apps)
    func compiles(_ app: String) throws {
        let paths = FetchedApps.documentPaths(of: app)
        #expect(!paths.isEmpty, "\(app) holds no .xib or .storyboard")
        var invented: [String] = [], refused: [String] = []
        var unknown = 0, objects = 0
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
                for nib in nibs {
                    invented += UIKitClassCatalog.invented(in: nib, customClasses: root.customClasses).map { "\(path): \($0)" }
                }
                unknown += report.genericElements.values.reduce(0, +)
                objects += report.objectCount
            } catch {
                refused.append("\(error)")
            }
        }
        #expect(invented.isEmpty, "\(invented.prefix(20))")
        #expect(Double(unknown) <= 0.005 * Double(objects), "\(unknown) elements compiled generically over \(objects) objects")
        #expect(refused.isEmpty, "\(refused.prefix(20))")
    }
}
