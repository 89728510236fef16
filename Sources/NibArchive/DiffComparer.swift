/// Compares the values of two matched objects key by key (rules on ``NibArchiveDiff``).
struct DiffComparer {
    let a: DiffGraph
    let b: DiffGraph
    let aToB: [Int]
    let bToA: [Int]

    init(_ matcher: DiffMatcher) {
        (a, b, aToB, bToA) = (matcher.a, matcher.b, matcher.aToB, matcher.bToA)
    }

    /// How an element of a repeated key is identified on either side.
    private enum Token: Hashable {
        case matched(Int)
        case content(Int)
        case onlyBefore(Int)
        case onlyAfter(Int)
        case scalar(NibValue)
    }

    /// Whether a matched pair is shown through the keys that reference it instead of as an
    /// object: strings and numbers of one class, reachable on both sides.
    func isShownByReferences(_ x: Int, _ y: Int) -> Bool {
        a.isValueObject(x) && a.classOf[x] == b.classOf[y] && a.reachable[x] && b.reachable[y]
    }

    /// The key changes between object `x` of `before` and object `y` of `after`.
    func compare(_ x: Int, _ y: Int) -> [NibArchiveDiff.KeyChange] {
        let left = grouped(x, in: a), right = grouped(y, in: b)
        var changes: [NibArchiveDiff.KeyChange] = []
        var keys = left.order
        keys += right.order.filter { left.groups[$0] == nil }
        for key in keys {
            let before = left.groups[key] ?? [], after = right.groups[key] ?? []
            if before.count == 1, after.count == 1 {
                if !equal(before[0], after[0]) {
                    changes.append(.init(kind: .changed, key: key, before: a.render(before[0]), after: b.render(after[0])))
                }
            } else {
                changes += compareElements(key, before, after)
            }
        }
        return changes
    }

    private func grouped(_ object: Int, in graph: DiffGraph) -> (groups: [String: [NibValue]], order: [String]) {
        var groups: [String: [NibValue]] = [:]
        var order: [String] = []
        for i in graph.archive.valueRange(ofObject: object) {
            let key = graph.keyNames[graph.archive.keyIndex(ofValue: i)]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(graph.archive.value(i))
        }
        return (groups, order)
    }

    private func equal(_ x: NibValue, _ y: NibValue) -> Bool {
        if case .object(let s) = x, case .object(let t) = y {
            if a.isValueObject(s) || b.isValueObject(t) { return a.local[s] == b.local[t] }
            return aToB[s] == t
        }
        return x == y
    }

    private func token(_ value: NibValue, before: Bool) -> Token {
        guard case .object(let target) = value else { return .scalar(value) }
        let graph = before ? a : b
        if graph.isValueObject(target) { return .content(graph.local[target]) }
        let partner = before ? aToB[target] : target
        if partner >= 0, before || bToA[target] >= 0 { return .matched(partner) }
        return before ? .onlyBefore(target) : .onlyAfter(target)
    }

    /// A repeated key as a multiset: elements only before are removed, only after added (an
    /// element removed and one added at the same occurrence make one change); the same
    /// elements in another order are one `reordered` change.
    private func compareElements(_ key: String, _ before: [NibValue], _ after: [NibValue]) -> [NibArchiveDiff.KeyChange] {
        let left = before.map { token($0, before: true) }, right = after.map { token($0, before: false) }
        func split(_ mine: [Token], against theirs: [Token]) -> (common: [Token], only: [Int]) {
            var counts: [Token: Int] = [:]
            for t in theirs { counts[t, default: 0] += 1 }
            var common: [Token] = [], only: [Int] = []
            for (i, t) in mine.enumerated() {
                if let n = counts[t], n > 0 { counts[t] = n - 1; common.append(t) } else { only.append(i) }
            }
            return (common, only)
        }
        let (commonBefore, removed) = split(left, against: right)
        let (commonAfter, added) = split(right, against: left)
        var changes: [NibArchiveDiff.KeyChange] = []
        let addedSet = Set(added)
        for i in removed {
            let label = DiffGraph.label(key, occurrence: i)
            if addedSet.contains(i) {
                changes.append(.init(kind: .changed, key: label, before: a.render(before[i]), after: b.render(after[i])))
            } else {
                changes.append(.init(kind: .removed, key: label, before: a.render(before[i]), after: nil))
            }
        }
        let removedSet = Set(removed)
        for i in added where !removedSet.contains(i) {
            changes.append(.init(kind: .added, key: DiffGraph.label(key, occurrence: i), before: nil, after: b.render(after[i])))
        }
        if commonBefore != commonAfter {
            changes.append(.init(kind: .reordered, key: key, before: nil, after: nil))
        }
        return changes
    }
}
