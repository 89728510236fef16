/// Builds a ``NibArchiveDocument`` object by object, interning keys and class names.
///
/// Add objects first (object indices are handed out in order, so references to objects added
/// later can be made by index), then their values. ``document()`` lays the value table out in
/// object order and numbers keys and classes in order of first use, so equal building steps
/// always give equal bytes.
///
/// ```swift
/// var builder = NibArchiveBuilder()
/// let root = builder.addObject(className: "NSObject")
/// let name = builder.addObject(className: "NSString")
/// builder.append("NS.bytes", .data(NibData(utf8: "hello")), to: name)
/// builder.append("UINibEncoderEmptyKey", .object(name), to: root)
/// let bytes = try builder.document().encoded()
/// ```
public struct NibArchiveBuilder: Sendable {
    private struct PendingObject: Sendable {
        var className: String
        var fallbacks: [String]
        var values: [(key: String, value: NibValue)] = []
    }

    private var pending: [PendingObject] = []
    /// The coder version written to the header.
    public var coderVersion: UInt32

    /// Creates an empty builder.
    public init(coderVersion: UInt32 = 10) {
        self.coderVersion = coderVersion
    }

    /// The number of objects added so far.
    public var objectCount: Int { pending.count }

    /// Adds an object of class `className` and returns its index.
    ///
    /// - Parameter fallbacks: class names to fall back to when `className` is unknown
    ///   (`UIColor` → `NSColor`).
    /// - Complexity: O(1) amortised.
    @discardableResult
    public mutating func addObject(className: String, fallbacks: [String] = []) -> Int {
        pending.append(PendingObject(className: className, fallbacks: fallbacks))
        return pending.count - 1
    }

    /// Appends a value under `key` to object `object`.
    ///
    /// - Complexity: O(1) amortised.
    public mutating func append(_ key: String, _ value: NibValue, to object: Int) {
        pending[object].values.append((key, value))
    }

    /// The class name of an object already added.
    public func className(ofObject object: Int) -> String { pending[object].className }

    /// The document: values in object order, keys and classes numbered by first use.
    ///
    /// - Complexity: O(*n*) in the number of values.
    public func document() -> NibArchiveDocument {
        var keyIndex: [String: Int] = [:]
        var classIndex: [String: Int] = [:]
        var result = NibArchiveDocument(coderVersion: coderVersion)
        func intern(_ name: String, fallbacks: [String]) -> Int {
            if let index = classIndex[name] { return index }
            let index = result.classes.count
            classIndex[name] = index
            result.classes.append(.init(name: name))
            result.classes[index].fallbacks = fallbacks.map { intern($0, fallbacks: []) }
            return index
        }
        for object in pending {
            let cls = intern(object.className, fallbacks: object.fallbacks)
            let first = result.values.count
            for (key, value) in object.values {
                let k: Int
                if let known = keyIndex[key] {
                    k = known
                } else {
                    k = result.keys.count
                    keyIndex[key] = k
                    result.keys.append(key)
                }
                result.values.append(.init(keyIndex: k, value: value))
            }
            result.objects.append(.init(classIndex: cls, values: first..<result.values.count))
        }
        return result
    }
}
