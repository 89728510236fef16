import NibbenchSupport

/// One step of an ``AppWalk``.
package enum AppStep: Hashable, Sendable {
    /// The user opens a screen (position in ``AppGraph/screens``) and it goes on top of the
    /// stack: its nib and views load, then each of its cell nibs once, then possibly one extra
    /// nib — `loads`, manifest indices in order.
    case visit(screen: Int, loads: [Int])
    /// The user goes back: the top screen leaves the stack. The screen below is still alive, so
    /// nothing is loaded.
    case pop
    /// The session ends (the app is relaunched): the stack empties and the next step visits the
    /// root again. `memoryWarning` tells whether a memory warning marks the relaunch.
    case endSession(memoryWarning: Bool)
}

/// A user of an app walking an ``AppGraph`` in sessions, with a navigation stack.
///
/// A session starts by visiting the root and lasts a geometric number of visits with mean
/// `meanVisits` (the root's included); then it ends — a relaunch, with a memory warning with
/// probability `sessionWarningProbability` — and the next session visits the root again, so the
/// root reloads. After each visit the user navigates from the top screen: back (pop) when the
/// stack is at `maxDepth` or the screen has no edges, otherwise back with probability
/// `backProbability` when the stack holds more than the root, otherwise forward along one of the
/// screen's edges chosen uniformly. A root without edges ends the session.
///
/// A visit's cells load once each: the table registers each cell nib and later cells come from
/// its own `UINib`, not through the app's nib cache.
///
/// Invariants: the stack is never deeper than `maxDepth`; a pop never removes the root; every
/// visit but a session's first follows an edge of the screen on top.
package struct AppWalk: Sendable {
    /// The graph being walked.
    package let graph: AppGraph
    /// The walk's parameters.
    package let parameters: AppParameters
    /// The navigation stack (screen positions), bottom first; empty between sessions.
    package private(set) var stack: [Int] = []
    /// Visits left in the current session.
    private var visitsLeft = 0

    /// A walk over `graph` that has not started.
    package init(graph: AppGraph, parameters: AppParameters) {
        self.graph = graph
        self.parameters = parameters
    }

    /// Takes one step.
    /// - Complexity: O(loads of the visit).
    package mutating func next(using random: inout SeededRandom) -> AppStep {
        guard let top = stack.last else {
            visitsLeft = random.geometric(mean: parameters.meanVisits)
            return visit(0, using: &random)
        }
        let edges = graph.edges[top]
        guard visitsLeft > 0, stack.count > 1 || !edges.isEmpty else { return endSession(using: &random) }
        if stack.count > 1, stack.count >= parameters.maxDepth || edges.isEmpty || random.chance(parameters.backProbability) {
            stack.removeLast()
            return .pop
        }
        return visit(edges[random.uniform(below: edges.count)], using: &random)
    }

    private mutating func visit(_ screen: Int, using random: inout SeededRandom) -> AppStep {
        stack.append(screen)
        visitsLeft -= 1
        var loads = graph.visitLoads[screen] + graph.cells[screen]
        if !graph.extras.isEmpty, random.chance(parameters.extraProbability) {
            loads.append(graph.extras[random.uniform(below: graph.extras.count)])
        }
        return .visit(screen: screen, loads: loads)
    }

    private mutating func endSession(using random: inout SeededRandom) -> AppStep {
        stack = []
        // Drawn even at probability 0, so that the warnings never change the loads.
        return .endSession(memoryWarning: random.chance(parameters.sessionWarningProbability))
    }
}
