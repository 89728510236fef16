import NibbenchSupport

/// One step of a ``NavigationWalk``.
package enum NavigationStep: Hashable, Sendable {
    /// The user opens a screen (position in ``NavigationGraph/screens``): its nib is loaded and
    /// it goes on top of the stack.
    case push(screen: Int)
    /// The user goes back: the top screen leaves the stack. The screen below is still alive, so
    /// nothing is loaded.
    case pop
    /// The root screen, which has nowhere to go, is shown afresh (its nib is loaded again); the
    /// stack stays `[root]`.
    case reload(screen: Int)
    /// The top screen's table dequeues cells as the user scrolls: one load per cell, each a
    /// manifest index from the screen's ``NavigationGraph/cells``.
    case burst(cells: [Int])
}

/// A user walking a ``NavigationGraph``: a Markov chain over screens with a navigation stack.
///
/// The walk starts by pushing the root. After every push or reload the screen shows its cells:
/// one burst, then another with probability `scrollProbability`, and so on (none when the screen
/// has no cell nibs); burst sizes are geometric with mean `meanBurst` and each cell is one of the
/// screen's cell nibs, chosen uniformly. Then the user navigates from the top screen: back (pop)
/// when the stack is at `maxDepth` or the screen has no edges, otherwise back with probability
/// `backProbability` when the stack holds more than the root, otherwise forward (push) along an
/// edge chosen by weight. A root without edges reloads itself.
///
/// Invariants: the stack is never empty and never deeper than `maxDepth`; a pop never removes the
/// root; every push follows an edge of the screen on top; a burst follows a push, a reload or
/// another burst, and is never empty.
package struct NavigationWalk: Sendable {
    /// The graph being walked.
    package let graph: NavigationGraph
    /// The walk's parameters.
    package let parameters: NavigationParameters
    /// The navigation stack (screen positions), bottom first; empty before the first step.
    package private(set) var stack: [Int] = []
    /// Whether the top screen may still show a burst, and whether the next burst is its first.
    private var showingCells = false, firstBurst = false

    /// A walk over `graph` that has not started.
    package init(graph: NavigationGraph, parameters: NavigationParameters) {
        self.graph = graph
        self.parameters = parameters
    }

    /// Takes one step.
    /// - Complexity: O(log fanOut + burst size).
    package mutating func next(using random: inout SeededRandom) -> NavigationStep {
        guard let top = stack.last else {
            stack = [0]
            startVisit()
            return .push(screen: 0)
        }
        if showingCells {
            if !graph.cells[top].isEmpty, firstBurst || random.chance(parameters.scrollProbability) {
                firstBurst = false
                let pool = graph.cells[top]
                let size = random.geometric(mean: parameters.meanBurst)
                return .burst(cells: (0..<size).map { _ in pool[random.uniform(below: pool.count)] })
            }
            showingCells = false
        }
        let canPop = stack.count > 1
        if canPop, stack.count >= parameters.maxDepth || graph.edges[top].isEmpty || random.chance(parameters.backProbability) {
            stack.removeLast()
            return .pop
        }
        guard !graph.edges[top].isEmpty else {
            startVisit()
            return .reload(screen: top)
        }
        let target = graph.edges[top][random.pick(cumulative: graph.cumulativeEdgeWeights[top])]
        stack.append(target)
        startVisit()
        return .push(screen: target)
    }

    /// The manifest indices `step` loads, in order.
    package func loads(of step: NavigationStep) -> [Int] {
        switch step {
        case .push(let screen), .reload(let screen): return [graph.screens[screen]]
        case .pop: return []
        case .burst(let cells): return cells
        }
    }

    private mutating func startVisit() {
        showingCells = true
        firstBurst = true
    }
}
