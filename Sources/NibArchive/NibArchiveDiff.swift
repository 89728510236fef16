/// A structural diff of two NIBArchive files: which objects were added, removed or changed,
/// and how the totals moved.
///
/// Apple's compiler does not fix object order, so objects are not compared by index. They are
/// matched by class and position in the object graph:
///
/// - **Paths.** An object's path is the first path to it in a breadth-first walk from the root
///   (object 0) along object-reference values, in archive order. Each step is the key name
///   plus, for a repeated key, its occurrence index among equal keys; collection elements
///   (`UINibEncoderEmptyKey`) always carry it:
///   `UINibObjectsKey/UINibEncoderEmptyKey[3]/UISubviews/UINibEncoderEmptyKey[0]`. Cycles are
///   walked once; objects the walk never reaches are `(unreachable)`.
/// - **Matching, top-down.** The roots match. For each matched pair, the objects both
///   reference under a key that occurs once on each side match, whatever their class (a
///   different class is a changed class). Under a repeated key (a collection's elements), the
///   unmatched targets pair by content rather than index, so one inserted element leaves its
///   siblings matched: equal content including the referenced objects' content, then equal
///   own content, then equal class and referenced strings and numbers (a label's text), each
///   in order; then same-class leftovers by a similarity score (3 per equal string or number
///   reference, 2 per reference to matched objects, 1 per other equal value under the same
///   key), nearer positions first — or, past ``similarityBudget`` candidate pairs, by class
///   and key names in order; then leftovers at the same position, whatever their class.
/// - **Second pass.** Objects still unmatched — reached only under keys the other side lacks,
///   or unreachable — pair across the whole archive by equal content or equal class and key
///   names, in walk order, and the top-down walk continues from them. The rest are added
///   (only in `after`) or removed (only in `before`).
///
/// Matched objects compare key by key: a key only on one side is added or removed; scalars
/// compare by type and value (floats bitwise); data by bytes; object references by the
/// referenced objects' match, except `NSString`, `NSMutableString`, `NSNumber` and `NSNull`,
/// which compare by content — a changed string shows at each key that references it
/// (`UIText: NSString "Old" → NSString "New"`), not as a changed object. A repeated key
/// compares as a multiset (elements added, removed, or the same elements reordered).
///
/// ```swift
/// let diff = try NibArchiveDiff(contentsOf: "Old.nib", "New.nib")
/// for object in diff.added { print(object.class, object.path) }
/// print(diff.text())
/// ```
///
/// - Complexity: O(*n*) in the values of both archives, hashing included, plus at most
///   ``similarityBudget`` value-set comparisons per group of same-class leftovers.
package struct NibArchiveDiff: Sendable, Codable, Equatable {
    /// A figure before and after.
    package struct Count: Sendable, Codable, Equatable {
        package var before: Int
        package var after: Int
        /// `after - before`.
        package var delta: Int { after - before }
        package init(before: Int, after: Int) { (self.before, self.after) = (before, after) }

        private enum CodingKeys: String, CodingKey { case before, after, delta }

        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(before: try c.decode(Int.self, forKey: .before), after: try c.decode(Int.self, forKey: .after))
        }

        /// Encodes `before`, `after` and `delta`.
        package func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(before, forKey: .before)
            try c.encode(after, forKey: .after)
            try c.encode(delta, forKey: .delta)
        }
    }

    /// Whole-archive figures: table sizes and the file size.
    package struct Totals: Sendable, Codable, Equatable {
        /// Objects in the object table.
        package var objects: Count
        /// Distinct keys (the key table).
        package var keys: Count
        /// Values in the value table.
        package var values: Count
        /// The archive's size in bytes.
        package var bytes: Count
        /// Distinct class names (the class table).
        package var classes: Count
    }

    /// Objects and values of one class before and after.
    package struct ClassTotals: Sendable, Codable, Equatable {
        package var name: String
        package var objects: Count
        package var values: Count
    }

    /// Where an object is: its index in its archive, its class and its path from the root.
    package struct ObjectLocation: Sendable, Codable, Equatable {
        package var index: Int
        package var `class`: String
        /// The path from the root (`/` for the root, `(unreachable)` when not reachable).
        package var path: String
        package init(index: Int, class: String, path: String) {
            (self.index, self.class, self.path) = (index, `class`, path)
        }
    }

    /// A value as the diff shows it.
    package struct Value: Sendable, Codable, Equatable {
        /// `int8 int16 int32 int64 bool float double data nil object`.
        package var type: String
        /// Readable text: a number, `"a string"`, `{x, y, w, h}` geometry, hex bytes, or
        /// `UILabel #12` for a reference (`NSString "text"` for strings).
        package var text: String
        /// The referenced object's index, for a reference.
        package var object: Int?
        package init(type: String, text: String, object: Int? = nil) {
            (self.type, self.text, self.object) = (type, text, object)
        }
    }

    /// What happened to one key of a matched object.
    package struct KeyChange: Sendable, Codable, Equatable {
        /// A kind of key change; new kinds may be added.
        package struct Kind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
            package var rawValue: String
            package init(rawValue: String) { self.rawValue = rawValue }
            package var description: String { rawValue }
            /// The key (or element) is only in `after`.
            package static let added = Kind(rawValue: "added")
            /// The key (or element) is only in `before`.
            package static let removed = Kind(rawValue: "removed")
            /// The value differs.
            package static let changed = Kind(rawValue: "changed")
            /// A repeated key holds the same elements in another order.
            package static let reordered = Kind(rawValue: "reordered")
        }
        package var kind: Kind
        /// The key, with `[n]` for an occurrence of a repeated key.
        package var key: String
        package var before: Value?
        package var after: Value?
        package init(kind: Kind, key: String, before: Value?, after: Value?) {
            (self.kind, self.key, self.before, self.after) = (kind, key, before, after)
        }
    }

    /// A matched object that differs.
    package struct ObjectChange: Sendable, Codable, Equatable {
        package var before: ObjectLocation
        package var after: ObjectLocation
        /// Whether the class differs.
        package var classChanged: Bool { before.class != after.class }
        package var keys: [KeyChange]
    }

    /// Table and file sizes before and after.
    package var totals: Totals
    /// The header's coder version before and after.
    package var coderVersion: Count
    /// Objects and values per class, by class name.
    package var classes: [ClassTotals]
    /// How many objects matched.
    package var matchedObjects: Int
    /// Matched objects that differ (class or keys), in `after`'s walk order.
    package var changed: [ObjectChange]
    /// Objects only in `after`, in its walk order.
    package var added: [ObjectLocation]
    /// Objects only in `before`, in its walk order.
    package var removed: [ObjectLocation]
    /// Objects the walk from the root does not reach, counted by class.
    package var unreachableBefore: [String: Int]
    package var unreachableAfter: [String: Int]
    /// Whether the two archives are the same bytes.
    package var identicalBytes: Bool

    /// Whether any object was added, removed or changed. Totals alone (a reordered table, an
    /// unused key) do not count.
    package var hasChanges: Bool { !changed.isEmpty || !added.isEmpty || !removed.isEmpty }

    /// The largest group of same-class leftovers compared value by value; larger groups pair
    /// in order.
    package static var similarityBudget: Int { DiffMatcher.similarityBudget }

    /// Diffs two decoded archives.
    package init(_ before: NibArchive, _ after: NibArchive) {
        let a = DiffGraph(before), b = DiffGraph(after)
        let matcher = DiffMatcher(a, b)
        totals = Totals(
            objects: Count(before: before.objectCount, after: after.objectCount),
            keys: Count(before: before.keyCount, after: after.keyCount),
            values: Count(before: before.valueCount, after: after.valueCount),
            bytes: Count(before: before.byteCount, after: after.byteCount),
            classes: Count(before: before.classCount, after: after.classCount))
        coderVersion = Count(before: Int(before.header.coderVersion), after: Int(after.header.coderVersion))
        classes = Self.classTotals(a, b)
        identicalBytes = before.storage.bytes.elementsEqual(after.storage.bytes)
        unreachableBefore = Self.unreachable(a)
        unreachableAfter = Self.unreachable(b)
        matchedObjects = matcher.bToA.lazy.filter { $0 >= 0 }.count
        removed = a.order.filter { matcher.aToB[$0] < 0 }.map { a.location($0) }
        added = b.order.filter { matcher.bToA[$0] < 0 }.map { b.location($0) }
        let comparer = DiffComparer(matcher)
        changed = b.order.compactMap { y -> ObjectChange? in
            let x = matcher.bToA[y]
            guard x >= 0, !comparer.isShownByReferences(x, y) else { return nil }
            let keys = comparer.compare(x, y)
            guard !keys.isEmpty || a.classOf[x] != b.classOf[y] else { return nil }
            return ObjectChange(before: a.location(x), after: b.location(y), keys: keys)
        }
    }

    /// Reads and diffs two archives; each may be a `.nib` file or a directory nib.
    ///
    /// - Throws: ``NibArchiveError`` naming the file and byte offset of the first problem.
    package init(contentsOf before: String, _ after: String) throws(NibArchiveError) {
        self.init(try NibArchive(contentsOf: before), try NibArchive(contentsOf: after))
    }

    private static func classTotals(_ a: DiffGraph, _ b: DiffGraph) -> [ClassTotals] {
        var table: [String: (objects: Count, values: Count)] = [:]
        for object in 0..<a.objectCount {
            table[a.classOf[object], default: (Count(before: 0, after: 0), Count(before: 0, after: 0))].objects.before += 1
            table[a.classOf[object]]!.values.before += a.archive.valueRange(ofObject: object).count
        }
        for object in 0..<b.objectCount {
            table[b.classOf[object], default: (Count(before: 0, after: 0), Count(before: 0, after: 0))].objects.after += 1
            table[b.classOf[object]]!.values.after += b.archive.valueRange(ofObject: object).count
        }
        return table.keys.sorted().map { ClassTotals(name: $0, objects: table[$0]!.objects, values: table[$0]!.values) }
    }

    private static func unreachable(_ graph: DiffGraph) -> [String: Int] {
        var counts: [String: Int] = [:]
        for object in 0..<graph.objectCount where !graph.reachable[object] { counts[graph.classOf[object], default: 0] += 1 }
        return counts
    }
}

extension DiffGraph {
    func location(_ object: Int) -> NibArchiveDiff.ObjectLocation {
        NibArchiveDiff.ObjectLocation(index: object, class: classOf[object], path: displayPath(object))
    }
}
