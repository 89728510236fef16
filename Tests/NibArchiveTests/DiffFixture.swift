import NibArchive

/// A small object graph described by logical ids, written with any object-table order: the
/// input of the diff tests. Object 0 is the root and stays first.
struct DiffFixture {
    enum Value {
        case scalar(NibValue)
        case ref(Int)
    }
    var objects: [(className: String, values: [(key: String, value: Value)])] = []

    @discardableResult
    mutating func add(_ className: String, _ values: [(key: String, value: Value)] = []) -> Int {
        objects.append((className, values))
        return objects.count - 1
    }

    mutating func append(_ key: String, _ value: Value, to object: Int) {
        objects[object].values.append((key, value))
    }

    /// The archive with the objects laid out in `order` (logical ids; default: as added).
    func archive(order: [Int]? = nil) throws -> NibArchive {
        let order = order ?? Array(objects.indices)
        var builder = NibArchiveBuilder()
        var physical = [Int](repeating: 0, count: objects.count)
        for id in order { physical[id] = builder.addObject(className: objects[id].className) }
        for id in order {
            for (key, value) in objects[id].values {
                switch value {
                case .scalar(let v): builder.append(key, v, to: physical[id])
                case .ref(let target): builder.append(key, .object(physical[target]), to: physical[id])
                }
            }
        }
        return try NibArchive(bytes: builder.document().encoded())
    }

    /// An iOS-style nib: root → top-level objects (one view), all objects, connections; the
    /// view holds one label per text in `UISubviews`, each label a `UIText` string, an alpha
    /// and its superview. `classes` overrides a label's class by position.
    static func view(labels: [String], alpha: [Int: Double] = [:], classes: [Int: String] = [:], unreachable: Int = 0) -> DiffFixture {
        var f = DiffFixture()
        let root = f.add("NSObject")
        let topLevel = f.add("NSArray", [("NSInlinedValue", .scalar(.bool(true)))])
        let all = f.add("NSArray", [("NSInlinedValue", .scalar(.bool(true)))])
        let connections = f.add("NSArray", [("NSInlinedValue", .scalar(.bool(true)))])
        f.append("UINibTopLevelObjectsKey", .ref(topLevel), to: root)
        f.append("UINibObjectsKey", .ref(all), to: root)
        f.append("UINibConnectionsKey", .ref(connections), to: root)
        let view = f.add("UIView", [("UIBounds", .scalar(.data(geometry([0, 0, 320, 480]))))])
        let subviews = f.add("NSMutableArray", [("NSInlinedValue", .scalar(.bool(true)))])
        f.append("UISubviews", .ref(subviews), to: view)
        f.append("UINibEncoderEmptyKey", .ref(view), to: topLevel)
        f.append("UINibEncoderEmptyKey", .ref(view), to: all)
        for (i, text) in labels.enumerated() {
            let string = f.add("NSString", [("NS.bytes", .scalar(.data(NibData(utf8: text))))])
            let label = f.add(
                classes[i] ?? "UILabel",
                [
                    ("UIText", .ref(string)),
                    ("UIAlpha", .scalar(.double(alpha[i] ?? 1))),
                    ("UICenter", .scalar(.data(geometry([160, Double(20 + 30 * i)])))),
                    ("UISuperview", .ref(view))
                ])
            f.append("UINibEncoderEmptyKey", .ref(label), to: subviews)
            f.append("UINibEncoderEmptyKey", .ref(label), to: all)
        }
        for i in 0..<unreachable {
            f.add("NSNumber", [("NS.intval", .scalar(.int32(Int32(i))))])
        }
        return f
    }

    /// A geometry blob: 0x07 then little-endian doubles.
    static func geometry(_ components: [Double]) -> NibData {
        var bytes: [UInt8] = [0x07]
        for c in components { withUnsafeBytes(of: c.bitPattern.littleEndian) { bytes += $0 } }
        return NibData(bytes)
    }
}
