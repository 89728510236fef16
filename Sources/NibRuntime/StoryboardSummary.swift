import Foundation
import NibbenchSupport

/// A plain, `Codable` summary of instantiating a storyboard's scenes, for
/// `nibbench instantiate X.storyboardc`.
package struct StoryboardSummary: Codable, Sendable, Equatable {
    /// One scene.
    package struct Scene: Codable, Sendable, Equatable {
        /// The identifier it was instantiated by, and its controller nib.
        package var identifier: String, nibName: String
        /// The controller's class and its view's class (nil without a view nib).
        package var controllerClass: String, viewClass: String?
        /// Objects created by the controller and view nibs.
        package var objects: Int
        /// Nibs read (1 or 2).
        package var nibs: Int
        /// Prototype cells (and supplementary views) of its table and collection views, each
        /// instantiated once as a dequeue does.
        package var prototypes: Int
        /// The merged findings.
        package var unknownClasses: [String], unresolvedProxies: [String], warnings: [String]
    }

    package var schema = 1
    /// The `.storyboardc` folder.
    package var storyboard: String
    /// `UIStoryboardDesignatedEntryPointIdentifier`, if any.
    package var entryPoint: String?
    /// The scenes instantiated, in identifier order.
    package var scenes: [Scene] = []

    /// An empty summary of `storyboard`.
    package init(storyboard: UIStoryboard) {
        self.storyboard = storyboard.path
        entryPoint = storyboard.entryPointIdentifier
    }

    /// Adds one instantiated scene, whose `prototypes` prototype cells were instantiated.
    package mutating func append(_ scene: StoryboardSceneInstantiation, prototypes: Int = 0) {
        scenes.append(
            Scene(
                identifier: scene.identifier, nibName: scene.nibName, controllerClass: scene.controller.className,
                viewClass: scene.view?.className, objects: scene.objectCount, nibs: scene.viewNib == nil ? 1 : 2,
                prototypes: prototypes, unknownClasses: scene.report.unknownClasses,
                unresolvedProxies: scene.report.unresolvedProxies, warnings: scene.report.warnings))
    }

    /// Objects created in all scenes.
    package var objectCount: Int { scenes.reduce(0) { $0 + $1.objects } }
    /// Prototype cells instantiated in all scenes.
    package var prototypeCount: Int { scenes.reduce(0) { $0 + $1.prototypes } }
    /// Nibs read in all scenes.
    package var nibCount: Int { scenes.reduce(0) { $0 + $1.nibs } }

    /// One JSON document (schema 1), keys sorted.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// A line per scene, then totals.
    package var text: String {
        var lines = [
            "\(storyboard): \(MessageText.counted(scenes.count, "scene")), \(MessageText.counted(nibCount, "nib")), \(MessageText.counted(objectCount, "object"))"
                + (prototypeCount > 0 ? ", \(MessageText.counted(prototypeCount, "prototype cell")) instantiated" : "")
                + (entryPoint.map { ", entry point \($0)" } ?? "")
        ]
        for scene in scenes {
            var line =
                "  \(scene.identifier): \(scene.controllerClass)" + (scene.viewClass.map { " with \($0) view" } ?? "")
                + ", \(MessageText.counted(scene.objects, "object"))"
            if scene.prototypes > 0 { line += ", \(MessageText.counted(scene.prototypes, "prototype cell"))" }
            if !scene.unknownClasses.isEmpty { line += "; unknown classes: " + scene.unknownClasses.joined(separator: ", ") }
            if !scene.unresolvedProxies.isEmpty { line += "; unresolved proxies: " + scene.unresolvedProxies.joined(separator: ", ") }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
