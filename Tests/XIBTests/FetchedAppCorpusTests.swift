import Foundation
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
        let check = AppDocumentCheck(compiling: paths)
        #expect(check.invented.isEmpty, "\(check.invented.prefix(20))")
        #expect(
            Double(check.unknown) <= 0.005 * Double(check.objects),
            "\(check.unknown) elements compiled generically over \(check.objects) objects")
        #expect(check.refused.isEmpty, "\(check.refused.prefix(20))")
    }
}
