/// One of the callgrind children a counted run is split across: the configurations whose index
/// leaves remainder ``index`` when divided by ``count``.
///
/// Every child reads the same plan and does the same common set-up, then forks a copy per
/// configuration of its own (``Runner/replayAll(progress:shouldStop:resuming:)``): what a copy
/// counts depends on the binary, that set-up and its configuration alone, so a configuration
/// counts the same in whichever child, with whichever others, it runs. Children run side by
/// side, one per core.
package struct CountedShard: Sendable, Equatable, CustomStringConvertible {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
        (self.index, self.count) = (index, count)
    }

    /// `I/K`, as a child's operand.
    package init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (0..<count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    package var description: String { "\(index)/\(count)" }

    /// Whether configuration `config` is this child's.
    package func owns(_ config: Int) -> Bool { config % count == index }

    /// The index of the child, of `count`, that counts configuration `config`.
    package static func owner(of config: Int, count: Int) -> Int { config % count }
}
