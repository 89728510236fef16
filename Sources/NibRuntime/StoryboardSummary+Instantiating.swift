import Foundation
import NibbenchSupport

extension StoryboardSummary {
    /// Instantiates the scenes of `storyboard` as `UIStoryboard` does and summarises them:
    /// each scene's controller nib with the storyboard placeholder wired, then its view nib with
    /// the controller as owner, then each prototype cell of its table and collection views (and
    /// of those inside the cells) once, as a dequeue does.
    ///
    /// - Parameter scenes: The identifiers to instantiate, in this order; nil for every scene,
    ///   in identifier order.
    /// - Throws: ``NibRuntimeError`` for the first scene or cell that cannot be instantiated.
    package init(instantiating storyboard: UIStoryboard, scenes: [String]? = nil, options: NibOptions) throws {
        self.init(storyboard: storyboard)
        for identifier in scenes ?? storyboard.identifiers {
            let instantiated = try storyboard.instantiateViewController(identifier: identifier, options: options)
            append(instantiated, prototypes: try CellPrototype.expanded(instantiated.prototypes).count)
        }
    }
}

extension UIStoryboard {
    /// Whether `path` is read as a compiled storyboard: its name ends in `.storyboardc`, or it
    /// is a folder holding an `Info.plist`.
    package static func isBundle(at path: String) -> Bool {
        path.hasSuffix(".storyboardc") || (FolderEntries.isFolder(path) && FileManager.default.fileExists(atPath: path + "/Info.plist"))
    }
}
