import Foundation
import NibbenchSupport

/// A plain, `Codable` summary of one instantiation, for `nibbench instantiate`.
package struct InstantiationSummary: Codable, Sendable, Equatable {
    package struct Outlet: Codable, Sendable, Equatable {
        package var source: String
        package var key: String
        package var destination: String
    }
    package struct Action: Codable, Sendable, Equatable {
        package var source: String
        package var selector: String
        package var eventMask: UInt32
        /// The target's class, or nil for the first responder.
        package var target: String?
    }
    package struct ClassCount: Codable, Sendable, Equatable {
        package var `class`: String
        package var count: Int
    }

    package var schema = 1
    package var nib: String
    package var owner: String
    package var topLevelObjects: [String]
    package var objectCount: Int
    package var objectsByClass: [ClassCount]
    package var outlets: [Outlet]
    package var actions: [Action]
    package var outletCollections: [Outlet]
    package var unresolvedProxies: [String]
    package var unknownClasses: [String]
    package var warnings: [String]
    package var awakeFromNibOrder: [String]

    /// Summarises `instantiation` of the nib named `nib`.
    package init(_ instantiation: NibInstantiation, nib: String) {
        self.nib = nib
        owner = instantiation.owner.className
        topLevelObjects = instantiation.topLevelObjects.map(\.className)
        let counted = instantiation.createdObjects.filter { !($0 is RuntimeConnection) && !($0 is RuntimeKeyValuePair) }
        objectCount = counted.count
        var counts: [String: Int] = [:]
        for object in counted { counts[object.className, default: 0] += 1 }
        objectsByClass = counts.map { ClassCount(class: $0.key, count: $0.value) }
            .sorted { ($0.count, $1.class) > ($1.count, $0.class) }
        outlets = []
        actions = []
        outletCollections = []
        for connection in instantiation.connections {
            let destination = connection.destination?.className ?? "nil"
            switch connection.kind {
            case .outlet:
                outlets.append(Outlet(source: connection.source.className, key: connection.label, destination: destination))
            case .action(let mask):
                actions.append(
                    Action(
                        source: connection.source.className, selector: connection.label, eventMask: mask, target: connection.destination?.className))
            case .outletCollection:
                outletCollections.append(Outlet(source: connection.source.className, key: connection.label, destination: destination))
            }
        }
        unresolvedProxies = instantiation.report.unresolvedProxies
        unknownClasses = instantiation.report.unknownClasses
        warnings = instantiation.report.warnings
        awakeFromNibOrder = instantiation.awakened.map(\.className)
    }

    /// One JSON document (schema 1), keys sorted.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// A human-readable rendering.
    package var text: String {
        var lines = ["\(nib): \(MessageText.counted(objectCount, "object")), owner \(owner)"]
        lines.append("top-level objects: " + (topLevelObjects.isEmpty ? "none" : topLevelObjects.joined(separator: ", ")))
        lines.append("objects by class:")
        lines += objectsByClass.map { "  \(String($0.count).leftPadded(5)) \($0.class)" }
        lines.append("outlets: \(outlets.count)")
        lines += outlets.map { "  \($0.source).\($0.key) → \($0.destination)" }
        lines.append("actions: \(actions.count)")
        lines += actions.map { "  \($0.source) \($0.selector) mask 0x\(String($0.eventMask, radix: 16)) → \($0.target ?? "first responder")" }
        lines.append("outlet collections: \(outletCollections.count)")
        lines += outletCollections.map { "  \($0.source).\($0.key) += \($0.destination)" }
        if !unresolvedProxies.isEmpty { lines.append("unresolved proxies: " + unresolvedProxies.joined(separator: ", ")) }
        if !unknownClasses.isEmpty { lines.append("unknown classes: " + unknownClasses.joined(separator: ", ")) }
        lines += warnings.map { "warning: \($0)" }
        lines.append("awakeFromNib order: " + awakeFromNibOrder.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
