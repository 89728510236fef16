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
        let check = AppDocumentCheck(compiling: paths)
        #expect(check.refused.isEmpty, "\(check.refused.prefix(20))")
        #expect(check.prototypes == 15, "Rocket.Chat.iOS's 11 prototype cells and openfoodfacts-ios's 4")
        #expect(check.invented.isEmpty, "\(check.invented.prefix(20))")
        // The three storyboard references that are relationship children are left out and
        // reported; nothing else is unknown in these apps.
        #expect(check.unknown <= 2, "unknown elements: \(check.unknown) over \(check.objects) objects")
    }

    @Test("the catalog holds every class the vocabulary maps to, and no made-up generic name")
    func catalog() {
        #expect(UIKitClassCatalog.contains("NSLayoutConstraint") && UIKitClassCatalog.contains("UITableViewCell"))
        for made in ["UIPrototypes", "UISubviews", "UIConstraint", "UINil", "UIFragment", "UIOutlet", "UIExit"] {
            #expect(!UIKitClassCatalog.contains(made), "\(made)")
        }
    }
}
