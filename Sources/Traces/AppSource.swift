import NibbenchSupport

/// An app walk flattened into loads, with ``TraceGenerator/memoryWarningMarker`` for a session's
/// memory warning.
final class AppSource: LoadSource {
    var walk: AppWalk
    var pending: [Int] = []
    var pendingIndex = 0

    init(walk: AppWalk) { self.walk = walk }

    func next(_ random: inout SeededRandom) -> Int? {
        // A visit comes within maxDepth + 1 steps (pops, then a visit or a session's end, then
        // the root's visit), and every visit loads the screen's nib, so this terminates.
        while pendingIndex == pending.count {
            switch walk.next(using: &random) {
            case .visit(_, let loads): pending = loads
            case .pop, .endSession(memoryWarning: false): pending = []
            case .endSession(memoryWarning: true): pending = [TraceGenerator.memoryWarningMarker]
            }
            pendingIndex = 0
        }
        defer { pendingIndex += 1 }
        return pending[pendingIndex]
    }
}
