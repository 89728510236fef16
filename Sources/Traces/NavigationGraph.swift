import Manifest
import NibbenchSupport

/// Parameters of the app-navigation model (``TraceModel/navigation(_:)``).
///
/// Text-form keys in parentheses: `navigation(fanOut=3,back=0.35,maxDepth=8,burst=6,scroll=0.5,cellTypes=2)`.
package struct NavigationParameters: Codable, Hashable, Sendable {
    /// Outgoing edges per screen (`fanOut`), capped at the number of other screens.
    package var fanOut: Int
    /// Probability of going back (popping) when the stack holds more than the root (`back`).
    package var backProbability: Double
    /// The deepest the navigation stack gets (`maxDepth`, at least 2); at this depth the user
    /// always goes back.
    package var maxDepth: Int
    /// Mean cells per burst (`burst`, at least 1); burst sizes are geometric on 1, 2, ….
    package var meanBurst: Double
    /// After each burst, the probability that the user scrolls again (`scroll`, below 1); the
    /// number of bursts per visit is geometric with mean `1 / (1 - scrollProbability)`.
    package var scrollProbability: Double
    /// How many cell nibs each screen uses (`cellTypes`), capped at the corpus's cell count.
    package var cellTypesPerScreen: Int

    /// Creates parameters; the defaults describe a typical table-driven app.
    package init(
        fanOut: Int = 3, backProbability: Double = 0.35, maxDepth: Int = 8, meanBurst: Double = 6,
        scrollProbability: Double = 0.5, cellTypesPerScreen: Int = 2
    ) {
        self.fanOut = fanOut
        self.backProbability = backProbability
        self.maxDepth = maxDepth
        self.meanBurst = meanBurst
        self.scrollProbability = scrollProbability
        self.cellTypesPerScreen = cellTypesPerScreen
    }

    private enum CodingKeys: String, CodingKey {
        case fanOut, backProbability, maxDepth, meanBurst, scrollProbability, cellTypesPerScreen
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = NavigationParameters()
        self.init(
            fanOut: try c.decodeIfPresent(Int.self, forKey: .fanOut) ?? d.fanOut,
            backProbability: try c.decodeIfPresent(Double.self, forKey: .backProbability) ?? d.backProbability,
            maxDepth: try c.decodeIfPresent(Int.self, forKey: .maxDepth) ?? d.maxDepth,
            meanBurst: try c.decodeIfPresent(Double.self, forKey: .meanBurst) ?? d.meanBurst,
            scrollProbability: try c.decodeIfPresent(Double.self, forKey: .scrollProbability) ?? d.scrollProbability,
            cellTypesPerScreen: try c.decodeIfPresent(Int.self, forKey: .cellTypesPerScreen) ?? d.cellTypesPerScreen)
    }

    /// Checks the ranges given in each property's documentation.
    /// - Throws: ``InputError`` with code `invalid-spec` and `path` plus the field name.
    package func validate(path: String = "") throws(InputError) {
        let at = { (field: String) in path.isEmpty ? field : path + "." + field }
        guard fanOut >= 1 else { throw InputError(.invalidSpec, "fanOut must be at least 1, found \(fanOut)", jsonPath: at("fanOut")) }
        guard backProbability >= 0, backProbability <= 1 else {
            throw InputError(.invalidSpec, "backProbability must be in 0...1, found \(backProbability)", jsonPath: at("backProbability"))
        }
        guard maxDepth >= 2 else { throw InputError(.invalidSpec, "maxDepth must be at least 2, found \(maxDepth)", jsonPath: at("maxDepth")) }
        guard meanBurst >= 1, meanBurst.isFinite else {
            throw InputError(.invalidSpec, "meanBurst must be a finite number of at least 1, found \(meanBurst)", jsonPath: at("meanBurst"))
        }
        guard scrollProbability >= 0, scrollProbability < 1 else {
            throw InputError(.invalidSpec, "scrollProbability must be in 0..<1, found \(scrollProbability)", jsonPath: at("scrollProbability"))
        }
        guard cellTypesPerScreen >= 0 else {
            throw InputError(
                .invalidSpec, "cellTypesPerScreen must not be negative, found \(cellTypesPerScreen)", jsonPath: at("cellTypesPerScreen"))
        }
    }
}

/// The screen graph an app-navigation trace walks, generated from a manifest and a seed.
///
/// Screens are the universe's nibs of kind `screen` or `view`, in a seeded order; the first is
/// the root. Each screen has `min(fanOut, screens - 1)` edges to distinct other screens with
/// random weights in (0, 1], and `min(cellTypesPerScreen, cells)` distinct cell nibs (kind
/// `cell`) that its table dequeues.
package struct NavigationGraph: Hashable, Sendable {
    /// Manifest indices of the screens; `screens[0]` is the root. Other properties index screens
    /// by their position in this array.
    package let screens: [Int]
    /// `edges[s]`: the screens (positions in ``screens``) screen `s` can push.
    package let edges: [[Int]]
    /// `edgeWeights[s][e]`: the relative weight of `edges[s][e]`.
    package let edgeWeights: [[Double]]
    /// `cells[s]`: manifest indices of the cell nibs screen `s` instantiates.
    package let cells: [[Int]]
    let cumulativeEdgeWeights: [[Double]]

    /// Builds the graph over `universe` (manifest indices; all nibs when `nil`).
    /// - Throws: ``InputError`` with code `invalid-spec` when the universe has no screen.
    /// - Complexity: O(screens × (screens + cells)).
    package init(
        manifest: CorpusManifest, universe: [Int]? = nil, parameters: NavigationParameters,
        random: inout SeededRandom
    ) throws(InputError) {
        let universe = universe ?? Array(manifest.nibs.indices)
        var screens = universe.filter { manifest.nibs[$0].kind.isScreen }
        let cellPool = universe.filter { manifest.nibs[$0].kind == .cell }
        guard !screens.isEmpty else {
            throw InputError(.invalidSpec, "navigation needs at least one nib of kind screen or view")
        }
        random.shuffle(&screens)
        let degree = min(parameters.fanOut, screens.count - 1)
        let cellTypes = min(parameters.cellTypesPerScreen, cellPool.count)
        var edges: [[Int]] = [], weights: [[Double]] = [], cumulative: [[Double]] = [], cells: [[Int]] = []
        for s in screens.indices {
            // Draw among the other screens: positions 0..<count-1, skipping s.
            let targets = random.sample(degree, from: screens.count - 1).map { $0 >= s ? $0 + 1 : $0 }
            let w = targets.map { _ in random.openUnit() }
            edges.append(targets)
            weights.append(w)
            var sum = 0.0
            cumulative.append(
                w.map {
                    sum += $0; return sum
                })
            cells.append(random.sample(cellTypes, from: cellPool.count).map { cellPool[$0] })
        }
        self.screens = screens
        self.edges = edges
        self.edgeWeights = weights
        self.cumulativeEdgeWeights = cumulative
        self.cells = cells
    }
}
