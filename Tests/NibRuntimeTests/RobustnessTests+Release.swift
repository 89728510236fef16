import NibArchive
import NibModel
import NibRuntime
import Synchronization
import Testing

/// Instantiation releases what it made: every object, self-referring connections, and what a
/// failed instantiation made.
extension RobustnessTests {
    @Test func instantiateAndDropReleasesEveryObject() throws {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let label = d.add(NibDocumentObject(className: "UILabel"))
        let widget = d.add(NibDocumentObject(className: "MYWidget"))
        let stack = d.add(NibDocumentObject(className: "UIStackView"))
        let cell = d.add(NibDocumentObject(className: "UITableViewCell"))
        let content = d.add(NibDocumentObject(className: "UIView"))
        let view = d.add(
            NibDocumentObject(
                className: "UIView",
                properties: [
                    NibProperty(UIKitKeys.subviews, .array([.object(label), .object(widget), .object(stack), .object(cell)], mutable: true))
                ]), topLevel: true)
        let controller = d.add(
            NibDocumentObject(
                className: "UIViewController",
                properties: [
                    NibProperty("UIView", .object(view))
                ]), topLevel: true)
        // Back-references in keys the runtime classes do not know, as real nibs have them.
        d[label].properties.append(NibProperty(UIKitKeys.superview, .object(view)))
        d[widget].properties += [
            NibProperty(UIKitKeys.superview, .object(view)), NibProperty("delegate", .object(owner)),
            NibProperty("controller", .object(controller)), NibProperty("peers", .array([.object(label), .object(widget)], mutable: false))
        ]
        d[stack].properties += [
            NibProperty(UIKitKeys.subviews, .array([.object(content)], mutable: true)),
            NibProperty("UIStackViewArrangedSubviews", .array([.object(content), .object(view)], mutable: true))
        ]
        d[cell].properties.append(NibProperty("UITableViewCellContentView", .object(view)))
        d.connect(.outlet("view", source: owner, destination: view))
        d.connect(.outlet("widget", source: owner, destination: widget))
        d.connect(.outletCollection("labels", source: owner, destination: label))
        d.keyValuePairs.append(NibKeyValuePair(object: widget, keyPath: "owner", value: .object(owner)))
        let nib = Nib(data: try d.encoded(), name: "cycles.nib")

        let ownerObject = GenericObject()
        var weakObjects: [WeakBox] = []
        do {
            let result = try nib.instantiateDetailed(owner: ownerObject, options: NibOptions(stubsUnknownClasses: true))
            weakObjects = result.createdObjects.map(WeakBox.init)
            #expect(weakObjects.count >= 7)
            // While the graph is held, generic storage sees it.
            let root = try #require(result.topLevelObjects.first as? UIView)
            let generic = try #require(result.createdObjects.first { $0 is GenericObject } as? GenericObject)
            #expect(generic[UIKitKeys.superview]?.object === root)
            #expect(ownerObject["view"]?.object === root)
            #expect((root.subviews.first { $0 is UIStackView } as? UIStackView)?.arrangedSubviews.count == 2)
            // The cell names its own superview as its content view: not one of its subviews, so
            // it has none (and holds nothing that could make a cycle).
            let cellObject = try #require(root.subviews.first { $0 is UITableViewCell } as? UITableViewCell)
            #expect(cellObject.contentView == nil)
        }
        let survivors = weakObjects.filter { $0.object != nil }.map { $0.object!.className }
        #expect(survivors.isEmpty, "still alive after the instantiation was dropped: \(survivors)")
        #expect(ownerObject["view"]?.object == nil) // the owner's outlets do not keep the graph
    }

    /// Regression for the `instantiate` fuzz target's second leak (a 9 KB mutated nib, via
    /// `decodeGraph()`): a connection whose destination is itself held itself and its source.
    @Test func connectionsThatReferToThemselvesAreReleased() throws {
        var g = GraphBuilder()
        let source = g.add("MYObject"), connection = g.add(UIKitClasses.outletConnection), pair = g.add(UIKitClasses.keyValuePair)
        let connections = g.array(), pairs = g.array(), label = g.add(UIKitClasses.string), path = g.add(UIKitClasses.string)
        g.set(UIKitKeys.stringBytes, .data(NibData(utf8: "link")), on: label)
        g.set(UIKitKeys.stringBytes, .data(NibData(utf8: "pair")), on: path)
        g.set(UIKitKeys.label, .object(label), on: connection)
        g.set(UIKitKeys.source, .object(source), on: connection)
        g.set(UIKitKeys.destination, .object(connection), on: connection)
        g.set(UIKitKeys.kvpObject, .object(source), on: pair)
        g.set(UIKitKeys.kvpKeyPath, .object(path), on: pair)
        g.set(UIKitKeys.kvpValue, .object(pair), on: pair)
        g.fill(connections, [connection])
        g.fill(pairs, [pair])
        g.set(UIKitKeys.connections, .object(connections), on: g.root)
        g.set(UIKitKeys.keyValuePairs, .object(pairs), on: g.root)
        g.topLevel(source)
        let nib = try g.nib()
        var weakObjects: [WeakBox] = []
        do {
            let result = try nib.instantiateDetailed(owner: nil)
            weakObjects = result.createdObjects.map(WeakBox.init)
            let object = try #require(result.topLevelObjects.first as? GenericObject)
            #expect(object["link"]?.object != nil && object["pair"]?.object != nil)
        }
        #expect(weakObjects.count == 3 && weakObjects.allSatisfy { $0.object == nil })
        #expect(try nib.decodeGraph().objectCount == 4) // root, source, connection, pair
    }

    /// Connections hold source and destination strongly until their decoding context is
    /// released; that must also happen when instantiation fails after decoding (here the
    /// outlet's key is unknown), or a connection that is its own destination leaks.
    @Test func selfReferringConnectionsAreReleasedWhenInstantiationFails() throws {
        var registry = NibClassRegistry.standard
        registry.register(TrackedObject.self, as: "MYTracked")
        var g = GraphBuilder()
        let source = g.add("MYTracked"), connection = g.add(UIKitClasses.outletConnection)
        let connections = g.array(), label = g.add(UIKitClasses.string)
        g.set(UIKitKeys.stringBytes, .data(NibData(utf8: "missing")), on: label)
        g.set(UIKitKeys.label, .object(label), on: connection)
        g.set(UIKitKeys.source, .object(source), on: connection)
        g.set(UIKitKeys.destination, .object(connection), on: connection)
        g.fill(connections, [connection])
        g.set(UIKitKeys.connections, .object(connections), on: g.root)
        g.topLevel(source)
        let nib = Nib(data: try g.b.document().encoded(), name: "failing.nib", registry: registry)
        let error = try #require(instantiationError(nib))
        #expect(error.code == .unknownKey)
        #expect(TrackedObject.made.load(ordering: .relaxed) == 1)
        #expect(TrackedObject.alive.load(ordering: .relaxed) == 0, "the connection kept its source alive")
    }
}

private final class TrackedObject: NibRuntimeObject {
    static let made = Atomic(0)
    static let alive = Atomic(0)
    required init() {
        Self.made.add(1, ordering: .relaxed)
        Self.alive.add(1, ordering: .relaxed)
    }
    deinit { Self.alive.subtract(1, ordering: .relaxed) }
}

/// A weak reference for checking that objects are released.
private struct WeakBox {
    weak var object: NibRuntimeObject?
    init(_ object: NibRuntimeObject) { self.object = object }
}
