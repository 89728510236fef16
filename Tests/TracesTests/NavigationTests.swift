import Testing
import Traces
import NibbenchSupport
import TestSupport

/// The app-navigation model: graph shape, push/pop invariants, burst structure, and that the
/// generator's trace is exactly the walk's loads.
struct NavigationTests {
    let manifest = Fixture.manifest(screens: 12, views: 3, cells: 20, nested: 3)
    let parameters = NavigationParameters(fanOut: 3, backProbability: 0.35, maxDepth: 5, meanBurst: 6, scrollProbability: 0.5, cellTypesPerScreen: 3)

    func graph(seed: UInt64) throws -> NavigationGraph {
        var random = SeededRandom(seed: seed, stream: TraceGenerator.Stream.construction)
        return try NavigationGraph(manifest: manifest, parameters: parameters, random: &random)
    }

    @Test func graphUsesScreensAndViewsAndCells() throws {
        let g = try graph(seed: 1)
        #expect(Set(g.screens.map { manifest.nibs[$0].name }) == Set((0..<12).map { "Screen\($0)" } + (0..<3).map { "View\($0)" }))
        for s in g.screens.indices {
            #expect(g.edges[s].count == 3 && Set(g.edges[s]).count == 3 && !g.edges[s].contains(s))
            #expect(g.edgeWeights[s].allSatisfy { $0 > 0 && $0 <= 1 })
            #expect(g.cells[s].count == 3 && Set(g.cells[s]).count == 3)
            #expect(g.cells[s].allSatisfy { manifest.nibs[$0].kind == .cell })
        }
        #expect(try graph(seed: 1) == g)
        #expect(try graph(seed: 2) != g)
    }

    @Test func walkKeepsItsInvariants() throws {
        let g = try graph(seed: 7)
        var walk = NavigationWalk(graph: g, parameters: parameters)
        var random = SeededRandom(seed: 7, stream: TraceGenerator.Stream.loads)
        var previous: NavigationStep?
        var bursts: [Int] = [], burstsPerVisit: [Int] = [], pops = 0, pushes = 0, maxDepthSeen = 0
        for step in 0..<50_000 {
            let stackBefore = walk.stack
            let current = walk.next(using: &random)
            let stack = walk.stack
            #expect(!stack.isEmpty && stack.count <= parameters.maxDepth)
            maxDepthSeen = max(maxDepthSeen, stack.count)
            switch current {
            case .push(let screen):
                if step == 0 {
                    #expect(screen == 0 && stack == [0])
                } else {
                    let top = stackBefore.last!
                    #expect(g.edges[top].contains(screen), "push follows an edge")
                    #expect(stack == stackBefore + [screen])
                    #expect(stackBefore.count < parameters.maxDepth)
                }
                pushes += 1
                burstsPerVisit.append(0)
            case .pop:
                #expect(stackBefore.count > 1, "the root is never popped")
                #expect(stack == Array(stackBefore.dropLast()))
                pops += 1
            case .reload:
                Issue.record("every screen here has edges; reload is only for a root without any")
            case .burst(let cells):
                #expect(!cells.isEmpty)
                #expect(cells.allSatisfy(g.cells[stack.last!].contains), "cells come from the top screen")
                #expect(stack == stackBefore)
                switch previous {
                case .push, .reload, .burst: break
                default: Issue.record("a burst must follow a push, a reload or a burst, not \(String(describing: previous))")
                }
                bursts.append(cells.count)
                burstsPerVisit[burstsPerVisit.count - 1] += 1
            }
            if case .push = previous, case .burst = current {
            } else if case .push = previous {
                Issue.record("a push with cells is followed by its first burst")
            }
            previous = current
        }
        #expect(maxDepthSeen == parameters.maxDepth)
        #expect(pops > 1000 && pushes > 1000)
        let meanBurst = Double(bursts.reduce(0, +)) / Double(bursts.count)
        #expect(abs(meanBurst - 6) < 0.25, "mean burst \(meanBurst)")
        let meanVisits = Double(burstsPerVisit.reduce(0, +)) / Double(burstsPerVisit.count)
        #expect(abs(meanVisits - 2) < 0.1, "mean bursts per visit \(meanVisits)")
        #expect(burstsPerVisit.allSatisfy { $0 >= 1 })
    }

    @Test func generatorTraceIsTheWalksLoads() throws {
        let spec = TraceSpec(model: .navigation(parameters), length: 5000, seed: 21)
        let loads = try TraceGenerator(manifest: manifest, spec: spec).generate().loads
        var walk = NavigationWalk(graph: try graph(seed: 21), parameters: parameters)
        var random = SeededRandom(seed: 21, stream: TraceGenerator.Stream.loads)
        var expected: [String] = []
        while expected.count < 5000 {
            expected += walk.loads(of: walk.next(using: &random)).map { manifest.nibs[$0].name }
        }
        #expect(loads == Array(expected.prefix(5000)))
        #expect(loads.first!.hasPrefix("Screen") || loads.first!.hasPrefix("View"))
        #expect(!loads.contains { $0.hasPrefix("Nested") })
    }

    @Test func screensWithoutEdgesOrCells() throws {
        let single = Fixture.manifest(screens: 1, views: 0, cells: 0, nested: 0)
        let spec = TraceSpec(model: .navigation(NavigationParameters()), length: 5, seed: 1)
        #expect(try TraceGenerator(manifest: single, spec: spec).generate().loads == Array(repeating: "Screen0", count: 5))
        var random = SeededRandom(seed: 3)
        let g = try NavigationGraph(manifest: single, parameters: NavigationParameters(), random: &random)
        var walk = NavigationWalk(graph: g, parameters: NavigationParameters())
        #expect(walk.next(using: &random) == .push(screen: 0))
        #expect(walk.next(using: &random) == .reload(screen: 0))
        #expect(walk.stack == [0])
    }

    @Test func deepStacksPopAtMaxDepth() throws {
        let strict = NavigationParameters(fanOut: 1, backProbability: 0, maxDepth: 3, meanBurst: 1, scrollProbability: 0, cellTypesPerScreen: 0)
        var random = SeededRandom(seed: 5)
        let g = try NavigationGraph(manifest: manifest, parameters: strict, random: &random)
        var walk = NavigationWalk(graph: g, parameters: strict)
        let depths = (0..<12).map { _ in
            _ = walk.next(using: &random)
            return walk.stack.count
        }
        // Never going back voluntarily: push to the limit, then pop once, push again.
        #expect(depths == [1, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2])
    }
}
