import NibArchive
import NibModel

/// How the decoder treats objects of one archive class, resolved once per archive.
enum ClassKind {
    case string, number, array, set, dictionary
    case proxy, classSwapper
    case outletConnection, eventConnection, collectionConnection, keyValuePair
    case nib
    /// A runtime class, unretained (see ``RuntimeClass``); nil when the registry does not know
    /// the class (generic object). `awakes`: whether its instances may replace themselves
    /// after decoding (see ``NibClassRegistry/mayReplaceAfterDecoding(_:)``); false spares a
    /// call per object.
    case regular(Unmanaged<RuntimeClass>?, awakes: Bool)
    /// A nib-in-nib view class (resolved here so that creating one needs no cast).
    case embeddedView(NibEmbeddedView.Type)
    /// A real UIKit class the registry does not model, made as the registered class of its
    /// nearest ancestor; `awakes` as for ``regular(_:awakes:)``.
    case substituted(NibRuntimeObject.Type, awakes: Bool)
}

/// An archive indexed for instantiation: key names as strings, each class resolved to a
/// ``ClassKind``, and the root's lists located. UINib keeps this between instantiations and
/// drops it on a memory warning.
final class DecodedNib: @unchecked Sendable {
    let archive: NibArchive
    let keyNames: [String]
    /// Per key index: the key resolved for runtime classes (a plain buffer, so that the
    /// decoder can lend a key to `decodeValue` without copying it).
    let keys: UnsafeMutableBufferPointer<NibKey>
    let classKinds: [ClassKind]
    let classNames: [String]
    /// Per key index: whether it is `NSInlinedValue` (skipped in collections).
    let isInlinedValueKey: [Bool]
    /// Per object index: the value of an `NSString` or `NSNumber`, decoded once per archive
    /// (they are immutable, so every instantiation can share them).
    let immutableValues: [RuntimeValue?]
    /// Root list key → object index of the list (nil when absent).
    let topLevel: Int?, objects: Int?, connections: Int?, visibleWindows: Int?
    let accessibility: Int?, keyValuePairs: Int?

    init(archive: NibArchive, registry: NibClassRegistry, name: String) throws(NibRuntimeError) {
        self.archive = archive
        keyNames = (0..<archive.keyCount).map(archive.key)
        keys = .allocate(capacity: keyNames.count)
        _ = keys.initialize(from: keyNames.lazy.map(NibKey.init))
        isInlinedValueKey = keyNames.map { $0 == UIKitKeys.inlinedValue }
        let names = (0..<archive.classCount).map { archive.className($0) }
        classNames = names
        // (No stored property is added here for substitutions: a decoded nib's footprint is
        // what the decoded caches charge, so its size is part of every size-aware miss ratio.)
        classKinds = names.indices.map { index in
            Self.kind(of: names[index], fallbacks: archive.fallbacks(ofClass: index).map { names[$0] }, registry: registry)
        }
        let kinds = classKinds
        let bytesKey = archive.keyIndex(named: UIKitKeys.stringBytes)
        immutableValues = (0..<archive.objectCount).map { object in
            switch kinds[archive.classIndex(ofObject: object)] {
            case .string:
                guard let bytesKey, let bytes = archive.value(forKey: bytesKey, inObject: object)?.dataValue else { return .string("") }
                // Decoded from the raw buffer: `String(decoding:as:)` over NibData itself asks
                // the runtime, per string, whether NibData has contiguous bytes (a dynamic cast
                // through the conformance cache, whose cost moves with the binary's layout).
                return .string(bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) })
            case .number:
                let first = archive.valueRange(ofObject: object).lazy.map { archive.value($0) }.first { $0.type != .null }
                return switch first {
                case .bool(let b)?: .bool(b)
                case .float(let f)?: .double(Double(f))
                case .double(let d)?: .double(d)
                case let v?: .int(v.integerValue ?? 0)
                case nil: .int(0)
                }
            default:
                return nil
            }
        }
        guard archive.objectCount > 0 else {
            throw NibRuntimeError(.notAUIKitNib, "the archive has no root object", nib: name)
        }
        func list(_ key: String) -> Int? { archive.value(forKey: key, inObject: 0)?.objectIndex }
        topLevel = list(UIKitKeys.topLevelObjects)
        objects = list(UIKitKeys.objects)
        connections = list(UIKitKeys.connections)
        visibleWindows = list(UIKitKeys.visibleWindows)
        accessibility = list(UIKitKeys.accessibilityConfigurations)
        keyValuePairs = list(UIKitKeys.keyValuePairs)
    }

    deinit {
        keys.deinitialize().deallocate()
    }

    /// Checks that the root holds UINib's lists, so the archive can be instantiated.
    ///
    /// - Throws: ``NibRuntimeError`` `.notAUIKitNib`, naming macOS nibs as such.
    func requireUIKitLayout(name: String) throws(NibRuntimeError) {
        guard topLevel != nil, objects != nil else {
            let macOS = archive.value(forKey: "IB.objectdata", inObject: 0) != nil
            throw NibRuntimeError(
                .notAUIKitNib,
                macOS
                    ? "this is a macOS nib (IB.objectdata → NSIBObjectData); only iOS nibs (UINib root keys) instantiate"
                    : "the root object has no UINibTopLevelObjectsKey/UINibObjectsKey", objectIndex: 0, nib: name)
        }
    }

    private static func kind(of name: String, fallbacks: [String], registry: NibClassRegistry) -> ClassKind {
        switch name {
        case UIKitClasses.string, "NSMutableString", "NSLocalizableString": return .string
        case UIKitClasses.number: return .number
        case UIKitClasses.array, UIKitClasses.mutableArray: return .array
        case UIKitClasses.set, UIKitClasses.mutableSet, "NSOrderedSet", "NSMutableOrderedSet": return .set
        case UIKitClasses.dictionary, UIKitClasses.mutableDictionary: return .dictionary
        case UIKitClasses.proxy: return .proxy
        case UIKitClasses.classSwapper: return .classSwapper
        case UIKitClasses.outletConnection: return .outletConnection
        case UIKitClasses.eventConnection: return .eventConnection
        case UIKitClasses.outletCollectionConnection: return .collectionConnection
        case UIKitClasses.keyValuePair: return .keyValuePair
        case UIKitClasses.nib: return .nib
        default:
            guard let runtimeClass = registry.runtimeClass(name) ?? fallbacks.lazy.compactMap(registry.runtimeClass).first else {
                // NSObject (a nib's root) is a GenericObject without asking UIKit's class list.
                if name != UIKitClasses.root, let (type, ancestor) = registry.substitute(for: name) {
                    return .substituted(type, awakes: registry.runtimeClass(ancestor)?.mayReplaceAfterDecoding ?? true)
                }
                return .regular(nil, awakes: false) // a GenericObject keeps itself
            }
            if let embedded = runtimeClass.type as? NibEmbeddedView.Type { return .embeddedView(embedded) }
            return .regular(.passUnretained(runtimeClass), awakes: runtimeClass.mayReplaceAfterDecoding)
        }
    }
}
