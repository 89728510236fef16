import NibbenchSupport
import Manifest

/// Parameters of the app model (``TraceModel/app(_:)``).
///
/// Text-form keys in parentheses:
/// `app(visits=12,back=0.35,maxDepth=8,fanOut=3,cellTypes=2,extra=0.1,warning=0)`.
package struct AppParameters: Codable, Hashable, Sendable {
    /// Mean screen visits per session (`visits`, at least 1); the number of visits in a session
    /// is geometric on 1, 2, … with this mean.
    package var meanVisits: Double
    /// Probability of going back (popping) when the stack holds more than the root (`back`).
    package var backProbability: Double
    /// The deepest the navigation stack gets (`maxDepth`, at least 2); at this depth the user
    /// always goes back.
    package var maxDepth: Int
    /// Seeded edges of a screen whose manifest entry has no `segues` (a xib view controller
    /// pushes in code) (`fanOut`, at least 1), capped at the number of other screens.
    package var fanOut: Int
    /// How many cell nibs each screen uses (`cellTypes`), capped at the corpus's cell count.
    package var cellTypesPerScreen: Int
    /// Per visit, the probability of one extra load of a nib no visit loads otherwise (views
    /// and nested nibs made in code, cells no screen uses) (`extra`, in 0...1).
    package var extraProbability: Double
    /// The probability that a memory warning separates two sessions (`warning`, in 0...1): a
    /// relaunched app starts with an empty cache, which a warning models.
    package var sessionWarningProbability: Double

    /// Creates parameters; the defaults describe a typical table-driven app.
    package init(
        meanVisits: Double = 12, backProbability: Double = 0.35, maxDepth: Int = 8, fanOut: Int = 3,
        cellTypesPerScreen: Int = 2, extraProbability: Double = 0.1, sessionWarningProbability: Double = 0
    ) {
        self.meanVisits = meanVisits
        self.backProbability = backProbability
        self.maxDepth = maxDepth
        self.fanOut = fanOut
        self.cellTypesPerScreen = cellTypesPerScreen
        self.extraProbability = extraProbability
        self.sessionWarningProbability = sessionWarningProbability
    }

    private enum CodingKeys: String, CodingKey {
        case meanVisits, backProbability, maxDepth, fanOut, cellTypesPerScreen, extraProbability, sessionWarningProbability
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = AppParameters()
        self.init(
            meanVisits: try c.decodeIfPresent(Double.self, forKey: .meanVisits) ?? d.meanVisits,
            backProbability: try c.decodeIfPresent(Double.self, forKey: .backProbability) ?? d.backProbability,
            maxDepth: try c.decodeIfPresent(Int.self, forKey: .maxDepth) ?? d.maxDepth,
            fanOut: try c.decodeIfPresent(Int.self, forKey: .fanOut) ?? d.fanOut,
            cellTypesPerScreen: try c.decodeIfPresent(Int.self, forKey: .cellTypesPerScreen) ?? d.cellTypesPerScreen,
            extraProbability: try c.decodeIfPresent(Double.self, forKey: .extraProbability) ?? d.extraProbability,
            sessionWarningProbability: try c.decodeIfPresent(Double.self, forKey: .sessionWarningProbability)
                ?? d.sessionWarningProbability)
    }

    /// Checks the ranges given in each property's documentation.
    /// - Throws: ``InputError`` with code `invalid-spec` and `path` plus the field name.
    package func validate(path: String = "") throws(InputError) {
        let at = { (field: String) in path.isEmpty ? field : path + "." + field }
        guard meanVisits >= 1, meanVisits.isFinite else {
            throw InputError(.invalidSpec, "meanVisits must be a finite number of at least 1, found \(meanVisits)", jsonPath: at("meanVisits"))
        }
        for (field, p) in [
            ("backProbability", backProbability), ("extraProbability", extraProbability),
            ("sessionWarningProbability", sessionWarningProbability)
        ] where !(p >= 0 && p <= 1) {
            throw InputError(.invalidSpec, "\(field) must be in 0...1, found \(p)", jsonPath: at(field))
        }
        guard maxDepth >= 2 else { throw InputError(.invalidSpec, "maxDepth must be at least 2, found \(maxDepth)", jsonPath: at("maxDepth")) }
        guard fanOut >= 1 else { throw InputError(.invalidSpec, "fanOut must be at least 1, found \(fanOut)", jsonPath: at("fanOut")) }
        guard cellTypesPerScreen >= 0 else {
            throw InputError(
                .invalidSpec, "cellTypesPerScreen must not be negative, found \(cellTypesPerScreen)", jsonPath: at("cellTypesPerScreen"))
        }
    }
}
