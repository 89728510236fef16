import Foundation
import NibArchive
import NibModel
import NibRuntime
import Testing
import TestSupport

/// Bad input gives a clear error or a reported warning, never a crash.
struct BadInputTests {
    let registry = testRegistry

    @Test func unknownClassIsAGenericObjectAndReported() throws {
        var d = NibDocument()
        d.add(NibDocumentObject(className: "MYFancyWidget", properties: [NibProperty("MYColor", .string("red"))]), topLevel: true)
        let result = try Nib(data: d.encoded(), registry: registry).instantiateDetailed(owner: nil)
        #expect(result.report.unknownClasses == ["MYFancyWidget"])
        let widget = try #require(result.topLevelObjects.first as? GenericObject)
        #expect(widget.className == "MYFancyWidget" && widget["MYColor"]?.string == "red")
    }

    @Test func invalidNestedArchiveDataIsAWarning() throws {
        var d = NibDocument()
        d.add(
            NibDocumentObject(
                className: "UINib",
                properties: [
                    NibProperty(UIKitKeys.archiveData, .scalar(.data(NibData([0x4E, 0x49, 0x42, 1, 2, 3]))))
                ]), topLevel: true)
        let result = try Nib(data: d.encoded(), registry: registry).instantiateDetailed(owner: nil)
        #expect(result.report.warnings.count == 1 && result.report.warnings[0].contains("not a valid archive"))
        #expect((result.topLevelObjects.first as? NibReference)?.nib == nil)
    }

    @Test func validNestedArchiveDataBecomesAUsableNib() throws {
        var d = NibDocument()
        d.add(
            NibDocumentObject(
                className: "UINib",
                properties: [
                    NibProperty(UIKitKeys.archiveData, .scalar(.data(NibData(try Fixture.view(className: "UILabel", subviews: 0))))),
                    NibProperty(UIKitKeys.captureEnclosingBundle, .bool(true))
                ]), topLevel: true)
        let result = try Nib(data: d.encoded(), registry: registry).instantiateDetailed(owner: nil)
        let nested = try #require((result.topLevelObjects.first as? NibReference)?.nib)
        #expect(try nested.instantiate(owner: nil).first is UILabel)
    }

    @Test func collectionThatContainsItselfIsAnError() throws {
        // Hand-built archive: root lists, and an NSArray whose only element is itself.
        var b = NibArchiveBuilder()
        let root = b.addObject(className: "NSObject")
        let list = b.addObject(className: "NSArray")
        b.append(UIKitKeys.topLevelObjects, .object(list), to: root)
        b.append(UIKitKeys.objects, .object(list), to: root)
        b.append(UIKitKeys.inlinedValue, .bool(true), to: list)
        b.append(UIKitKeys.emptyKey, .object(list), to: list)
        let nib = Nib(data: try b.document().encoded(), registry: registry)
        #expect { try nib.instantiate(owner: nil) } throws: { ($0 as? NibRuntimeError)?.code == .cycle }
    }

    @Test func macOSVectorsDecodeButDoNotInstantiate() throws {
        let folder = try Vectors.nibArchiveFolder()
        let names = try Vectors.nibNames()
        #expect(names.count == 185)
        for name in names {
            let nib = try Nib(contentsOf: folder + "/" + name, registry: registry)
            #expect { try nib.instantiate(owner: nil) } throws: { error in
                let e = error as? NibRuntimeError
                return e?.code == .notAUIKitNib && e!.message.contains("macOS nib")
            }
            // The whole graph still decodes, every object of it (minus values) created once.
            let graph = try nib.decodeGraph()
            #expect(graph.objectCount > 0 && graph.objectsByClass["NSIBObjectData"] == 1, "\(name)")
            #expect(graph.unknownClasses.contains("NSIBObjectData"))
        }
    }

    @Test func referenceChainsDeeperThanTheLimitAreRefused() throws {
        var b = NibArchiveBuilder()
        let root = b.addObject(className: "NSObject")
        let list = b.addObject(className: "NSArray")
        b.append(UIKitKeys.topLevelObjects, .object(list), to: root)
        b.append(UIKitKeys.objects, .object(list), to: root)
        b.append(UIKitKeys.inlinedValue, .bool(true), to: list)
        let chain = (0...NibDecodingContext.maximumDepth).map { _ in b.addObject(className: "MYLink") }
        b.append(UIKitKeys.emptyKey, .object(chain[0]), to: list)
        for (i, link) in chain.enumerated().dropLast() { b.append("next", .object(chain[i + 1]), to: link) }
        let nib = Nib(data: try b.document().encoded(), registry: registry)
        #expect { try nib.instantiate(owner: nil) } throws: { ($0 as? NibRuntimeError)?.code == .tooDeep }
    }
}
