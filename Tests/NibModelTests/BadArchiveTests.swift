import Foundation
import NibArchive
import NibModel
import Testing
import TestSupport

@Suite struct BadArchiveTests {
    func rooted(_ build: (inout NibArchiveBuilder, Int) -> Void) throws -> NibArchive {
        var b = NibArchiveBuilder()
        let root = b.addObject(className: "NSObject")
        build(&b, root)
        return try NibArchive(bytes: b.document().encoded())
    }

    func code(_ archive: NibArchive) -> NibModelError.Code? {
        do {
            _ = try NibDocument(archive: archive, file: "x.nib")
            return nil
        } catch {
            return error.code
        }
    }

    @Test func macOSNibsAreNamed() throws {
        let archive = try rooted { b, root in b.append("IB.objectdata", .object(b.addObject(className: "NSIBObjectData")), to: root) }
        #expect { try NibDocument(archive: archive, file: "x.nib") } throws: {
            let e = $0 as? NibModelError
            return e?.code == .notAUIKitNib && e!.description.hasPrefix("x.nib: object 0: this is a macOS nib")
        }
    }

    @Test func collectionContainingItselfIsACycle() throws {
        let archive = try rooted { b, root in
            let list = b.addObject(className: "NSArray")
            let view = b.addObject(className: "UIView")
            let loop = b.addObject(className: "NSArray")
            b.append(UIKitKeys.topLevelObjects, .object(list), to: root)
            b.append(UIKitKeys.objects, .object(list), to: root)
            b.append(UIKitKeys.inlinedValue, .bool(true), to: list)
            b.append(UIKitKeys.emptyKey, .object(view), to: list)
            b.append("UISubviews", .object(loop), to: view)
            b.append(UIKitKeys.inlinedValue, .bool(true), to: loop)
            b.append(UIKitKeys.emptyKey, .object(loop), to: loop)
        }
        #expect(code(archive) == .cycle)
    }

    @Test func exponentialSharingIsRefused() throws {
        // 40 arrays, each holding the next one twice: 2^40 inline expansions.
        let archive = try rooted { b, root in
            let list = b.addObject(className: "NSArray")
            b.append(UIKitKeys.topLevelObjects, .object(list), to: root)
            b.append(UIKitKeys.objects, .object(list), to: root)
            b.append(UIKitKeys.inlinedValue, .bool(true), to: list)
            let view = b.addObject(className: "UIView")
            b.append(UIKitKeys.emptyKey, .object(view), to: list)
            let arrays = (0..<40).map { _ in b.addObject(className: "NSArray") }
            b.append("UIStuff", .object(arrays[0]), to: view)
            for (i, a) in arrays.enumerated() {
                b.append(UIKitKeys.inlinedValue, .bool(true), to: a)
                if i + 1 < arrays.count {
                    b.append(UIKitKeys.emptyKey, .object(arrays[i + 1]), to: a)
                    b.append(UIKitKeys.emptyKey, .object(arrays[i + 1]), to: a)
                }
            }
        }
        #expect(code(archive) == .tooLarge)
    }

    @Test func deepNestingIsRefused() throws {
        let archive = try rooted { b, root in
            let list = b.addObject(className: "NSArray")
            b.append(UIKitKeys.topLevelObjects, .object(list), to: root)
            b.append(UIKitKeys.objects, .object(list), to: root)
            b.append(UIKitKeys.inlinedValue, .bool(true), to: list)
            let view = b.addObject(className: "UIView")
            b.append(UIKitKeys.emptyKey, .object(view), to: list)
            let arrays = (0...NibDocument.maximumNesting + 1).map { _ in b.addObject(className: "NSArray") }
            b.append("UIStuff", .object(arrays[0]), to: view)
            for (i, a) in arrays.enumerated() {
                b.append(UIKitKeys.inlinedValue, .bool(true), to: a)
                if i + 1 < arrays.count { b.append(UIKitKeys.emptyKey, .object(arrays[i + 1]), to: a) }
            }
        }
        #expect(code(archive) == .tooDeep)
    }

    @Test func malformedConnectionsAndListsAreNamed() throws {
        let noLabel = try rooted { b, root in
            let list = b.addObject(className: "NSArray")
            let connection = b.addObject(className: "UIRuntimeOutletConnection")
            b.append(UIKitKeys.topLevelObjects, .object(list), to: root)
            b.append(UIKitKeys.objects, .object(list), to: root)
            b.append(UIKitKeys.connections, .object(list), to: root)
            b.append(UIKitKeys.inlinedValue, .bool(true), to: list)
            b.append(UIKitKeys.emptyKey, .object(connection), to: list)
        }
        #expect(code(noLabel) == .malformedObject)
        let scalarList = try rooted { b, root in
            let list = b.addObject(className: "NSArray")
            b.append(UIKitKeys.topLevelObjects, .object(list), to: root)
            b.append(UIKitKeys.objects, .object(list), to: root)
            b.append(UIKitKeys.emptyKey, .int8(3), to: list)
        }
        #expect(code(scalarList) == .malformedObject)
    }

    @Test func danglingIDsAndRawReferencesAreWriteErrors() {
        var d = NibDocument()
        let view = d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        var other = d
        other.connect(.outlet("x", source: view, destination: NibObjectID(99)))
        #expect { try other.encoded() } throws: { ($0 as? NibModelError)?.code == .danglingReference }
        d[view]["UIRaw"] = .scalar(.object(0))
        #expect { try d.encoded() } throws: { ($0 as? NibModelError)?.code == .invalidValue }
    }

    @Test func randomMutationsNeverCrashTheMapping() throws {
        let bytes = try sampleDocument().encoded()
        var rng = SeededGenerator(seed: 0x5EED)
        var decoded = 0
        for _ in 0..<2_000 {
            var m = bytes
            for _ in 0..<Int.random(in: 1...4, using: &rng) { m[Int.random(in: 50..<m.count, using: &rng)] = .random(in: 0...255, using: &rng) }
            guard let archive = try? NibArchive(bytes: m) else { continue }
            if let document = try? NibDocument(archive: archive) {
                decoded += 1
                _ = try? document.encoded()
            }
        }
        #expect(decoded > 0)
    }
}
