import NibArchive

extension NibDocument {
    /// The document as NIBArchive tables, following UIKit's conventions (docs/formats.md).
    ///
    /// The root `NSObject` holds the seven UINib lists in order (empty lists share one
    /// `NSArray`); objects are numbered breadth-first in the order they are first reached
    /// from the root, each string, number and collection value becomes an object of its own.
    /// Objects that nothing reaches are not written. Equal strings and equal numbers are written
    /// once and shared, as UIKit's nib encoder uniques equal value objects.
    ///
    /// - Throws: ``NibModelError`` `.danglingReference` or `.invalidValue`.
    /// - Complexity: O(*n*) in objects plus values.
    public func archiveDocument() throws(NibModelError) -> NibArchiveDocument {
        var encoder = Encoder(document: self)
        try encoder.run()
        var archive = encoder.builder.document()
        if lneVersion != nil { archive.trailer = NibArchiveTrailer.lne }
        return archive
    }
}

/// One archive object waiting for its values.
private enum Node {
    case document(NibObjectID)
    case list([Node])
    case value(NibPropertyValue)
    case connection(NibConnection)
    case keyValuePair(NibKeyValuePair)
}

/// Breadth-first writer: `reference` hands out archive indices, `run` fills them in order.
private struct Encoder {
    let document: NibDocument
    var builder: NibArchiveBuilder
    var index: [NibObjectID: Int] = [:]
    var queue: [(Int, Node)] = []
    var sharedEmptyList: Int?
    /// Strings and numbers already written, by value: UIKit's encoder writes an equal value object once.
    var uniqued: [NibPropertyValue: Int] = [:]

    init(document: NibDocument) {
        self.document = document
        builder = NibArchiveBuilder(coderVersion: document.coderVersion)
    }

    mutating func run() throws(NibModelError) {
        let root = builder.addObject(className: UIKitClasses.root)
        let lists: [[Node]] = [
            document.topLevelObjects.map(Node.document), document.allObjects.map(Node.document),
            document.connections.map(Node.connection), document.visibleWindows.map(Node.document),
            document.accessibilityConfigurations.map(Node.document), document.traitStorageLists.map(Node.document),
            document.keyValuePairs.map(Node.keyValuePair)
        ]
        for (key, list) in zip(UIKitKeys.rootKeys, lists) {
            let target: Int
            if list.isEmpty {
                target = sharedEmptyList ?? enqueue(UIKitClasses.array, .list([]))
                sharedEmptyList = target
            } else {
                target = enqueue(UIKitClasses.array, .list(list))
            }
            builder.append(key, .object(target), to: root)
        }
        if let version = document.lneVersion {
            builder.append(UIKitKeys.lneVersion, .int8(Int8(truncatingIfNeeded: version)), to: root)
        }
        var next = 0
        while next < queue.count {
            let (object, node) = queue[next]
            next += 1
            try fill(object, node)
        }
    }

    private mutating func enqueue(_ className: String, _ node: Node, fallbacks: [String] = []) -> Int {
        let object = builder.addObject(className: className, fallbacks: fallbacks)
        queue.append((object, node))
        return object
    }

    /// The archive index for `node`, adding it on first reference (document objects are
    /// shared; every other node is an object of its own).
    private mutating func reference(_ node: Node) throws(NibModelError) -> Int {
        switch node {
        case .document(let id):
            if let known = index[id] { return known }
            guard document.contains(id) else {
                throw NibModelError(.danglingReference, "object \(id) is referred to but the document has \(document.objects.count) objects")
            }
            let object = document[id]
            let added = enqueue(object.archiveClassName, node, fallbacks: object.fallbacks)
            index[id] = added
            return added
        case .list:
            return enqueue(UIKitClasses.array, node)
        case .connection(let c):
            return enqueue(c.kind.archiveClassName, node)
        case .keyValuePair:
            return enqueue(UIKitClasses.keyValuePair, node)
        case .value(let value):
            switch value {
            case .object(let id): return try reference(.document(id))
            case .string, .integer, .double:
                if let known = uniqued[value] { return known }
                let added = enqueue(value.stringValue != nil ? UIKitClasses.string : UIKitClasses.number, node)
                uniqued[value] = added
                return added
            case .array(_, let mutable): return enqueue(mutable ? UIKitClasses.mutableArray : UIKitClasses.array, node)
            case .set(_, let mutable): return enqueue(mutable ? UIKitClasses.mutableSet : UIKitClasses.set, node)
            case .dictionary(_, let mutable): return enqueue(mutable ? UIKitClasses.mutableDictionary : UIKitClasses.dictionary, node)
            case .scalar: throw NibModelError(.invalidValue, "an inline value cannot be a collection element")
            }
        }
    }

    /// Appends `value` under `key` to `object`: scalars inline, everything else by reference.
    private mutating func append(_ key: String, _ value: NibPropertyValue, to object: Int) throws(NibModelError) {
        if case .scalar(let scalar) = value {
            if case .object = scalar {
                throw NibModelError(.invalidValue, "property \(key) holds a raw archive reference; use .object(NibObjectID)")
            }
            builder.append(key, scalar, to: object)
        } else {
            builder.append(key, .object(try reference(.value(value))), to: object)
        }
    }

    private mutating func appendElements(_ elements: [NibPropertyValue], to object: Int) throws(NibModelError) {
        builder.append(UIKitKeys.inlinedValue, .bool(true), to: object)
        for element in elements {
            // Collection elements are always objects: box inline scalars as NSNumber.
            let boxed: NibPropertyValue =
                switch element {
                case .scalar(.bool(let b)): .integer(b ? 1 : 0)
                case .scalar(let v) where v.integerValue != nil: .integer(v.integerValue!)
                case .scalar(let v) where v.doubleValue != nil: .double(v.doubleValue!)
                default: element
                }
            builder.append(UIKitKeys.emptyKey, .object(try reference(.value(boxed))), to: object)
        }
    }

    private mutating func fill(_ object: Int, _ node: Node) throws(NibModelError) {
        switch node {
        case .document(let id):
            let item = document[id]
            switch item.kind {
            case .object: break
            case .placeholder(let identifier):
                try append(UIKitKeys.proxiedObjectIdentifier, .string(identifier), to: object)
            case .classSwapper(let className, let original):
                try append(UIKitKeys.className, .string(className), to: object)
                try append(UIKitKeys.originalClassName, .string(original), to: object)
            }
            for property in item.properties {
                try append(property.key, property.value, to: object)
            }
        case .list(let elements):
            builder.append(UIKitKeys.inlinedValue, .bool(true), to: object)
            for element in elements {
                builder.append(UIKitKeys.emptyKey, .object(try reference(element)), to: object)
            }
        case .connection(let c):
            try append(UIKitKeys.label, .string(c.label), to: object)
            try append(UIKitKeys.source, .object(c.source), to: object)
            try append(UIKitKeys.destination, .object(c.destination), to: object)
            switch c.kind {
            case .outlet: break
            case .action(let mask):
                if mask != 0 { builder.append(UIKitKeys.eventMask, .narrowest(Int64(mask)), to: object) }
            case .outletCollection(let className, let addsContent):
                try append(UIKitKeys.collectionClassName, .string(className), to: object)
                builder.append(UIKitKeys.addsContentToExistingCollection, .bool(addsContent), to: object)
            }
        case .keyValuePair(let pair):
            try append(UIKitKeys.kvpObject, .object(pair.object), to: object)
            try append(UIKitKeys.kvpKeyPath, .string(pair.keyPath), to: object)
            try append(UIKitKeys.kvpValue, pair.value, to: object)
        case .value(let value):
            switch value {
            case .string(let s): builder.append(UIKitKeys.stringBytes, .data(NibData(utf8: s)), to: object)
            case .integer(let i): builder.append(UIKitKeys.numberInteger, .narrowest(i), to: object)
            case .double(let d): builder.append(UIKitKeys.numberDouble, .double(d), to: object)
            case .array(let elements, _), .set(let elements, _): try appendElements(elements, to: object)
            case .dictionary(let entries, _):
                try appendElements(entries.flatMap { [$0.key, $0.value] }, to: object)
            case .scalar, .object: break // never enqueued
            }
        }
    }
}
