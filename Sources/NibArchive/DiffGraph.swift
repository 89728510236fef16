/// One side of a ``NibArchiveDiff``: an archive with what matching needs precomputed — key and
/// class names, each object's path from the root, its breadth-first rank, and content hashes.
///
/// Paths follow the rule documented on ``NibArchiveDiff``: a breadth-first walk from object 0
/// over object-reference values in archive order; an object's path is the first one the walk
/// finds. Objects the walk never reaches keep an empty path and are `unreachable`.
struct DiffGraph {
    let archive: NibArchive
    /// Key names by key index.
    let keyNames: [String]
    /// Class names by object (not by class index).
    let classOf: [String]
    /// Each object's path from the root ("" for the root and for unreachable objects).
    private(set) var paths: [String]
    /// Objects in breadth-first order, then the unreachable ones by index.
    private(set) var order: [Int] = []
    /// Whether the walk reached the object.
    private(set) var reachable: [Bool]
    /// Content hashes: `deep` = own content plus the referenced objects' content, `local` = own
    /// values with references as the target's leaf content, `shape` = class and key names in
    /// order.
    private(set) var deep: [Int] = []
    private(set) var local: [Int] = []
    private(set) var shape: [Int] = []
    /// Class plus the content of the strings and numbers the object references, by key (a
    /// label's text); 0 for objects that reference none.
    private(set) var strong: [Int] = []

    /// The key that marks collection elements.
    static let emptyKey = "UINibEncoderEmptyKey"
    /// Classes whose objects are plain values: references to them compare by content.
    static let valueClasses: Set<String> = ["NSString", "NSMutableString", "NSNumber", "NSNull"]

    init(_ archive: NibArchive) {
        self.archive = archive
        keyNames = (0..<archive.keyCount).map(archive.key)
        let classNames = (0..<archive.classCount).map { archive.className($0) }
        classOf = (0..<archive.objectCount).map { classNames[archive.classIndex(ofObject: $0)] }
        paths = Array(repeating: "", count: archive.objectCount)
        reachable = Array(repeating: false, count: archive.objectCount)
        walk()
        hashContent()
    }

    var objectCount: Int { archive.objectCount }

    /// The label of value `i` of an object given how often its key came before in that object:
    /// `Key`, `Key[n]` for a repeated key, and always `UINibEncoderEmptyKey[n]`.
    static func label(_ key: String, occurrence: Int) -> String {
        occurrence > 0 || key == emptyKey ? "\(key)[\(occurrence)]" : key
    }

    /// The object's values as (label, key name, value), in archive order.
    func labelledValues(of object: Int) -> [(label: String, key: String, value: NibValue)] {
        var seen: [Int: Int] = [:]
        return archive.valueRange(ofObject: object).map { i in
            let k = archive.keyIndex(ofValue: i)
            let n = seen[k, default: 0]
            seen[k] = n + 1
            return (Self.label(keyNames[k], occurrence: n), keyNames[k], archive.value(i))
        }
    }

    /// The path to show for `object`: `/` for the root, `(unreachable)` when the walk missed it.
    func displayPath(_ object: Int) -> String {
        if object == 0 { return "/" }
        return reachable[object] ? paths[object] : "(unreachable)"
    }

    private mutating func walk() {
        guard objectCount > 0 else { return }
        reachable[0] = true
        order.reserveCapacity(objectCount)
        order.append(0)
        var head = 0
        var seen: [Int: Int] = [:]
        while head < order.count {
            let object = order[head]
            head += 1
            seen.removeAll(keepingCapacity: true)
            for i in archive.valueRange(ofObject: object) {
                let k = archive.keyIndex(ofValue: i)
                let n = seen[k, default: 0]
                seen[k] = n + 1
                guard case .object(let target) = archive.value(i), !reachable[target] else { continue }
                reachable[target] = true
                let label = Self.label(keyNames[k], occurrence: n)
                paths[target] = object == 0 ? label : paths[object] + "/" + label
                order.append(target)
            }
        }
        for object in 0..<objectCount where !reachable[object] { order.append(object) }
    }

    /// Hashes every object's content three ways (see the properties). Linear in the values.
    private mutating func hashContent() {
        func scalar(_ value: NibValue, into hasher: inout Hasher) {
            hasher.combine(value.type.rawValue)
            hasher.combine(value)
        }
        var leaf = [Int](repeating: 0, count: objectCount)
        local = leaf
        shape = leaf
        deep = leaf
        for object in 0..<objectCount {
            var l = Hasher(), s = Hasher()
            l.combine(classOf[object])
            s.combine(classOf[object])
            for i in archive.valueRange(ofObject: object) {
                let k = archive.keyIndex(ofValue: i)
                l.combine(keyNames[k])
                s.combine(keyNames[k])
                let value = archive.value(i)
                if case .object(let target) = value { l.combine(classOf[target]) } else { scalar(value, into: &l) }
            }
            leaf[object] = l.finalize()
            shape[object] = s.finalize()
        }
        for object in 0..<objectCount {
            var h = Hasher()
            h.combine(classOf[object])
            for i in archive.valueRange(ofObject: object) {
                h.combine(keyNames[archive.keyIndex(ofValue: i)])
                let value = archive.value(i)
                if case .object(let target) = value { h.combine(leaf[target]) } else { scalar(value, into: &h) }
            }
            local[object] = h.finalize()
        }
        strong = leaf
        for object in 0..<objectCount {
            var h = Hasher(), any = false
            h.combine(classOf[object])
            for i in archive.valueRange(ofObject: object) {
                guard case .object(let target) = archive.value(i), isValueObject(target) else { continue }
                h.combine(keyNames[archive.keyIndex(ofValue: i)])
                h.combine(local[target])
                any = true
            }
            strong[object] = any ? h.finalize() | 1 : 0
        }
        for object in 0..<objectCount {
            var h = Hasher()
            h.combine(local[object])
            for i in archive.valueRange(ofObject: object) {
                if case .object(let target) = archive.value(i) { h.combine(local[target]) }
            }
            deep[object] = h.finalize()
        }
    }

    /// Whether references to `object` compare by content (a string or number).
    func isValueObject(_ object: Int) -> Bool { Self.valueClasses.contains(classOf[object]) }
}
