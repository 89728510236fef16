import Testing
import TestSupport
@testable import NibCache

/// ``SlotTable`` against a plain model (one array of keys per list, head first) over seeded
/// random sequences of the operations policies use: admitting, moving to the head of the same
/// or another list, unlinking and freeing, copying, emptying. Covers the links, the free list
/// threaded through them and the buffers' growth.
struct SlotTableTests {
    /// The model: each list's keys from head to tail, and each key's size.
    struct Model {
        var lists: [[UInt64]]
        var sizes: [UInt64: Int] = [:]

        /// The list holding `key`, if any.
        func list(of key: UInt64) -> Int? { lists.firstIndex { $0.contains(key) } }

        mutating func remove(_ key: UInt64) {
            for list in lists.indices { lists[list].removeAll { $0 == key } }
        }
    }

    /// Whether `table` holds what `model` says: the same keys in the same order per list, the
    /// same counters, every key found in its list and no other key found.
    static func agrees(_ table: SlotTable<UInt64>, _ model: Model, keys: Range<UInt64>) -> Bool {
        for (list, expected) in model.lists.enumerated() {
            guard table.keys(inList: list) == expected, table.lists[list].count == expected.count,
                table.lists[list].weight == expected.count,
                table.lists[list].bytes == expected.reduce(0, { $0 + model.sizes[$1]! })
            else { return false }
            let head = table.lists[list].head, tail = table.lists[list].tail
            if head >= 0 {
                guard table[head].prev == -1, table.key(head) == expected.first else { return false }
            }
            if tail >= 0 {
                guard table[tail].next == -1, table.key(tail) == expected.last else { return false }
            }
        }
        for key in keys {
            let slot = table.slot(for: key)
            guard (slot.map { table[$0].list }) == model.list(of: key) else { return false }
        }
        return table.tableUsed == model.lists.reduce(0, { $0 + $1.count })
    }

    /// One random step on both.
    static func step(_ table: inout SlotTable<UInt64>, _ model: inout Model, _ rng: inout SeededGenerator, keys: Range<UInt64>) {
        table.makeUnique()
        let key = keys.lowerBound + rng.next() % UInt64(keys.count)
        let list = Int(rng.next() % UInt64(model.lists.count))
        guard let slot = table.slot(for: key) else {
            let size = 1 + Int(rng.next() % 100)
            table.pushHead(table.allocate(key, size: size, charge: 1, cost: Double(size)), list)
            model.sizes[key] = size
            model.lists[list].insert(key, at: 0)
            return
        }
        switch rng.next() % 3 {
        case 0:
            table.moveToHead(slot, list)
            model.remove(key)
            model.lists[list].insert(key, at: 0)
        case 1:
            #expect(table.unlinkAndFree(slot) == key)
            model.remove(key)
            model.sizes[key] = nil
        default:
            table.unlink(slot)
            table.pushHead(slot, list)
            model.remove(key)
            model.lists[list].insert(key, at: 0)
        }
    }

    @Test(arguments: [(1, false), (3, false), (3, true)])
    func randomOperationsMatchTheModel(lists: Int, dense: Bool) {
        var rng = SeededGenerator(seed: 56 + UInt64(lists))
        let keys: Range<UInt64> = 0..<400
        var table = SlotTable<UInt64>(listCount: lists)
        if dense { table.indexDenseKeys(below: keys.count) }
        var model = Model(lists: Array(repeating: [], count: lists))
        var copies: [(SlotTable<UInt64>, Model)] = []
        for round in 0..<6_000 {
            Self.step(&table, &model, &rng, keys: keys)
            if round % 500 == 0 {
                #expect(Self.agrees(table, model, keys: keys), "round \(round)")
                copies.append((table, model))
            }
            if round == 3_000 {
                table.removeAll()
                model = Model(lists: Array(repeating: [], count: lists))
            }
        }
        #expect(Self.agrees(table, model, keys: keys))
        // Copies taken along the way kept their own buffers, and go on independently.
        for (index, (copy, copyModel)) in copies.enumerated() {
            #expect(Self.agrees(copy, copyModel, keys: keys), "copy \(index)")
            var (copy, copyModel) = (copy, copyModel)
            for _ in 0..<300 { Self.step(&copy, &copyModel, &rng, keys: keys) }
            #expect(Self.agrees(copy, copyModel, keys: keys), "copy \(index) after more steps")
        }
        #expect(Self.agrees(table, model, keys: keys))
    }
}
