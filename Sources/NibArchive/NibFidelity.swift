/// How close one nib (ours, compiled by nibbench) is to another (Apple's, compiled by `ibtool`
/// from the same xib or storyboard scene): `nibbench diff --score` and `nibbench verify`.
///
/// Four scores, each 1 for identical nibs:
/// - **connections**: Jaccard similarity of the connections as (kind, label, source class,
///   destination class, event mask), a class being the UIKit class behind a `UIClassSwapper`
///   (`swap:UIView`: its original class) or the identifier of a `UIProxyObject` (`proxy:Identifier`);
/// - **classes**: overlap of the multisets of those classes, collections, strings and numbers
///   left out (intersection over union of the counts);
/// - **keys**: Jaccard similarity of the (archive class, key) pairs of those objects;
/// - **values**: ours' value count over Apple's (1 is the same size; not a similarity).
///
/// The per-class figures (objects, values, keys) are kept for aggregating over many pairs.
public struct NibFidelity: Sendable, Equatable {
    /// The connection, class and key scores in [0, 1].
    public var connections: Double, classes: Double, keys: Double
    /// Ours' values over Apple's.
    public var values: Double
    /// Connections only in Apple's, and only in ours, as text, sorted.
    public var missingConnections: [String], extraConnections: [String]
    /// Each nib's figures.
    public var apple: Figures, ours: Figures

    /// What one nib holds, as the scores compare it.
    public struct Figures: Sendable, Equatable {
        /// Objects and values per archive class name.
        public var objects: [String: Int], values: [String: Int]
        /// Every (archive class, key) of objects other than collections, strings and numbers.
        public var keys: Set<Pair>
        /// Objects per class as the scores count them (swapped and proxied classes resolved),
        /// collections, strings and numbers left out.
        public var classes: [String: Int]
        /// The connections, as text.
        public var connections: Set<String>
        /// Every value of the archive.
        public var valueCount: Int
    }

    /// A class and one of its keys.
    public struct Pair: Sendable, Hashable, Comparable {
        public var className: String, key: String
        public static func < (a: Pair, b: Pair) -> Bool { (a.className, a.key) < (b.className, b.key) }
    }

    /// Classes whose objects are values, not UIKit objects, left out of the class and key scores.
    static let containers: Set<String> = [
        "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSString", "NSNumber", "NSObject"
    ]

    /// Scores `ours` against `apple`.
    public init(apple: NibArchive, ours: NibArchive) {
        let a = Self.figures(apple), o = Self.figures(ours)
        (self.apple, self.ours) = (a, o)
        connections = Self.jaccard(a.connections, o.connections)
        keys = Self.jaccard(a.keys, o.keys)
        var intersection = 0, union = 0
        for name in Set(a.classes.keys).union(o.classes.keys) {
            let (x, y) = (a.classes[name] ?? 0, o.classes[name] ?? 0)
            (intersection, union) = (intersection + min(x, y), union + max(x, y))
        }
        classes = union == 0 ? 1 : Double(intersection) / Double(union)
        values = a.valueCount == 0 ? (o.valueCount == 0 ? 1 : .infinity) : Double(o.valueCount) / Double(a.valueCount)
        missingConnections = a.connections.subtracting(o.connections).sorted()
        extraConnections = o.connections.subtracting(a.connections).sorted()
    }

    static func jaccard<T: Hashable>(_ a: Set<T>, _ b: Set<T>) -> Double {
        a.isEmpty && b.isEmpty ? 1 : Double(a.intersection(b).count) / Double(a.union(b).count)
    }

    /// The figures of `archive`.
    static func figures(_ archive: NibArchive) -> Figures {
        var figures = Figures(objects: [:], values: [:], keys: [], classes: [:], connections: [], valueCount: archive.valueCount)
        for object in 0..<archive.objectCount {
            let name = archive.className(ofObject: object)
            figures.objects[name, default: 0] += 1
            figures.values[name, default: 0] += archive.valueRange(ofObject: object).count
            let resolved = resolvedClass(object, in: archive)
            if !containers.contains(resolved) { figures.classes[resolved, default: 0] += 1 }
            if !containers.contains(name) {
                for i in archive.valueRange(ofObject: object) {
                    figures.keys.insert(Pair(className: name, key: archive.key(archive.keyIndex(ofValue: i))))
                }
            }
            let kind: String? =
                switch name {
                case "UIRuntimeOutletConnection": "outlet"
                case "UIRuntimeEventConnection": "action"
                case "UIRuntimeOutletCollectionConnection": "collection"
                default: nil
                }
            guard let kind else { continue }
            func end(_ key: String) -> String {
                if case .object(let target)? = archive.value(forKey: key, inObject: object), target < archive.objectCount {
                    return resolvedClass(target, in: archive)
                }
                return "-"
            }
            let mask: String =
                switch archive.value(forKey: "UIEventMask", inObject: object) {
                case .int8(let v)?: "\(v)"
                case .int16(let v)?: "\(v)"
                case .int32(let v)?: "\(v)"
                case .int64(let v)?: "\(v)"
                default: "-"
                }
            figures.connections.insert(
                "\(kind) \(string("UILabel", of: object, in: archive) ?? "?") \(end("UISource")) → \(end("UIDestination")) \(mask)")
        }
        return figures
    }

    /// The class an object stands for: a class swapper's original class (`swap:UIView`), a proxy's
    /// identifier (`proxy:Identifier`), else its archive class.
    static func resolvedClass(_ object: Int, in archive: NibArchive) -> String {
        let name = archive.className(ofObject: object)
        switch name {
        case "UIClassSwapper": return "swap:" + (string("UIOriginalClassName", of: object, in: archive) ?? "?")
        case "UIProxyObject": return "proxy:" + (string("UIProxiedObjectIdentifier", of: object, in: archive) ?? "?")
        default: return name
        }
    }

    /// The text of the string object `object` refers to under `key` (`NS.bytes`).
    static func string(_ key: String, of object: Int, in archive: NibArchive) -> String? {
        guard case .object(let target)? = archive.value(forKey: key, inObject: object), target < archive.objectCount,
            case .data(let bytes)? = archive.value(forKey: "NS.bytes", inObject: target)
        else { return nil }
        return bytes.utf8String ?? String(decoding: bytes.array, as: UTF8.self)
    }
}
