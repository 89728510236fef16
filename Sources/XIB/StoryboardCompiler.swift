import Foundation
import NibArchive
import NibModel
import NibbenchSupport

/// Compiles an iOS storyboard into a `.storyboardc` bundle laid out as Apple's `ibtool`
/// writes it: `Info.plist` (`UIViewControllerIdentifiersToNibNames`,
/// `UIStoryboardDesignatedEntryPointIdentifier`, `UIStoryboardVersion`; XML with sorted keys), one nib per scene
/// controller (named by its `storyboardIdentifier`, else `<UIKitClass>-<id>`) and one per
/// controller view (`<controllerID>-view-<viewID>`). A name that is no plain file name (UIKit
/// takes any identifier, `../../escaped` too) is mapped by ``SafeFileName/mapped(_:)``, and
/// `Info.plist` maps the identifier to the nib so named.
///
/// Each scene is split in two xib-like documents compiled by the xib compiler: the controller
/// nib holds the controller (without its view), its navigation and tab bar items, the other
/// objects of the scene, the segue templates and the controllers embedded by relationship
/// segues; the view nib holds the view with the controller as File's Owner. Objects of the
/// controller nib that the view refers to become `UpstreamPlaceholder-N` proxies, mapped by
/// the controller's `UIExternalObjectsTableForViewLoading`. Output is deterministic.
///
/// ```swift
/// let compiled = try StoryboardCompiler.compile(contentsOf: "Main.storyboard")
/// try compiled.write(to: "Main.storyboardc")
/// ```
package enum StoryboardCompiler {
    /// Compiles a validated storyboard.
    ///
    /// - Throws: ``XIBError`` `.unknownID` (a connection, constraint or segue to an id no
    ///   object of the scene has) or `.invalidElement`, with the element's line:column.
    /// - Complexity: O(*n*) in the elements of the document, plus the relationship children
    ///   copied into their parents' nibs.
    package static func compile(_ document: StoryboardDocument, target: CompileTarget = .newest) throws(XIBError) -> StoryboardCompilation {
        var builder = StoryboardBuilder(document: document, target: target)
        try builder.run()
        return builder.compilation
    }

    /// Reads, validates and compiles the storyboard at `path` as `target`'s Xcode writes it.
    package static func compile(contentsOf path: String, target: CompileTarget = .newest) throws(XIBError) -> StoryboardCompilation {
        try compile(StoryboardDocument(contentsOf: path), target: target)
    }
}

/// A compiled storyboard: its nibs and its `Info.plist`.
package struct StoryboardCompilation: Sendable {
    /// One nib of the bundle.
    package struct CompiledNib: Sendable {
        /// The nib's name in the bundle, without `.nib`.
        package var name: String
        /// Whether it holds a scene's controller (else a controller's view).
        package var isController: Bool
        /// The UIKit nib document.
        package var nib: NibDocument
        /// Whether this nib was compiled from elements nibbench has no rule for (or left a
        /// part of its scene out): its costs only approximate Apple's.
        package var approximate = false
    }

    /// Whether the nib named `name` (without `.nib`) is approximate; nil for a name the
    /// compilation did not write.
    package func isApproximate(nib name: String) -> Bool? {
        nibs.first { $0.name == name }?.approximate
    }

    /// The nibs: per scene, the controller's, then its view's.
    package var nibs: [CompiledNib] = []
    /// `UIViewControllerIdentifiersToNibNames`: every scene's identifier and its nib.
    package var identifiersToNibNames: [String: String] = [:]
    /// `UIStoryboardDesignatedEntryPointIdentifier`: the initial controller's identifier.
    package var entryPoint: String?
    /// What compiling noticed, all scenes merged (object and connection counts summed).
    package var report = XIBCompileReport()
    /// The storyboard it came from, for errors.
    package var file: String?
    /// The platform the storyboard targets.
    package var platform: XIBPlatform = .iOS

    /// The `Info.plist`: an XML property list with its keys sorted, so the same storyboard
    /// always gives the same bytes (`ibtool` writes a binary one; `UIStoryboard` reads both,
    /// and Foundation's binary writer orders keys by hash on Linux).
    package func infoPlist() throws(XIBError) -> Data {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#, "<dict>"
        ]
        if let entryPoint {
            lines += ["\t<key>UIStoryboardDesignatedEntryPointIdentifier</key>", "\t<string>\(escaped(entryPoint))</string>"]
        }
        lines += ["\t<key>UIStoryboardVersion</key>", "\t<integer>1</integer>", "\t<key>UIViewControllerIdentifiersToNibNames</key>", "\t<dict>"]
        for (identifier, nib) in identifiersToNibNames.sorted(by: { $0.key < $1.key }) {
            lines += ["\t\t<key>\(escaped(identifier))</key>", "\t\t<string>\(escaped(nib))</string>"]
        }
        lines += ["\t</dict>", "</dict>", "</plist>", ""]
        return Data(lines.joined(separator: "\n").utf8)
    }

    /// Writes the bundle to `path` (a `.storyboardc` folder) whole through
    /// ``AtomicFolderWriter``: a temporary folder renamed over `path`. Each nib is a directory
    /// nib holding `objects-11.0+.nib` and `runtime.nib` (the same bytes), as `ibtool`
    /// writes them for iOS 11 and later.
    ///
    /// - Throws: ``XIBError`` `.invalidElement` when a nib's name is no file name
    ///   (``SafeFileName/problem(fileName:)``; the compiler's names always are), the model's code
    ///   when a nib cannot be encoded, or `.io`; nothing is written then.
    package func write(to path: String) throws(XIBError) {
        var encoded: [(String, [UInt8])] = []
        for compiled in nibs {
            if let problem = SafeFileName.problem(fileName: compiled.name) {
                throw XIBError(.invalidElement, "nib name refused, it would leave the bundle: \(problem)", file: file ?? path)
            }
            do {
                encoded.append((compiled.name, try compiled.nib.encoded()))
            } catch {
                throw XIBError(wrapping: error, .encoding, "nib \(compiled.name) cannot be encoded", file: file)
            }
        }
        let plist = try infoPlist()
        do {
            try AtomicFolderWriter.write(to: path) { folder in
                try AtomicFileWriter.write(Array(plist), to: folder + "/Info.plist")
                for (name, bytes) in encoded {
                    let directory = folder + "/" + name + ".nib"
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                    try AtomicFileWriter.write(bytes, to: directory + "/objects-11.0+.nib")
                    try AtomicFileWriter.write(bytes, to: directory + "/runtime.nib")
                }
            }
        } catch {
            throw XIBError(wrapping: error, .io, "").movedTo(path)
        }
    }
}
