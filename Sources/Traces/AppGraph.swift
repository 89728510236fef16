import Manifest
import NibbenchSupport

/// The screens of an app and what each visit loads, built from a manifest's navigation
/// structure (``CorpusManifest/Entry/segues``, ``CorpusManifest/Entry/views``,
/// ``CorpusManifest/Entry/entry``) and a seed, for ``TraceModel/app(_:)``.
///
/// - Screens: the universe's storyboard controller nibs (entries with `segues` or `views`, or
///   marked `entry`) and its nibs of kind `screen` that no controller lists in `views` (xib view
///   controllers).
/// - Root: the entry point of the storyboard named `Main` (the entry whose name's folder ends
///   in `Main`); else the entry point from which `segues` reach the most screens (the app's
///   main storyboard rather than a launch screen or an extension's; ties in manifest order);
///   else the first screen in a seeded order.
/// - Edges: a screen with `segues` leads to those of them that are screens; a screen without
///   `segues` (`nil`, not an empty list) gets `min(fanOut, screens - 1)` seeded edges to distinct
///   other screens, as the navigation model draws them. Then every screen no path from the root
///   reaches within `maxDepth - 1` pushes (what the stack holds) gets one edge from a seeded screen
///   at most `maxDepth - 2` pushes from the root (the app opens it in code) — storyboard entry
///   points first, so that a storyboard hangs by its initial controller — until all are.
/// - Visit loads: the screen's nib, then its `views` (those in the universe), in order.
/// - Cells: each screen uses `min(cellTypesPerScreen, cells)` distinct seeded cell nibs.
/// - Extras: the universe's nibs that no visit loads (not a screen, not a view of one, not a
///   cell of one) are the pool of ``AppParameters/extraProbability``'s occasional loads.
package struct AppGraph: Hashable, Sendable {
    /// Manifest indices of the screens; `screens[0]` is the root. Other properties index screens
    /// by their position in this array.
    package let screens: [Int]
    /// `visitLoads[s]`: the manifest indices a visit to screen `s` loads first (its nib, then its
    /// views).
    package let visitLoads: [[Int]]
    /// `edges[s]`: the screens (positions in ``screens``) screen `s` can push, in order.
    package let edges: [[Int]]
    /// `cells[s]`: manifest indices of the cell nibs screen `s` loads, once per visit.
    package let cells: [[Int]]
    /// Manifest indices of the nibs no visit loads otherwise, in manifest order.
    package let extras: [Int]

    /// Builds the graph over `universe` (manifest indices; all nibs when `nil`).
    /// - Throws: ``InputError`` with code `invalid-spec` when the universe has no screen.
    /// - Complexity: O(screens × (screens + cells) + n).
    package init(
        manifest: CorpusManifest, universe: [Int]? = nil, parameters: AppParameters, random: inout SeededRandom
    ) throws(InputError) {
        let universe = universe ?? Array(manifest.nibs.indices)
        let nibs = manifest.nibs, index = manifest.indexByName
        let inUniverse = Set(universe)
        let isController = { (i: Int) in nibs[i].segues != nil || nibs[i].views != nil || nibs[i].entry == true }
        let controllerViews = Set(universe.filter(isController).flatMap { nibs[$0].views ?? [] }.compactMap { index[$0] })
        var screens = universe.filter { isController($0) || (nibs[$0].kind == .screen && !controllerViews.contains($0)) }
        guard !screens.isEmpty else {
            throw InputError(.invalidSpec, "app needs at least one storyboard controller or nib of kind screen")
        }
        random.shuffle(&screens)
        let screenSet = Set(screens)
        let entries = universe.filter { nibs[$0].entry == true && screenSet.contains($0) }
        let storyboard = { (i: Int) in nibs[i].name.split(separator: "/").dropLast().last.map(String.init) }
        if let root = entries.first(where: { storyboard($0) == "Main" }) ?? Self.widest(entries, manifest: manifest, index: index),
            let at = screens.firstIndex(of: root)
        {
            screens.swapAt(0, at)
        }
        let position = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($1, $0) })
        let cellPool = universe.filter { nibs[$0].kind == .cell }
        let degree = min(parameters.fanOut, screens.count - 1)
        let cellTypes = min(parameters.cellTypesPerScreen, cellPool.count)
        var edges: [[Int]] = [], visitLoads: [[Int]] = [], cells: [[Int]] = []
        for (s, nib) in screens.enumerated() {
            if let segues = nibs[nib].segues {
                edges.append(segues.compactMap { index[$0].flatMap { position[$0] } })
            } else {
                edges.append(random.sample(degree, from: screens.count - 1).map { $0 >= s ? $0 + 1 : $0 })
            }
            visitLoads.append([nib] + (nibs[nib].views ?? []).compactMap { index[$0] }.filter { inUniverse.contains($0) })
            cells.append(random.sample(cellTypes, from: cellPool.count).map { cellPool[$0] })
        }
        Self.connectUnreachable(
            &edges, entryPointsFirst: screens.map { nibs[$0].entry == true }, maxDepth: parameters.maxDepth, random: &random)
        let loaded = Set(visitLoads.joined()).union(cells.joined())
        self.screens = screens
        self.visitLoads = visitLoads
        self.edges = edges
        self.cells = cells
        self.extras = universe.sorted().filter { !loaded.contains($0) }
    }

    /// The first of `entries` from which `segues` reach the most nibs.
    private static func widest(_ entries: [Int], manifest: CorpusManifest, index: [String: Int]) -> Int? {
        var best: (entry: Int, reach: Int)?
        for entry in entries {
            var seen: Set<Int> = [entry], stack = [entry]
            while let s = stack.popLast() {
                for t in (manifest.nibs[s].segues ?? []).compactMap({ index[$0] }) where seen.insert(t).inserted { stack.append(t) }
            }
            if seen.count > best?.reach ?? 0 { best = (entry, seen.count) }
        }
        return best?.entry
    }

    /// Gives each screen that no path of at most `maxDepth - 1` pushes from the root reaches
    /// (the most the stack holds) one edge from a seeded screen at most `maxDepth - 2` pushes from
    /// the root, storyboard entry points first, then in screen order, until every screen is
    /// reachable within the stack's depth.
    private static func connectUnreachable(_ edges: inout [[Int]], entryPointsFirst isEntry: [Bool], maxDepth: Int, random: inout SeededRandom) {
        // depth[s]: the length of a path from the root to s found so far (nil: unreached).
        var depth = [Int?](repeating: nil, count: edges.count)
        var shallow: [Int] = [] // reached screens with depth <= maxDepth - 2, in reaching order
        func reach(from start: Int, at startDepth: Int) {
            var queue = [start], head = 0
            depth[start] = startDepth
            while head < queue.count {
                let s = queue[head]
                head += 1
                guard depth[s]! <= maxDepth - 2 else { continue } // the stack cannot hold a push from s
                shallow.append(s)
                for t in edges[s] where depth[t] == nil {
                    depth[t] = depth[s]! + 1
                    queue.append(t)
                }
            }
        }
        reach(from: 0, at: 0)
        for s in edges.indices.filter({ isEntry[$0] }) + edges.indices.filter({ !isEntry[$0] }) where depth[s] == nil {
            let from = shallow[random.uniform(below: shallow.count)]
            edges[from].append(s)
            reach(from: s, at: depth[from]! + 1)
        }
    }
}
