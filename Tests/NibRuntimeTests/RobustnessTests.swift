import NibArchive
import NibModel
import NibRuntime
import Synchronization
import Testing

/// An archive with UINib's root lists, built value by value (shared collections included).
struct GraphBuilder {
    var b = NibArchiveBuilder()
    let root: Int, topLevel: Int, objects: Int

    init() {
        root = b.addObject(className: "NSObject")
        topLevel = b.addObject(className: "NSArray")
        objects = b.addObject(className: "NSArray")
        b.append(UIKitKeys.topLevelObjects, .object(topLevel), to: root)
        b.append(UIKitKeys.objects, .object(objects), to: root)
        b.append(UIKitKeys.inlinedValue, .bool(true), to: topLevel)
        b.append(UIKitKeys.inlinedValue, .bool(true), to: objects)
    }

    mutating func add(_ className: String) -> Int { b.addObject(className: className) }

    /// An `NSArray` of `elements` (its values are appended later with ``fill(_:_:)``).
    mutating func array() -> Int {
        let array = b.addObject(className: "NSArray")
        b.append(UIKitKeys.inlinedValue, .bool(true), to: array)
        return array
    }

    mutating func fill(_ array: Int, _ elements: [Int]) {
        for element in elements { b.append(UIKitKeys.emptyKey, .object(element), to: array) }
    }

    mutating func set(_ key: String, _ value: NibValue, on object: Int) { b.append(key, value, to: object) }

    mutating func topLevel(_ object: Int) { fill(topLevel, [object]) }
    mutating func listed(_ object: Int) { fill(objects, [object]) }

    func nib() throws -> Nib { Nib(data: try b.document().encoded(), name: "graph.nib") }
}

func instantiationError(_ nib: Nib) -> NibRuntimeError? {
    do {
        _ = try nib.instantiate(owner: GenericObject(), options: NibOptions(stubsUnknownClasses: true))
        return nil
    } catch {
        return error as? NibRuntimeError
    }
}

/// Bad and hostile graphs give an error, never a crash, a leak or unbounded work.
struct RobustnessTests {
    /// Regression for the fuzzer's first `instantiate` finding: LeakSanitizer reported every
    /// instantiated graph with back-references (`UISuperview` kept by generic objects, outlets
    /// to File's Owner, controller ↔ view) as leaked. Dropping the result must free it all.
    @Test func viewListedAmongItsOwnSubviewsIsAnError() throws {
        var g = GraphBuilder()
        let view = g.add("UIView"), subviews = g.array()
        g.fill(subviews, [view])
        g.set(UIKitKeys.subviews, .object(subviews), on: view)
        g.topLevel(view)
        let error = try #require(instantiationError(try g.nib()))
        #expect(error.code == .viewHierarchy && error.message.contains("its own subviews") && error.objectIndex == view, "\(error)")
    }

    @Test func viewsThatAreEachOthersSubviewsAreAnError() throws {
        var g = GraphBuilder()
        let a = g.add("UIView"), b = g.add("UILabel"), aSubviews = g.array(), bSubviews = g.array()
        g.fill(aSubviews, [b])
        g.fill(bSubviews, [a])
        g.set(UIKitKeys.subviews, .object(aSubviews), on: a)
        g.set(UIKitKeys.subviews, .object(bSubviews), on: b)
        g.topLevel(a)
        let error = try #require(instantiationError(try g.nib()))
        #expect(error.code == .viewHierarchy && error.message.contains("cycle"), "\(error)")
    }

    @Test func viewUnderTwoSuperviewsIsAnError() throws {
        var g = GraphBuilder()
        let first = g.add("UIView"), second = g.add("UIView"), child = g.add("UIButton")
        let list1 = g.array(), list2 = g.array()
        g.fill(list1, [child])
        g.fill(list2, [child])
        g.set(UIKitKeys.subviews, .object(list1), on: first)
        g.set(UIKitKeys.subviews, .object(list2), on: second)
        g.topLevel(first)
        g.topLevel(second)
        let error = try #require(instantiationError(try g.nib()))
        #expect(error.code == .viewHierarchy && error.message.contains("one superview"), "\(error)")
    }

    /// Views made bottom-up from the objects list (each one's only subview created before it,
    /// so creation never recurses): the hierarchy still may not grow past the depth limit, or
    /// releasing it would recurse as deep. (Listed top-level, the last view would be created
    /// first, recursing down the chain, and hit ``NibDecodingContext/maximumDepth`` instead.)
    @Test func hierarchiesDeeperThanTheLimitAreRefused() throws {
        func chain(_ length: Int) throws -> Nib {
            var g = GraphBuilder()
            var previous: Int?
            for _ in 0..<length {
                let view = g.add("UIView")
                if let previous {
                    let subviews = g.array()
                    g.fill(subviews, [previous])
                    g.set(UIKitKeys.subviews, .object(subviews), on: view)
                }
                g.listed(view)
                previous = view
            }
            return try g.nib()
        }
        #expect(instantiationError(try chain(UIView.maximumHierarchyDepth + 1)) == nil)
        let error = try #require(instantiationError(try chain(UIView.maximumHierarchyDepth + 2)))
        #expect(error.code == .tooDeep && error.message.contains("views nest deeper"), "\(error)")
    }

    /// Arrays nested through the memo (each array made before the one that holds it). Their
    /// expanded size grows with the square of the depth, so the archive carries 12,000
    /// padding values to keep the expansion budget out of the way.
    @Test func collectionsNestedPastTheLimitAreRefused() throws {
        var g = GraphBuilder()
        let padding = g.add("MYPadding")
        for _ in 0..<12_000 { g.set("pad", .null, on: padding) }
        var previous = g.array()
        g.listed(previous)
        for _ in 0..<NibDecodingContext.maximumCollectionNesting {
            let array = g.array()
            g.fill(array, [previous])
            g.listed(array)
            previous = array
        }
        let error = try #require(instantiationError(try g.nib()))
        #expect(error.code == .tooDeep && error.message.contains("collections nest"), "\(error)")
    }

    /// One 1,000-element array shared by 2,000 objects would hand out 2 M elements from an
    /// archive of about 3,000 values; the expansion budget (4 × objects and values) stops it.
    /// Five sharers (5,000 elements from about 1,000 values) stay within it.
    @Test func sharedCollectionsReusedPastTheBudgetAreRefused() throws {
        func nib(sharers: Int) throws -> Nib {
            var g = GraphBuilder()
            let item = g.add("UIView"), shared = g.array()
            g.fill(shared, Array(repeating: item, count: 1000))
            for _ in 0..<sharers {
                let holder = g.add("MYHolder")
                g.set("items", .object(shared), on: holder)
                g.listed(holder)
            }
            return try g.nib()
        }
        #expect(instantiationError(try nib(sharers: 5)) == nil)
        let error = try #require(instantiationError(try nib(sharers: 2000)))
        #expect(error.code == .tooLarge, "\(error)")
    }

    /// A runtime attribute with a 100,001-component key path through an object that refers to
    /// itself: set in a loop, not by recursion (which overflowed the stack).
    @Test func longKeyPathsAreWalkedWithoutRecursion() throws {
        var d = NibDocument()
        let loop = d.add(NibDocumentObject(className: "MYNode"), topLevel: true)
        d[loop].properties.append(NibProperty("next", .object(loop)))
        let path = String(repeating: "next.", count: 100_000) + "value"
        d.keyValuePairs.append(NibKeyValuePair(object: loop, keyPath: path, value: .integer(7)))
        let result = try Nib(data: try d.encoded()).instantiate(owner: nil)
        #expect((result.first as? GenericObject)?["value"]?.int == 7)

        var broken = NibDocument()
        let view = broken.add(NibDocumentObject(className: "UIView"), topLevel: true)
        broken.keyValuePairs.append(NibKeyValuePair(object: view, keyPath: "tag.x.y", value: .integer(1)))
        #expect { try Nib(data: try broken.encoded()).instantiate(owner: nil) } throws: { ($0 as? NibRuntimeError)?.code == .typeMismatch }
    }

    /// 3,000 outlet-collection connections to one property build one array, in order.
    @Test func manyOutletCollectionConnectionsBuildOneArray() throws {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        var labels: [NibObjectID] = []
        for i in 0..<3000 {
            let label = d.add(NibDocumentObject(className: "UILabel", properties: [NibProperty("UITag", .int(i))]), topLevel: true)
            d.connect(.outletCollection("labels", source: owner, destination: label))
            labels.append(label)
        }
        let ownerObject = GenericObject()
        let result = try Nib(data: try d.encoded()).instantiate(owner: ownerObject)
        let collected = try #require(ownerObject["labels"]?.array)
        #expect(collected.count == 3000 && result.count == 3000)
        #expect(collected.compactMap { ($0.object as? UIView)?.tag } == Array(0..<3000))
    }
}

/// A registered class that counts its instances made and alive (only one test uses it).
