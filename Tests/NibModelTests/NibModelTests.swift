import Foundation
import NibArchive
import NibModel
import Testing

/// A document using every model feature: placeholders, class swapper, nested collections,
/// every connection kind, key-value pairs, geometry, a nested nib.
func sampleDocument() throws -> NibDocument {
    var d = NibDocument()
    let owner = d.addPlaceholder(UIKitKeys.filesOwner)
    let responder = d.addPlaceholder(UIKitKeys.firstResponder)
    let store = d.addPlaceholder("Store")
    let color = d.add(
        NibDocumentObject(className: "UIColor", properties: [NibProperty("UIWhite", .float(0.5))], fallbacks: ["NSColor"]), listed: false)
    let button = d.add(
        NibDocumentObject(
            className: "UIButton",
            properties: [
                NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 80, height: 30))),
                NibProperty("UICenter", .point(Point(x: 40, y: 15))),
                NibProperty("UITitle", .string("Go — ✓")),
                NibProperty("UIBackgroundColor", .object(color)),
                NibProperty("UITag", .int(70_000)),
                NibProperty("UIEnabled", .bool(true))
            ]))
    var inner = NibDocument()
    inner.add(NibDocumentObject(className: "UILabel"), topLevel: true)
    let nested = d.add(
        NibDocumentObject(
            className: "UINib",
            properties: [
                NibProperty(UIKitKeys.archiveData, .scalar(.data(NibData(try inner.encoded())))),
                NibProperty(UIKitKeys.captureEnclosingBundle, .bool(true))
            ]), listed: false)
    let custom = d.add(
        NibDocumentObject(
            kind: .classSwapper(className: "BadgeView", originalClassName: "UIView"),
            properties: [
                NibProperty("UIContentInsets", .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
                NibProperty("UITransform", .transform(.identity)),
                NibProperty("UINested", .object(nested))
            ]))
    let root = d.add(
        NibDocumentObject(
            className: "UIView",
            properties: [
                NibProperty("UISubviews", .array([.object(button), .object(custom)], mutable: true)),
                NibProperty(
                    "UIUserInfo",
                    .dictionary(
                        [
                            NibDictionaryEntry(key: .string("k"), value: .double(2.5)),
                            NibDictionaryEntry(key: .string("n"), value: .set([.integer(1), .integer(-5)], mutable: false))
                        ], mutable: false))
            ]), topLevel: true)
    d.connect(.outlet("view", source: owner, destination: root))
    d.connect(.outlet("delegate", source: root, destination: store))
    d.connect(.action("go:", source: button, destination: responder, eventMask: 1 << 6))
    d.connect(.action("noEvents:", source: button, destination: owner, eventMask: 0))
    d.connect(.outletCollection("parts", source: owner, destination: button, addsContent: true))
    d.keyValuePairs.append(NibKeyValuePair(object: root, keyPath: "layer.cornerRadius", value: .integer(8)))
    d.keyValuePairs.append(NibKeyValuePair(object: button, keyPath: "accessibilityLabel", value: .string("go")))
    return d
}

@Suite struct MappingTests {
    @Test func encodingFollowsUIKitConventions() throws {
        let archive = try NibArchive(bytes: sampleDocument().encoded())
        #expect(archive.className(ofObject: 0) == "NSObject")
        #expect((archive.valueRange(ofObject: 0)).map { archive.key(archive.keyIndex(ofValue: $0)) } == UIKitKeys.rootKeys)
        // Empty lists share one NSArray: visible windows, accessibility, trait storage.
        let windows = archive.value(forKey: UIKitKeys.visibleWindows, inObject: 0)?.objectIndex
        #expect(windows != nil && windows == archive.value(forKey: UIKitKeys.traitStorageLists, inObject: 0)?.objectIndex)
        let classes = Set((0..<archive.objectCount).map(archive.className(ofObject:)))
        #expect(
            classes.isSuperset(of: [
                "UIProxyObject", "UIClassSwapper", "UIRuntimeOutletConnection", "UIRuntimeEventConnection",
                "UIRuntimeOutletCollectionConnection", "UINibKeyValuePair", "NSString", "NSNumber",
                "NSMutableArray", "NSDictionary", "NSSet", "UINib", "UIColor"
            ]))
        // The event connection with mask 0 omits UIEventMask; the other has it as an integer.
        let events = (0..<archive.objectCount).filter { archive.className(ofObject: $0) == "UIRuntimeEventConnection" }
        #expect(events.map { archive.value(forKey: UIKitKeys.eventMask, inObject: $0)?.integerValue } == [64, nil])
        // UIColor keeps its fallback.
        let color = try #require((0..<archive.classCount).first { archive.className($0) == "UIColor" })
        #expect(archive.fallbacks(ofClass: color).map { archive.className($0) } == ["NSColor"])
    }

    @Test func decodingRecoversTheDocumentAndReencodesIdentically() throws {
        let original = try sampleDocument()
        let bytes = try original.encoded()
        let decoded = try NibDocument(archive: NibArchive(bytes: bytes))
        #expect(try decoded.encoded() == bytes)
        #expect(decoded.connections.count == 5)
        #expect(decoded.keyValuePairs[0].value == .integer(8))
        let placeholders = decoded.objects.compactMap { if case .placeholder(let id) = $0.kind { id } else { nil } }
        #expect(placeholders == ["IBFilesOwner", "IBFirstResponder", "Store"])
        let root = decoded[decoded.topLevelObjects[3]]
        #expect(root.className == "UIView")
        let info = try #require(root["UIUserInfo"])
        #expect(
            info
                == .dictionary(
                    [
                        NibDictionaryEntry(key: .string("k"), value: .double(2.5)),
                        NibDictionaryEntry(key: .string("n"), value: .set([.integer(1), .integer(-5)], mutable: false))
                    ], mutable: false))
        let subviews = try #require(root["UISubviews"]?.elements).compactMap(\.objectID)
        let button = decoded[subviews[0]]
        #expect(button["UITitle"] == .string("Go — ✓"))
        #expect(button["UITag"] == .scalar(.int32(70_000)))
        #expect(button["UIBounds"]?.dataValue.flatMap(GeometryBlob.rect) == Rect(x: 0, y: 0, width: 80, height: 30))
        let custom = decoded[subviews[1]]
        #expect(custom.kind == .classSwapper(className: "BadgeView", originalClassName: "UIView"))
        #expect(custom["UIContentInsets"]?.dataValue.flatMap(GeometryBlob.insets) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(custom["UITransform"]?.dataValue.flatMap(GeometryBlob.transform) == .identity)
        let nestedBytes = try #require(custom["UINested"]?.objectID.flatMap { decoded[$0][UIKitKeys.archiveData]?.dataValue })
        #expect(try NibDocument(archive: NibArchive(bytes: nestedBytes.array)).topLevelObjects.count == 1)
        if case .action(let mask) = decoded.connections[2].kind { #expect(mask == 64) } else { Issue.record("not an action") }
    }

    @Test func encodingIsDeterministic() throws {
        #expect(try sampleDocument().encoded() == sampleDocument().encoded())
    }

    @Test func unreachableObjectsAreNotWritten() throws {
        var d = NibDocument()
        d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        let withStray = { (d: NibDocument) -> NibDocument in
            var d = d; d.add(NibDocumentObject(className: "UIColor"), listed: false); return d
        }
        #expect(try withStray(d).encoded() == d.encoded())
    }
}

@Suite struct GeometryTests {
    @Test func blobsRoundTripAndAcceptFloat32() throws {
        let rect = Rect(x: 1.5, y: -2, width: 300, height: 0.25)
        #expect(NibPropertyValue.rect(rect).dataValue.flatMap(GeometryBlob.rect) == rect)
        #expect(rect.center == Point(x: 151.5, y: -1.875))
        #expect(rect.bounds == Rect(x: 0, y: 0, width: 300, height: 0.25))
        var f32: [UInt8] = [0x06]
        for v: Float in [3, 4] { withUnsafeBytes(of: v.bitPattern.littleEndian) { f32.append(contentsOf: $0) } }
        #expect(GeometryBlob.size(NibData(f32)) == Size(width: 3, height: 4))
        #expect(GeometryBlob.point(NibData([0x07, 1, 2])) == nil, "short blob")
        #expect(GeometryBlob.point(NibData([0x05] + [UInt8](repeating: 0, count: 16))) == nil, "unknown component type")
        #expect(GeometryBlob.rect(NibData(f32)) == nil, "wrong component count")
        #expect(GeometryBlob.point(NibData([])) == nil)
    }

    @Test func eventMaskBits() {
        #expect(UIEventMaskBits.mask(forEventType: "touchUpInside") == 64)
        #expect(UIEventMaskBits.mask(forEventType: "valueChanged") == 4096)
        #expect(UIEventMaskBits.bit(forEventType: "editingDidEndOnExit") == 19)
        #expect(UIEventMaskBits.bit(forEventType: "primaryActionTriggered") == 13)
        #expect(UIEventMaskBits.bit(forEventType: "noSuchEvent") == nil)
        #expect(UIEventMaskBits.names(in: 64 | 4096 | (1 << 25)) == ["touchUpInside", "valueChanged", "bit25"])
    }
}
