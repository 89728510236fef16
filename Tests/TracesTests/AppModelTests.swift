import Testing
import Traces
import Manifest
import NibbenchSupport
import TestSupport

/// The app model (issue 32, item 2): screens from storyboard controllers and xib screens, the
/// root at the `Main` entry point, visits that load the controller then its views then each cell
/// once, pops that load nothing, sessions that restart at the root, and its text/JSON forms.
struct AppModelTests {
    /// `Main/Nav` (entry) → `Main/List` → `Main/Detail`, `Main/List` → `Other/Start`; `Other/Start`
    /// is another storyboard's entry; `Xib0`, `Xib1` are xib screens (no segues); cells, a nested
    /// nib and a lone view.
    static let manifest: CorpusManifest = {
        var nibs: [CorpusManifest.Entry] = []
        func add(_ name: String, _ kind: NibKind, segues: [String]? = nil, views: [String]? = nil, entry: Bool? = nil) {
            nibs.append(
                .init(
                    name: name, kind: kind, objectCount: 3, xibBytes: 0, nibBytes: 100 + nibs.count, sha256: Fixture.sha(nibs.count + 1),
                    segues: segues, views: views, entry: entry))
        }
        add("Cell0", .cell)
        add("Cell1", .cell)
        add("Cell2", .cell)
        add("Lone", .view)
        add("Main/Detail", .view, segues: [], views: ["Main/Detail-view"])
        add("Main/Detail-view", .screen)
        add("Main/List", .view, segues: ["Main/Detail", "Other/Start"], views: ["Main/List-view"])
        add("Main/List-view", .screen)
        add("Main/Nav", .view, segues: ["Main/List"], views: [], entry: true)
        add("Nested0", .nested)
        add("Other/Start", .view, segues: [], views: ["Other/Start-view"], entry: true)
        add("Other/Start-view", .screen)
        add("Xib0", .screen)
        add("Xib1", .screen)
        return CorpusManifest(nibs: nibs)
    }()

    let parameters = AppParameters(meanVisits: 6, backProbability: 0.4, maxDepth: 4, fanOut: 2, cellTypesPerScreen: 2, extraProbability: 0.3)

    func graph(seed: UInt64, _ parameters: AppParameters? = nil) throws -> AppGraph {
        var random = SeededRandom(seed: seed, stream: TraceGenerator.Stream.construction)
        return try AppGraph(manifest: Self.manifest, parameters: parameters ?? self.parameters, random: &random)
    }

    func name(_ i: Int) -> String { Self.manifest.nibs[i].name }

    @Test func graphFollowsTheManifestsNavigation() throws {
        let g = try graph(seed: 3)
        #expect(Set(g.screens.map(name)) == ["Main/Nav", "Main/List", "Main/Detail", "Other/Start", "Xib0", "Xib1"])
        #expect(name(g.screens[0]) == "Main/Nav")
        let position = { (n: String) in g.screens.firstIndex { name($0) == n }! }
        // Segues are kept in order; more edges may only be added to make screens reachable.
        #expect(Array(g.edges[position("Main/List")].prefix(2)) == [position("Main/Detail"), position("Other/Start")])
        #expect(g.edges[position("Main/Nav")].first == position("Main/List"))
        for xib in ["Xib0", "Xib1"] {
            #expect(g.edges[position(xib)].count >= 2 && !g.edges[position(xib)].contains(position(xib)))
        }
        #expect(g.visitLoads[position("Main/List")].map(name) == ["Main/List", "Main/List-view"])
        #expect(g.visitLoads[position("Main/Nav")].map(name) == ["Main/Nav"])
        #expect(g.visitLoads[position("Xib0")].map(name) == ["Xib0"])
        #expect(g.cells.allSatisfy { $0.count == 2 && Set($0).count == 2 && $0.allSatisfy { Self.manifest.nibs[$0].kind == .cell } })
        #expect(Set(g.extras.map(name)).isSuperset(of: ["Lone", "Nested0"]) && g.extras == g.extras.sorted())
        #expect(try graph(seed: 3) == g)
    }

    @Test func everyScreenIsReachableWithinMaxDepth() throws {
        for seed: UInt64 in 0..<20 {
            let g = try graph(seed: seed)
            // Breadth first: the fewest pushes to each screen; the stack holds pushes + 1 screens.
            var pushes: [Int: Int] = [0: 0], queue = [0], head = 0
            while head < queue.count {
                let s = queue[head]
                head += 1
                for t in g.edges[s] where pushes[t] == nil {
                    pushes[t] = pushes[s]! + 1
                    queue.append(t)
                }
            }
            #expect(pushes.count == g.screens.count, "seed \(seed)")
            #expect(pushes.values.allSatisfy { $0 + 1 <= parameters.maxDepth }, "seed \(seed)")
        }
    }

    @Test func visitsLoadControllerThenViewsThenEachCellOncePopsLoadNothing() throws {
        let g = try graph(seed: 5)
        var walk = AppWalk(graph: g, parameters: parameters)
        var random = SeededRandom(seed: 5, stream: TraceGenerator.Stream.loads)
        var visits = 0, pops = 0, sessions = 0, extras = 0
        var previous: AppStep?
        for _ in 0..<20_000 {
            let before = walk.stack
            let step = walk.next(using: &random)
            switch step {
            case .visit(let screen, let loads):
                visits += 1
                if before.isEmpty {
                    #expect(screen == 0)
                    if previous != nil { #expect(previous == .endSession(memoryWarning: false)) }
                } else {
                    #expect(g.edges[before.last!].contains(screen))
                }
                #expect(walk.stack == before + [screen] && walk.stack.count <= parameters.maxDepth)
                let fixed = g.visitLoads[screen] + g.cells[screen]
                #expect(Array(loads.prefix(fixed.count)) == fixed)
                #expect(loads.count == fixed.count || (loads.count == fixed.count + 1 && g.extras.contains(loads.last!)))
                if loads.count > fixed.count { extras += 1 }
            case .pop:
                pops += 1
                #expect(walk.stack == Array(before.dropLast()) && !walk.stack.isEmpty)
            case .endSession(let warning):
                sessions += 1
                #expect(!warning && walk.stack.isEmpty && !before.isEmpty)
            }
            previous = step
        }
        #expect(visits > 1000 && pops > 100 && sessions > 100 && extras > 100)
        // Sessions last `meanVisits` visits on average (geometric).
        #expect(abs(Double(visits) / Double(sessions) - parameters.meanVisits) < 1)
    }

    @Test func traceIsTheWalksLoadsAndIsDeterministic() throws {
        let spec = TraceSpec(model: .app(parameters), length: 3000, seed: 11)
        let trace = try TraceGenerator(manifest: Self.manifest, spec: spec).generate()
        #expect(try TraceGenerator(manifest: Self.manifest, spec: spec).generate() == trace)
        var other = spec
        other.seed = 12
        #expect(try TraceGenerator(manifest: Self.manifest, spec: other).generate() != trace)
        var random = SeededRandom(seed: 11, stream: TraceGenerator.Stream.construction)
        var walk = AppWalk(graph: try AppGraph(manifest: Self.manifest, parameters: parameters, random: &random), parameters: parameters)
        var loads = SeededRandom(seed: 11, stream: TraceGenerator.Stream.loads)
        var expected: [TraceEvent] = []
        while expected.count < 3000 {
            if case .visit(_, let nibs) = walk.next(using: &loads) { expected += nibs.map { .load(name($0)) } }
        }
        #expect(trace.events == Array(expected.prefix(3000)))
        // Every nib appears in a long enough trace: screens by navigation, the rest as extras.
        let long = try TraceGenerator(manifest: Self.manifest, spec: TraceSpec(model: .app(parameters), length: 50_000, seed: 11)).generate()
        #expect(Set(long.events.compactMap(\.nib)) == Set(Self.manifest.nibs.map(\.name)))
    }

    @Test func sessionWarningsComeBetweenSessions() throws {
        var p = parameters
        p.sessionWarningProbability = 1
        let events = try TraceGenerator(manifest: Self.manifest, spec: TraceSpec(model: .app(p), length: 2000, seed: 2)).generate().events
        let warnings = events.indices.filter { events[$0] == .memoryWarning }
        #expect(warnings.count > 20 && events.filter { $0 != .memoryWarning }.count == 2000)
        // Each warning is followed by the root's visit.
        #expect(warnings.allSatisfy { $0 + 1 == events.count || events[$0 + 1] == .load("Main/Nav") })
        // The loads are those of the same spec without warnings.
        #expect(
            events.filter { $0 != .memoryWarning }
                == (try TraceGenerator(manifest: Self.manifest, spec: TraceSpec(model: .app(parameters), length: 2000, seed: 2)).generate().events))
    }

    @Test func rootIsTheMainEntryElseTheWidestEntryElseSeeded() throws {
        var manifest = Self.manifest
        let main = manifest.nibs.firstIndex { $0.name == "Main/Nav" }!
        var random = SeededRandom(seed: 1, stream: 1)
        #expect(try AppGraph(manifest: manifest, parameters: parameters, random: &random).screens[0] == main)
        manifest.nibs[main].entry = nil
        random = SeededRandom(seed: 1, stream: 1)
        #expect(name(try AppGraph(manifest: manifest, parameters: parameters, random: &random).screens[0]) == "Other/Start")
        // Without a Main storyboard: the entry point whose segues reach the most, not the first.
        let widest = CorpusManifest(
            nibs: [("A/Launch", [String]()), ("B/Nav", ["B/List"]), ("B/List", [])].enumerated().map { i, nib in
                .init(
                    name: nib.0, kind: .view, objectCount: 1, xibBytes: 0, nibBytes: 1, sha256: Fixture.sha(i), segues: nib.1, views: [],
                    entry: nib.0 == "B/List" ? nil : true)
            })
        random = SeededRandom(seed: 1, stream: 1)
        #expect(try AppGraph(manifest: widest, parameters: parameters, random: &random).screens[0] == 1)
        let xibs = Fixture.manifest(screens: 5, views: 0, cells: 3, nested: 0)
        let roots = try Set(
            (0..<20).map { (seed: UInt64) in
                var random = SeededRandom(seed: seed, stream: 1)
                return try AppGraph(manifest: xibs, parameters: parameters, random: &random).screens[0]
            })
        #expect(roots.count > 1)
    }

    @Test func defaultModelDependsOnTheCorpus() {
        #expect(TraceModel.defaultModel(for: Self.manifest) == .app(AppParameters()))
        #expect(TraceModel.defaultModel(for: Fixture.manifest(screens: 0, views: 2)) == .appDefault)
        #expect(TraceModel.defaultModel(for: Fixture.manifest(screens: 0, views: 0, nested: 0)) == .zipf(alpha: 0.9))
    }

    @Test(arguments: [
        ("app(visits=0.5)", "model.meanVisits"), ("app(back=2)", "model.backProbability"), ("app(maxDepth=1)", "model.maxDepth"),
        ("app(fanOut=0)", "model.fanOut"), ("app(extra=1.5)", "model.extraProbability"),
        ("app(warning=-1)", "model.sessionWarningProbability"), ("mix(1:app(visits=0))", "model.components[0].model.meanVisits")
    ])
    func badParametersAreReportedWithTheirPath(_ text: String, _ path: String) throws {
        let spec = TraceSpec(model: try TraceModel(parsing: text))
        let error = try #require(inputError { _ = try TraceGenerator(manifest: Self.manifest, spec: spec) })
        #expect(error.code == .invalidSpec && error.jsonPath == path, "\(error)")
    }

    @Test func textErrorsAndAppWithoutScreens() throws {
        let error = try #require(inputError { _ = try TraceModel(parsing: "app(burst=2)") })
        #expect(error.code == .invalidSpec && error.column == 5 && error.message.contains("unknown app parameter \"burst\""))
        #expect(try TraceModel(parsing: "app") == .app(AppParameters()))
        #expect(try TraceModel(parsing: "app()") == .app(AppParameters()))
        let cells = Fixture.manifest(screens: 0, views: 2, cells: 3, nested: 0)
        let noScreens = try #require(inputError { _ = try TraceGenerator(manifest: cells, spec: TraceSpec(model: .app(AppParameters()))) })
        #expect(noScreens.code == .invalidSpec && noScreens.jsonPath == "model")
    }
}
