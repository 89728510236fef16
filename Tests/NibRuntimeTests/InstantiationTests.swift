import NibArchive
import NibModel
import NibRuntime
import Testing

/// One test per numbered step of docs/formats.md, Instantiation.
struct InstantiationTests {
    let registry = testRegistry

    @Test func step1_couldNotLoadNib() throws {
        let nib = Nib(data: [1, 2, 3], name: "garbage", registry: registry)
        // The archive's own error, kept as the cause, gives the code and byte offset (issue 30, item 5).
        var archiveError: NibArchiveError?
        do { _ = try NibArchive(bytes: [1, 2, 3]) } catch { archiveError = error }
        let expected = try #require(archiveError)
        #expect { try nib.instantiate(owner: nil) } throws: { thrown in
            guard let error = thrown as? NibRuntimeError else { return false }
            return error.codeName == expected.code.rawValue && error.offset == expected.offset && error.nib == "garbage"
                && error.message == "could not load nib: " + expected.message && (error.cause as? NibArchiveError) == expected.inFile("garbage")
        }
    }

    @Test func step2_nilOwnerIsReplacedByADummyThatRejectsOutlets() throws {
        let nib = Nib(data: try Fixture.profile(), registry: registry)
        // The dummy is a plain NSObject: File's Owner outlets fail exactly as in UIKit.
        #expect { try nib.instantiate(owner: nil) } throws: { error in
            let e = error as? NibRuntimeError
            return e?.code == .unknownKey && e!.message.contains("NSObject") && e!.message.contains("titleLabel")
        }
        let view = try Fixture.view(className: "UIView", subviews: 2)
        let result = try Nib(data: view, registry: registry).instantiateDetailed(owner: nil)
        #expect(result.owner.className == "NSObject")
        #expect(result.topLevelObjects.count == 1)
    }

    @Test func step3_proxiesMapToOwnerAndFirstResponder() throws {
        let owner = ProfileOwner()
        let result = try Nib(data: try Fixture.profile(), registry: registry).instantiateDetailed(owner: owner)
        #expect(result.owner === owner)
        #expect(result.report.unresolvedProxies.isEmpty)
        #expect(owner.titleLabel != nil) // File's Owner outlets land on the owner
        let save = try #require(owner.buttons.first)
        #expect(save.targetActions.first?.sendsToFirstResponder == true) // IBFirstResponder → nil target
        #expect(save.targetActions.first?.target == nil)
    }

    @Test func step3_missingExternalIsReportedNotFatal() throws {
        var d = NibDocument()
        _ = d.addPlaceholder(UIKitKeys.filesOwner)
        let external = d.addPlaceholder("SharedStore")
        let view = d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        d.connect(.outlet("delegate", source: external, destination: view))
        let result = try Nib(data: d.encoded(), registry: registry).instantiateDetailed(owner: nil)
        #expect(result.report.unresolvedProxies == ["SharedStore"])
        #expect(result.topLevelObjects.map(\.className) == ["UIView"])

        let store = GenericObject()
        let supplied = try Nib(data: d.encoded(), registry: registry).instantiateDetailed(
            owner: nil, options: NibOptions(externalObjects: ["SharedStore": store]))
        #expect(supplied.report.unresolvedProxies.isEmpty)
        #expect(store["delegate"]?.object === supplied.topLevelObjects.first)
    }

    @Test func step4_lazyCreationFollowsTheReferenceGraphConnectionsFirst() throws {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let first = d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        let second = d.add(NibDocumentObject(className: "UILabel"), topLevel: true)
        // The only connection points at the label: it is created before the first top-level view.
        d.connect(.outlet("titleLabel", source: owner, destination: second))
        _ = first
        let result = try Nib(data: d.encoded(), registry: registry).instantiateDetailed(owner: ProfileOwner())
        #expect(result.createdObjects.map(\.className).filter { !$0.hasPrefix("UIRuntime") }.prefix(2) == ["UILabel", "UIView"])
        #expect(result.topLevelObjects.map(\.className) == ["UIView", "UILabel"])
    }

    @Test func step4_classSwapperUsesTheRegisteredClassElseTheOriginal() throws {
        let owner = ProfileOwner()
        let result = try Nib(data: try Fixture.profile(), registry: registry).instantiateDetailed(owner: owner)
        let root = try #require(owner.view)
        #expect(root.subviews.last is BadgeView)
        #expect(result.report.unknownClasses.isEmpty)

        var plainRegistry = NibClassRegistry.standard
        plainRegistry.register(ProfileOwner.self)
        let fallback = try Nib(data: try Fixture.profile(), registry: plainRegistry).instantiateDetailed(owner: ProfileOwner())
        #expect(fallback.report.unknownClasses == ["BadgeView"])
        let view = try #require(fallback.topLevelObjects.first as? UIView)
        #expect(type(of: view.subviews.last!) == UIView.self)
    }

    @Test func step5_keyValuePairsSetKeyPaths() throws {
        let owner = ProfileOwner()
        _ = try Nib(data: try Fixture.profile(), registry: registry).instantiate(owner: owner)
        #expect(owner.view?.layer.cornerRadius == 8)
        #expect(owner.titleLabel?.accessibilityIdentifier == "name")

        var d = NibDocument()
        let view = d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        d.keyValuePairs.append(NibKeyValuePair(object: view, keyPath: "layer.sparkle", value: .integer(1)))
        #expect { try Nib(data: d.encoded(), registry: registry).instantiate(owner: nil) } throws: {
            ($0 as? NibRuntimeError)?.message.contains("key sparkle") == true
        }
    }

    @Test func step6_outletsCollectionsAndActions() throws {
        let owner = ProfileOwner()
        let result = try Nib(data: try Fixture.profile(), registry: registry).instantiateDetailed(owner: owner)
        #expect(owner.titleLabel?.text == "Name")
        #expect(owner.buttons.map(\.title) == ["Save", "Cancel"])
        let cancel = owner.buttons[1]
        #expect(cancel.targetActions.count == 1)
        #expect(cancel.targetActions[0].target === owner)
        #expect(cancel.targetActions[0].selector == "cancel:" && cancel.targetActions[0].eventMask == 1 << 6)
        #expect(result.connections.count == 6)
    }

    @Test func step6_unknownOutletKeyNamesClassAndKey() throws {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let view = d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        d.connect(.outlet("headerView", source: owner, destination: view))
        #expect { try Nib(data: d.encoded(), name: "Header.nib", registry: registry).instantiate(owner: ProfileOwner()) } throws: { error in
            let e = error as? NibRuntimeError
            return e?.code == .unknownKey && e?.nib == "Header.nib"
                && e!.message.contains("ProfileOwner") && e!.message.contains("not key value coding-compliant for the key headerView")
        }
    }

    @Test func step6_actionFromANonControlIsAnError() throws {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let view = d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        d.connect(.action("tap:", source: view, destination: owner, eventMask: 1))
        #expect { try Nib(data: d.encoded(), registry: registry).instantiate(owner: nil) } throws: {
            ($0 as? NibRuntimeError)?.code == .notAControl
        }
    }

    @Test func step7and8_returnedObjectsAndAwakeOrderExcludeProxies() throws {
        let owner = ProfileOwner()
        let result = try Nib(data: try Fixture.profile(), registry: registry).instantiateDetailed(owner: owner)
        #expect(result.topLevelObjects.count == 1 && result.topLevelObjects[0] === owner.view)
        #expect(!result.awakened.contains { $0 === owner || $0 is FirstResponderStandIn })
        // Objects order: label, save, cancel, badge, root (the order they were added).
        #expect(result.awakened.map(\.className) == ["UILabel", "UIButton", "UIButton", "BadgeView", "UIView"])
        #expect((owner.view?.subviews.last as? BadgeView)?.awoke == true)
    }

    @Test func step9_everyInstantiateMakesFreshObjects() throws {
        let nib = Nib(data: try Fixture.profile(), registry: registry)
        let a = ProfileOwner(), b = ProfileOwner()
        _ = try nib.instantiate(owner: a)
        _ = try nib.instantiate(owner: b)
        #expect(a.view != nil && b.view != nil && a.view !== b.view)
        #expect(a.titleLabel !== b.titleLabel)
    }

    @Test func decodedArchiveIsKeptAndPurged() throws {
        let nib = Nib(data: try Fixture.profile(), registry: registry)
        #expect(!nib.isDecoded)
        _ = try nib.instantiate(owner: ProfileOwner())
        #expect(nib.isDecoded)
        nib.purge()
        #expect(!nib.isDecoded && nib.holdsBytes) // data-backed: bytes stay
        _ = try nib.instantiate(owner: ProfileOwner())
        #expect(nib.isDecoded)
    }

    @Test func geometryDecodesFromBoundsAndCenter() throws {
        let owner = ProfileOwner()
        _ = try Nib(data: try Fixture.profile(), registry: registry).instantiate(owner: owner)
        let label = try #require(owner.titleLabel)
        #expect(label.frame == Rect(x: 10, y: 10, width: 200, height: 20))
        #expect(label.superview === owner.view)
    }
}
