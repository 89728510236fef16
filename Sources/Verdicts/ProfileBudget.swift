import Foundation
import NibbenchSupport

/// A reviewed budget of nib costs, committed in the app's repository (`nibbench-budget.json`,
/// docs/ci-gating.md): per nib or glob, an allowed growth over the baseline or an accepted
/// absolute cost, with the reason it was accepted. A nib whose regression lies within a budget
/// entry is *accepted* (``ProfileComparison/Acceptance``) and does not fail the gate.
///
/// ```json
/// {
///   "version": 1,
///   "budgets": [
///     { "nibs": "App/Cells/*", "allow": "5%", "reason": "cells may grow a little" },
///     { "nibs": ["App/Main/Settings"], "accept": { "instructions_first_load": 2500000 }, "reason": "new settings rows (#412)" }
///   ]
/// }
/// ```
///
/// The file is read strictly: an unknown key, a missing field, a growth that is not a
/// percentage, an accepted metric that does not gate, another version are errors that name the
/// file and the JSON path (or the line and column where the bytes stop being JSON).
package struct ProfileBudget: Sendable, Codable, Equatable {
    /// The schema version this nibbench reads.
    package static let version = 1
    /// The metrics an `accept` may name: the gated rows of a profile comparison.
    package static let acceptedMetrics = [
        "allocations_first_load", "allocations_warm_instantiate",
        "instructions_first_load", "instructions_warm_instantiate"
    ]

    /// One entry: which nibs, what growth or cost is accepted, and why.
    package struct Entry: Sendable, Codable, Equatable {
        /// Globs over the profile's nib names (`fnmatch(3)`, `*` also matches `/`), as
        /// `--exclude` matches them: `App/Cells/*`, `App/Main/*` for a storyboard's scenes.
        package var nibs: [String]
        /// The growth allowed over the baseline, as a fraction (0.05 for `"5%"`).
        package var allow: Double?
        /// Accepted absolute costs by gated metric (`instructions_first_load`, …): a new
        /// figure at or below its accepted cost passes.
        package var accept: [String: Double]?
        /// Why the cost is accepted (shown in the comparison).
        package var reason: String

        /// An entry; `allow` or `accept` (or both) must be given.
        package init(nibs: [String], allow: Double? = nil, accept: [String: Double]? = nil, reason: String) {
            (self.nibs, self.allow, self.accept, self.reason) = (nibs, allow, accept, reason)
        }

        /// Whether a glob of the entry matches `name`.
        package func matches(_ name: String) -> Bool { ProfileBudget.matches(nibs, name) }

        /// What the entry grants, in words: "allow 5%", "accept instructions_first_load ≤ 2,500,000".
        package var terms: String {
            var parts: [String] = []
            if let allow { parts.append("allow +" + Comparison.percent(allow)) }
            for (metric, cost) in (accept ?? [:]).sorted(by: { $0.key < $1.key }) {
                parts.append("accept \(metric) ≤ \(MessageText.grouped(cost))")
            }
            return parts.joined(separator: ", ")
        }
    }

    /// The file's version (``version``).
    package var version: Int
    /// The entries, in the file's order (the first entry that covers a regression accepts it).
    package var budgets: [Entry]

    /// A budget of `budgets`.
    package init(budgets: [Entry]) {
        (self.version, self.budgets) = (Self.version, budgets)
    }

    /// Whether a glob of `globs` matches `name` (`fnmatch(3)` without flags).
    package static func matches(_ globs: [String], _ name: String) -> Bool {
        globs.contains { Glob.matches($0, name) }
    }
}

extension ProfileBudget {
    /// Any key of a JSON object, to refuse the ones the schema does not know.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Fails on a key of `container` that is not one of `known`.
    static func refuseUnknownKeys(_ decoder: any Decoder, known: [String]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath + [key],
                    debugDescription: "unknown key \"\(key.stringValue)\" (known: \(known.joined(separator: ", ")))"))
        }
    }

    /// A field's error at `decoder`'s path plus `key`.
    static func invalid(_ decoder: any Decoder, _ key: String, _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: decoder.codingPath + [AnyKey(key)], debugDescription: message))
    }

    enum CodingKeys: String, CodingKey { case version, budgets }

    package init(from decoder: any Decoder) throws {
        try Self.refuseUnknownKeys(decoder, known: ["version", "budgets"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            throw Self.invalid(decoder, "version", "version \(version) is not one this nibbench reads (\(Self.version))")
        }
        budgets = try container.decode([Entry].self, forKey: .budgets)
    }
}

extension ProfileBudget.Entry {
    enum CodingKeys: String, CodingKey, CaseIterable { case nibs, allow, accept, reason }

    package init(from decoder: any Decoder) throws {
        try ProfileBudget.refuseUnknownKeys(decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let one = try? container.decode(String.self, forKey: .nibs) {
            nibs = [one]
        } else {
            nibs = try container.decode([String].self, forKey: .nibs)
        }
        guard !nibs.isEmpty, nibs.allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            throw ProfileBudget.invalid(decoder, "nibs", "nibs must be a glob or a non-empty list of globs, none empty")
        }
        reason = try container.decode(String.self, forKey: .reason)
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ProfileBudget.invalid(decoder, "reason", "the reason must say why the cost is accepted")
        }
        if let text = try container.decodeIfPresent(String.self, forKey: .allow) {
            let number = text.trimmingCharacters(in: .whitespaces)
            guard number.hasSuffix("%"), let percent = Double(number.dropLast().trimmingCharacters(in: .whitespaces)), percent.isFinite, percent >= 0
            else {
                throw ProfileBudget.invalid(decoder, "allow", "allow must be a non-negative percentage such as \"5%\", got \"\(text)\"")
            }
            allow = percent / 100
        }
        if container.contains(.accept) {
            let costs = try container.decode([String: Double].self, forKey: .accept)
            for (metric, cost) in costs.sorted(by: { $0.key < $1.key }) {
                guard ProfileBudget.acceptedMetrics.contains(metric) else {
                    throw DecodingError.dataCorrupted(
                        .init(
                            codingPath: decoder.codingPath + [CodingKeys.accept, ProfileBudget.AnyKey(metric)],
                            debugDescription:
                                "\"\(metric)\" is not a gated metric (accepted: \(ProfileBudget.acceptedMetrics.joined(separator: ", ")))"))
                }
                guard cost.isFinite, cost >= 0 else {
                    throw DecodingError.dataCorrupted(
                        .init(
                            codingPath: decoder.codingPath + [CodingKeys.accept, ProfileBudget.AnyKey(metric)],
                            debugDescription: "an accepted cost must be a non-negative number"))
                }
            }
            guard !costs.isEmpty else { throw ProfileBudget.invalid(decoder, "accept", "accept must name at least one metric") }
            accept = costs
        }
        guard allow != nil || accept != nil else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "an entry needs \"allow\" (a growth such as \"5%\") or \"accept\" (costs by metric)"))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(nibs, forKey: .nibs)
        try container.encodeIfPresent(allow.map { Comparison.percent($0) }, forKey: .allow)
        try container.encodeIfPresent(accept, forKey: .accept)
        try container.encode(reason, forKey: .reason)
    }
}
