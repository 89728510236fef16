import NibbenchSupport
extension NibArchiveDiff {
    /// A readable rendering: the summary (totals, the classes whose counts moved, unreachable
    /// objects, a verdict line), then — unless `summaryOnly` — each changed, added and removed
    /// object with its class and path.
    ///
    /// ```
    ///              before    after    delta
    /// objects          12       13       +1
    /// …
    /// 12 objects matched: 1 changed, 1 added, 0 removed
    ///
    /// changed UIView UINibTopLevelObjectsKey/UINibEncoderEmptyKey[0] (#3 → #3)
    ///   ~ UIBounds: {0.0, 0.0, 320.0, 480.0} → {0.0, 0.0, 320.0, 500.0}
    /// added UILabel UINibObjectsKey/UINibEncoderEmptyKey[4] (#9)
    /// ```
    ///
    /// - Parameters:
    ///   - before: the name to show for the first archive (a file name), if any.
    ///   - after: the name to show for the second archive.
    ///   - summaryOnly: stop after the summary.
    package func text(before: String? = nil, after: String? = nil, summaryOnly: Bool = false) -> String {
        var lines: [String] = []
        if let before { lines.append("before: \(before)") }
        if let after { lines.append("after:  \(after)") }
        lines.append(row("", "before", "after", "delta"))
        for (name, count) in [
            ("objects", totals.objects), ("keys", totals.keys), ("values", totals.values),
            ("bytes", totals.bytes), ("classes", totals.classes)
        ] {
            lines.append(row(name, "\(count.before)", "\(count.after)", Self.signed(count.delta)))
        }
        if coderVersion.delta != 0 {
            lines.append("coder version \(coderVersion.before) → \(coderVersion.after)")
        }
        let moved = classes.filter { $0.objects.delta != 0 || $0.values.delta != 0 }
        if !moved.isEmpty {
            lines.append("classes whose counts differ (objects; values):")
            let width = moved.map(\.name.count).max() ?? 0
            for entry in moved {
                lines.append(
                    "  " + Self.padded(entry.name, width)
                        + "  \(entry.objects.before) → \(entry.objects.after) (\(Self.signed(entry.objects.delta)));"
                        + " \(entry.values.before) → \(entry.values.after) (\(Self.signed(entry.values.delta)))")
            }
        }
        for (side, counts) in [("before", unreachableBefore), ("after", unreachableAfter)] where !counts.isEmpty {
            lines.append("unreachable \(side): " + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        }
        lines.append(
            "\(MessageText.counted(matchedObjects, "object")) matched: \(changed.count) changed, \(added.count) added, \(removed.count) removed"
                + (hasChanges ? "" : identicalBytes ? " (identical bytes)" : " (no structural differences)"))
        guard !summaryOnly, hasChanges else { return lines.joined(separator: "\n") }
        lines.append("")
        for change in changed {
            var head = "changed \(change.before.class)"
            if change.classChanged { head += " → \(change.after.class)" }
            head += " \(change.after.path)"
            if change.before.path != change.after.path { head += " (was \(change.before.path))" }
            head += " (#\(change.before.index) → #\(change.after.index))"
            lines.append(head)
            for key in change.keys { lines.append("  " + Self.line(key)) }
        }
        for object in added { lines.append("added \(object.class) \(object.path) (#\(object.index))") }
        for object in removed { lines.append("removed \(object.class) \(object.path) (#\(object.index))") }
        return lines.joined(separator: "\n")
    }

    private static func line(_ change: KeyChange) -> String {
        switch change.kind {
        case .added: return "+ \(change.key): \(change.after.map(show) ?? "")"
        case .removed: return "- \(change.key): \(change.before.map(show) ?? "")"
        case .reordered: return "↕ \(change.key): same elements, another order"
        default: return "~ \(change.key): \(change.before.map(show) ?? "") → \(change.after.map(show) ?? "")"
        }
    }

    private static func show(_ value: Value) -> String {
        switch value.type {
        case "object", "data", "bool", "nil": return value.text
        default: return "\(value.text) (\(value.type))"
        }
    }

    private func row(_ name: String, _ before: String, _ after: String, _ delta: String) -> String {
        func right(_ s: String) -> String { s.count >= 9 ? " " + s : String(repeating: " ", count: 9 - s.count) + s }
        return Self.padded(name, 8) + right(before) + right(after) + right(delta)
    }

    private static func padded(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }

    static func signed(_ n: Int) -> String { n > 0 ? "+\(n)" : "\(n)" }
}
