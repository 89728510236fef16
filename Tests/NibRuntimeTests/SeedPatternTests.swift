import Foundation
import NibArchive
import NibModel
import NibRuntime
import Testing

/// The four seed patterns of docs/formats.md, Instantiation, as features.
struct SeedPatternTests {
    let registry = testRegistry

    // MARK: Cached nib manager (JTNibManager)

    static func controllerNib() throws -> [UInt8] {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let label = d.add(NibDocumentObject(className: "UILabel", properties: [NibProperty("UIText", .string("Ada"))]))
        let root = d.add(
            NibDocumentObject(
                className: "UIView",
                properties: [
                    NibProperty("UISubviews", .array([.object(label)], mutable: true))
                ]), topLevel: true)
        d.connect(.outlet("view", source: owner, destination: root))
        d.connect(.outlet("nameLabel", source: owner, destination: label))
        return try d.encoded()
    }

    @Test func nibManagerCachesByNameAndLoadsControllersAndObjects() throws {
        let bundle = NibBundle(nibs: ["Profile": try Self.controllerNib(), "Cell": try Fixture.view(className: "UITableViewCell", subviews: 1)])
        let manager = NibManager(bundle: bundle, registry: registry)
        let controller = try manager.loadController(ProfileController(), named: "Profile")
        #expect(controller.nameLabel?.text == "Ada")
        #expect(controller.view?.subviews.first === controller.nameLabel)
        let cell = try manager.loadObject(owner: nil, named: "Cell")
        #expect(cell is UITableViewCell)
        #expect(manager.cachedCount == 2)
        #expect(try manager.nib(named: "Cell") === manager.nib(named: "Cell"))
        let again = try manager.loadObject(owner: nil, named: "Cell")
        #expect(again !== cell)
        manager.memoryWarning()
        #expect(manager.cachedCount == 0)
        #expect { try manager.nib(named: "Nope") } throws: { ($0 as? NibRuntimeError)?.code == .missingNib }
    }

    @Test func nibManagerLoadsFromAFolderOfFilesAndDirectoryNibs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-bundle-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Dir.nib", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(try Fixture.view(className: "UIView", subviews: 1)).write(to: URL(fileURLWithPath: folder + "/Flat.nib"))
        try Data(try Fixture.view(className: "UILabel", subviews: 0)).write(to: URL(fileURLWithPath: folder + "/Dir.nib/objects-11.0+.nib"))
        try Data(try Fixture.view(className: "UIButton", subviews: 0)).write(to: URL(fileURLWithPath: folder + "/Dir.nib/objects-13.0+.nib"))
        let manager = NibManager(bundle: NibBundle(directory: folder), registry: registry)
        #expect(try manager.loadObject(owner: nil, named: "Flat") is UIView)
        #expect(try manager.loadObject(owner: nil, named: "Dir") is UIButton) // the newest variant
    }

    // MARK: Nib from arbitrary data

    @Test func nibFromABufferThatNeverTouchedADisk() throws {
        // Bytes as they would arrive from a socket: split into chunks and reassembled into Data.
        let bytes = try Fixture.profile()
        var received = Data()
        for chunk in stride(from: 0, to: bytes.count, by: 97) {
            received.append(contentsOf: bytes[chunk..<min(chunk + 97, bytes.count)])
        }
        let owner = ProfileOwner()
        let objects = try Nib(data: received, name: "socket", registry: registry).instantiate(owner: owner)
        #expect(objects.count == 1 && owner.titleLabel?.text == "Name")
    }

    // MARK: Nib-in-nib embedding

    static func avatarNib(withSubviews: Bool) throws -> [UInt8] {
        var d = NibDocument()
        let image = d.add(NibDocumentObject(className: "UIImageView"))
        d.add(
            NibDocumentObject(
                kind: .classSwapper(className: "AvatarView", originalClassName: "UIView"),
                properties: [
                    NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 64, height: 64))),
                    NibProperty("UISubviews", .array(withSubviews ? [.object(image)] : [], mutable: true))
                ]), topLevel: true)
        return try d.encoded()
    }

    static func screenWithAvatar() throws -> [UInt8] {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let placeholder = d.add(
            NibDocumentObject(
                kind: .classSwapper(className: "AvatarView", originalClassName: "UIView"),
                properties: [
                    NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 40, height: 40))),
                    NibProperty("UICenter", .point(Point(x: 30, y: 30))),
                    NibProperty("UIAutoresizingMask", .int(9)),
                    NibProperty("UIAlpha", .scalar(.double(0.5)))
                ]))
        let root = d.add(
            NibDocumentObject(
                className: "UIView",
                properties: [
                    NibProperty("UISubviews", .array([.object(placeholder)], mutable: true))
                ]), topLevel: true)
        d.connect(.outlet("view", source: owner, destination: placeholder))
        _ = root
        return try d.encoded()
    }

    @Test func embeddedViewIsReplacedByItsOwnNibWithFramePassedThrough() throws {
        let bundle = NibBundle(nibs: ["AvatarView": try Self.avatarNib(withSubviews: true)])
        let owner = ProfileOwner()
        let top = try Nib(data: try Self.screenWithAvatar(), name: "Screen", bundle: bundle, registry: registry).instantiate(owner: owner)
        let root = try #require(top.first as? UIView)
        let avatar = try #require(root.subviews.first as? AvatarView)
        #expect(avatar.subviews.first is UIImageView) // the loaded instance, not the placeholder
        #expect(avatar.frame == Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(avatar.autoresizingMask == 9 && avatar.alpha == 0.5)
        #expect(owner.view === avatar) // the outlet points at the replacement
        #expect(avatar.superview === root)
    }

    @Test func embeddingANibThatEmbedsItselfIsARecursionError() throws {
        // AvatarView's own nib holds an AvatarView with no subviews: it would load itself forever.
        let bundle = NibBundle(nibs: ["AvatarView": try Self.avatarNib(withSubviews: false)])
        let nib = Nib(data: try Self.screenWithAvatar(), name: "Screen", bundle: bundle, registry: registry)
        #expect { try nib.instantiate(owner: ProfileOwner()) } throws: { error in
            let e = error as? NibRuntimeError
            return e?.code == .recursion && e!.message.contains("AvatarView → AvatarView")
        }
    }

    // MARK: Content loading (NibLoadedView)

    @Test func contentLoadingReparentsSubviewsAndTakesTheContainerSize() throws {
        let nib = Nib(data: try Fixture.view(className: "UIView", subviews: 3, size: Size(width: 100, height: 50)), registry: registry)
        let receiver = UIView()
        try receiver.loadContentFromNib(nib)
        #expect(receiver.bounds.size == Size(width: 100, height: 50))
        #expect(receiver.subviews.count == 3)
        #expect(receiver.subviews.allSatisfy { $0.superview === receiver })
    }

    @Test func contentLoadingResizesSubviewsByAutoresizingMask() throws {
        let nib = Nib(data: try Fixture.view(className: "UIView", subviews: 1, size: Size(width: 100, height: 50)), registry: registry)
        let receiver = UIView()
        receiver.frame = Rect(x: 0, y: 0, width: 300, height: 50)
        try receiver.loadContentFromNib(nib)
        // Mask 2 = flexible width: the label grows with the receiver.
        #expect(receiver.subviews[0].frame.size.width == 300)
        #expect(receiver.bounds.size.width == 300)
    }

    @Test func contentLoadingNeedsExactlyOneContainer() throws {
        var d = NibDocument()
        d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        let nib = Nib(data: try d.encoded(), registry: registry)
        #expect { try UIView().loadContentFromNib(nib) } throws: { ($0 as? NibRuntimeError)?.code == .notAUIKitNib }
    }
}
