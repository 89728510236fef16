import NibArchive

extension NibDocument {
    /// Reads a UIKit nib's object graph from an archive.
    ///
    /// Strings, numbers and collections written the way UIKit writes them become inline
    /// ``NibPropertyValue``s; proxies, class swappers, connections and key-value pairs become
    /// their model types; every other object becomes a ``NibDocumentObject`` keeping all of
    /// its values. An object that has a special class but not its usual shape is kept as a
    /// plain object rather than guessed at.
    ///
    /// - Parameter file: named in errors.
    /// - Throws: ``NibModelError``: `.notAUIKitNib` (macOS nibs: `IB.objectdata`),
    ///   `.malformedObject`, `.cycle`, `.tooDeep`, `.tooLarge`.
    /// - Complexity: O(*n*) in objects plus values.
    public init(archive: NibArchive, file: String? = nil) throws(NibModelError) {
        var decoder = Decoder(archive: archive, file: file)
        try decoder.run()
        self = decoder.document
    }
}

private struct Decoder {
    let archive: NibArchive
    let file: String?
    var document: NibDocument
    var ids: [NibObjectID?]
    var queue: [(Int, NibObjectID)] = []
    var inProgress: Set<Int> = []
    /// Inline expansions left before the archive counts as a decompression bomb.
    var budget: Int

    init(archive: NibArchive, file: String?) {
        self.archive = archive
        self.file = file
        document = NibDocument(coderVersion: archive.header.coderVersion)
        ids = Array(repeating: nil, count: archive.objectCount)
        budget = 4 * (archive.objectCount + archive.valueCount) + 1024
    }

    func error(_ code: NibModelError.Code, _ message: String, at object: Int? = nil) -> NibModelError {
        NibModelError(code, message, file: file, objectIndex: object)
    }

    mutating func run() throws(NibModelError) {
        guard archive.objectCount > 0 else { throw error(.notAUIKitNib, "the archive has no root object") }
        func list(_ key: String) -> Int? { archive.value(forKey: key, inObject: 0)?.objectIndex }
        guard let topLevel = list(UIKitKeys.topLevelObjects), let objects = list(UIKitKeys.objects) else {
            let macOS = archive.value(forKey: "IB.objectdata", inObject: 0) != nil
            throw error(
                .notAUIKitNib,
                macOS
                    ? "this is a macOS nib (IB.objectdata → NSIBObjectData), not a UIKit nib"
                    : "the root object has no UINibTopLevelObjectsKey/UINibObjectsKey", at: 0)
        }
        document.topLevelObjects = try elements(of: topLevel).map { i throws(NibModelError) in try documentID(i) }
        document.allObjects = try elements(of: objects).map { i throws(NibModelError) in try documentID(i) }
        if let connections = list(UIKitKeys.connections) {
            document.connections = try elements(of: connections).map { i throws(NibModelError) in try connection(i) }
        }
        if let windows = list(UIKitKeys.visibleWindows) {
            document.visibleWindows = try elements(of: windows).map { i throws(NibModelError) in try documentID(i) }
        }
        if let accessibility = list(UIKitKeys.accessibilityConfigurations) {
            document.accessibilityConfigurations = try elements(of: accessibility).map { i throws(NibModelError) in try documentID(i) }
        }
        if let storages = list(UIKitKeys.traitStorageLists) {
            document.traitStorageLists = try elements(of: storages).map { i throws(NibModelError) in try documentID(i) }
        }
        if let pairs = list(UIKitKeys.keyValuePairs) {
            document.keyValuePairs = try elements(of: pairs).map { i throws(NibModelError) in try keyValuePair(i) }
        }
        if let version = archive.value(forKey: UIKitKeys.lneVersion, inObject: 0)?.integerValue {
            document.lneVersion = Int(version)
        }
        var next = 0
        while next < queue.count {
            let (index, id) = queue[next]
            next += 1
            try fill(index, id)
        }
    }

    // MARK: Shapes

    /// The element indices of a collection written UIKit's way, or nil for any other shape.
    func elements(ifCollection index: Int) -> [Int]? {
        let range = archive.valueRange(ofObject: index)
        guard let first = range.first, archive.key(archive.keyIndex(ofValue: first)) == UIKitKeys.inlinedValue,
            archive.value(first) == .bool(true)
        else { return nil }
        var result: [Int] = []
        result.reserveCapacity(range.count - 1)
        for i in range.dropFirst() {
            guard archive.key(archive.keyIndex(ofValue: i)) == UIKitKeys.emptyKey,
                let target = archive.value(i).objectIndex
            else { return nil }
            result.append(target)
        }
        return result
    }

    func elements(of list: Int) throws(NibModelError) -> [Int] {
        guard let result = elements(ifCollection: list) else {
            throw error(.malformedObject, "a root list (\(archive.className(ofObject: list))) is not an inlined collection", at: list)
        }
        return result
    }

    /// The single value of an object with exactly one value under `key`.
    func single(_ index: Int, key: String) -> NibValue? {
        let range = archive.valueRange(ofObject: index)
        guard range.count == 1, archive.key(archive.keyIndex(ofValue: range.lowerBound)) == key else { return nil }
        return archive.value(range.lowerBound)
    }

    // MARK: Values

    mutating func documentID(_ index: Int) throws(NibModelError) -> NibObjectID {
        if let known = ids[index] { return known }
        let id = document.add(NibDocumentObject(className: archive.className(ofObject: index)), listed: false)
        ids[index] = id
        queue.append((index, id))
        return id
    }

    mutating func propertyValue(_ value: NibValue, depth: Int) throws(NibModelError) -> NibPropertyValue {
        guard case .object(let index) = value else { return .scalar(value) }
        return try objectValue(index, depth: depth)
    }

    /// An inline value for canonical strings, numbers and collections; a document object
    /// for everything else.
    mutating func objectValue(_ index: Int, depth: Int) throws(NibModelError) -> NibPropertyValue {
        budget -= 1
        guard budget >= 0 else { throw error(.tooLarge, "inline strings and collections expand past 4× the archive", at: index) }
        switch archive.className(ofObject: index) {
        case UIKitClasses.string:
            if case .data(let bytes)? = single(index, key: UIKitKeys.stringBytes), let s = bytes.utf8String { return .string(s) }
        case UIKitClasses.number:
            if let v = single(index, key: UIKitKeys.numberInteger), let i = v.integerValue, v == .narrowest(i) { return .integer(i) }
            if case .double(let d)? = single(index, key: UIKitKeys.numberDouble) { return .double(d) }
        case let name where Self.collectionClasses[name] != nil:
            guard let members = elements(ifCollection: index) else { break }
            guard depth < NibDocument.maximumNesting else {
                throw error(.tooDeep, "collections nest deeper than \(NibDocument.maximumNesting)", at: index)
            }
            guard inProgress.insert(index).inserted else { throw error(.cycle, "a collection contains itself", at: index) }
            var values: [NibPropertyValue] = []
            values.reserveCapacity(members.count)
            for member in members { values.append(try objectValue(member, depth: depth + 1)) }
            inProgress.remove(index)
            let (kind, mutable) = Self.collectionClasses[name]!
            switch kind {
            case .array: return .array(values, mutable: mutable)
            case .set: return .set(values, mutable: mutable)
            case .dictionary:
                guard values.count % 2 == 0 else { break }
                let entries = stride(from: 0, to: values.count, by: 2).map { NibDictionaryEntry(key: values[$0], value: values[$0 + 1]) }
                return .dictionary(entries, mutable: mutable)
            }
        default: break
        }
        return .object(try documentID(index))
    }

    enum CollectionKind { case array, set, dictionary }
    static let collectionClasses: [String: (CollectionKind, Bool)] = [
        UIKitClasses.array: (.array, false), UIKitClasses.mutableArray: (.array, true),
        UIKitClasses.set: (.set, false), UIKitClasses.mutableSet: (.set, true),
        UIKitClasses.dictionary: (.dictionary, false), UIKitClasses.mutableDictionary: (.dictionary, true)
    ]

    /// The values of object `index` by key name, resolved; for the fixed-shape objects.
    mutating func keyed(_ index: Int) throws(NibModelError) -> [String: NibPropertyValue] {
        var result: [String: NibPropertyValue] = [:]
        for i in archive.valueRange(ofObject: index) {
            result[archive.key(archive.keyIndex(ofValue: i))] = try propertyValue(archive.value(i), depth: 0)
        }
        return result
    }

    mutating func connection(_ index: Int) throws(NibModelError) -> NibConnection {
        let className = archive.className(ofObject: index)
        let v = try keyed(index)
        var destination = v[UIKitKeys.destination]?.objectID
        if destination == nil, v[UIKitKeys.destination]?.elements != nil, let holder = reference(in: index, key: UIKitKeys.destination) {
            // An outlet collection's destination is the array of its objects, as Apple writes
            // it: kept as a document object of its own, so it re-encodes as it came.
            destination = try documentID(holder)
        }
        guard let label = v[UIKitKeys.label]?.stringValue, let source = v[UIKitKeys.source]?.objectID,
            let destination
        else {
            throw error(.malformedObject, "connection \(className) lacks UILabel, UISource or UIDestination", at: index)
        }
        let kind: NibConnection.Kind
        switch className {
        case UIKitClasses.outletConnection: kind = .outlet
        case UIKitClasses.eventConnection:
            kind = .action(eventMask: UInt32(truncatingIfNeeded: v[UIKitKeys.eventMask]?.integerValue ?? 0))
        case UIKitClasses.outletCollectionConnection:
            kind = .outletCollection(
                collectionClassName: v[UIKitKeys.collectionClassName]?.stringValue ?? "NSArray",
                addsContent: v[UIKitKeys.addsContentToExistingCollection] == .bool(true))
        default:
            throw error(.malformedObject, "UINibConnectionsKey holds a \(className), not a connection", at: index)
        }
        return NibConnection(kind: kind, label: label, source: source, destination: destination)
    }

    /// The object that object `index` refers to under `key`, as an archive index.
    func reference(in index: Int, key: String) -> Int? {
        for i in archive.valueRange(ofObject: index) where archive.key(archive.keyIndex(ofValue: i)) == key {
            if case .object(let target) = archive.value(i) { return target }
        }
        return nil
    }

    mutating func keyValuePair(_ index: Int) throws(NibModelError) -> NibKeyValuePair {
        let v = try keyed(index)
        guard archive.className(ofObject: index) == UIKitClasses.keyValuePair,
            let object = v[UIKitKeys.kvpObject]?.objectID, let keyPath = v[UIKitKeys.kvpKeyPath]?.stringValue
        else {
            throw error(
                .malformedObject, "UINibKeyValuePairsKey holds an object that is not a UINibKeyValuePair with UIObject and UIKeyPath", at: index)
        }
        return NibKeyValuePair(object: object, keyPath: keyPath, value: v[UIKitKeys.kvpValue] ?? .scalar(.null))
    }

    /// Decodes the properties of document object `index` into `id`, recognising proxies and
    /// class swappers.
    mutating func fill(_ index: Int, _ id: NibObjectID) throws(NibModelError) {
        var properties: [NibProperty] = []
        for i in archive.valueRange(ofObject: index) {
            properties.append(NibProperty(archive.key(archive.keyIndex(ofValue: i)), try propertyValue(archive.value(i), depth: 0)))
        }
        var object = NibDocumentObject(
            className: archive.className(ofObject: index), properties: properties,
            fallbacks: archive.fallbacks(ofClass: archive.classIndex(ofObject: index)).map { archive.className($0) })
        switch object.archiveClassName {
        case UIKitClasses.proxy:
            if let identifier = object[UIKitKeys.proxiedObjectIdentifier]?.stringValue {
                object[UIKitKeys.proxiedObjectIdentifier] = nil
                object.kind = .placeholder(identifier: identifier)
            }
        case UIKitClasses.classSwapper:
            if let name = object[UIKitKeys.className]?.stringValue, let original = object[UIKitKeys.originalClassName]?.stringValue {
                object[UIKitKeys.className] = nil
                object[UIKitKeys.originalClassName] = nil
                object.kind = .classSwapper(className: name, originalClassName: original)
            }
        default: break
        }
        document[id] = object
    }
}
