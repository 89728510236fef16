import Foundation
import Manifest
import NibArchive
import NibModel
import NibbenchSupport
import XIB

/// `nibbench verify`: how close nibbench's compiler comes to Apple's on one built app.
///
/// Each compiled nib and storyboard of the bundle is paired with its source
/// (``SourcePairing``), the source is compiled as the bundle's Xcode and deployment target
/// say (``CompileTarget``), and each of Apple's nibs is scored against ours with
/// ``NibFidelity``: connections, classes and keys (similarities in [0, 1]) and values (ours
/// over Apple's). A storyboard is scored scene nib by scene nib, paired by nib name, else by
/// the storyboard identifier its `Info.plist` maps to it. A compiled file with several
/// candidate sources is scored against each and keeps the closest.
package struct BundleVerification: Sendable {
    /// One of Apple's nibs and its score.
    package struct Scored: Sendable {
        /// Apple's nib, relative to the bundle (`Base.lproj/Main.storyboardc/UIViewController-BYZ-38-t0r.nib`).
        package var nib: String
        /// The source it was compiled from, relative to the source folder.
        package var source: String
        /// The scores.
        package var fidelity: NibFidelity

        /// The lowest of the connection, class and key scores.
        package var lowest: Double { min(fidelity.connections, fidelity.classes, fidelity.keys) }
    }

    /// A compiled file that could not be scored, and why.
    package struct Failure: Sendable {
        /// The compiled file (relative to the bundle) or the source (relative to the source folder).
        package var path: String
        /// The one-line error.
        package var message: String
    }

    /// What the compiler followed.
    package var target: CompileTarget
    /// The scored nibs, in path order.
    package var scored: [Scored] = []
    /// Compiled files without a source, sources without a compiled file.
    package var unpairedCompiled: [String] = [], unpairedSources: [String] = []
    /// Scene nibs of Apple's storyboards that no nib of ours matches, and ours that no Apple nib matches.
    package var unmatchedApple: [String] = [], unmatchedOurs: [String] = []
    /// Files that could not be read, compiled or scored.
    package var failures: [Failure] = []

    /// The nibs whose lowest score is below `threshold`.
    package func below(_ threshold: Double) -> [Scored] { scored.filter { $0.lowest < threshold } }

    /// The mean of each score over the scored nibs (1 when there are none).
    package var means: (connections: Double, classes: Double, keys: Double, values: Double) {
        guard !scored.isEmpty else { return (1, 1, 1, 1) }
        let n = Double(scored.count)
        return (
            scored.reduce(0) { $0 + $1.fidelity.connections } / n, scored.reduce(0) { $0 + $1.fidelity.classes } / n,
            scored.reduce(0) { $0 + $1.fidelity.keys } / n, scored.reduce(0) { $0 + $1.fidelity.values } / n
        )
    }

    /// Verifies the bundle folder `bundle` (an `.app`) against the sources below `sources`,
    /// compiling them as `target` says; `progress` is called after each compiled file.
    ///
    /// - Throws: ``InputError`` `.io` when `sources` is no folder (every nib would go unpaired).
    package static func verify(
        bundle: String, sources: String, target: CompileTarget, progress: (_ done: Int, _ total: Int, _ file: String) -> Void = { _, _, _ in }
    ) throws(InputError) -> BundleVerification {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: sources, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(.io, "the source folder does not exist", file: sources)
        }
        let pairing = SourcePairing.pair(bundle: bundle, sources: sources)
        var result = BundleVerification(target: target, unpairedCompiled: pairing.unpairedCompiled, unpairedSources: pairing.unpairedSources)
        for (n, pair) in pairing.pairs.enumerated() {
            var best: (score: Double, scored: [Scored], apple: [String], ours: [String])?
            var errors: [Failure] = []
            for source in pair.sources {
                do {
                    let (scored, apple, ours) =
                        pair.isStoryboard
                        ? try scoreStoryboard(
                            bundle + "/" + pair.compiled, relative: pair.compiled, source: sources + "/" + source, named: source, target: target)
                        : try scoreNib(
                            bundle + "/" + pair.compiled, relative: pair.compiled, source: sources + "/" + source, named: source, target: target)
                    let total = scored.reduce(0) { $0 + $1.lowest } - Double(apple.count + ours.count)
                    if best == nil || total > best!.score { best = (total, scored, apple, ours) }
                } catch {
                    errors.append(Failure(path: source, message: "\(error)"))
                }
            }
            if let best {
                result.scored += best.scored
                result.unmatchedApple += best.apple
                result.unmatchedOurs += best.ours
            } else {
                result.failures += errors
            }
            progress(n + 1, pairing.pairs.count, pair.compiled)
        }
        return result
    }

    /// Apple's archive at `path` (a file or a directory nib's variant, as UIKit reads it).
    static func appleArchive(_ path: String) throws -> NibArchive {
        try NibArchive(contentsOf: DirectoryNib.resolve(path))
    }

    static func scoreNib(
        _ path: String, relative: String, source: String, named: String, target: CompileTarget
    ) throws -> ([Scored], [String], [String]) {
        let apple = try appleArchive(path)
        let ours = try NibArchive(bytes: try XIBCompiler.compile(contentsOf: source, target: target).encoded())
        return ([Scored(nib: relative, source: named, fidelity: NibFidelity(apple: apple, ours: ours))], [], [])
    }

    static func scoreStoryboard(
        _ path: String, relative: String, source: String, named: String, target: CompileTarget
    ) throws -> ([Scored], [String], [String]) {
        let compiled = try StoryboardCompiler.compile(contentsOf: source, target: target)
        var ours: [String: NibDocument] = [:]
        for nib in compiled.nibs { ours[nib.name] = nib.nib }
        // Apple's scene nibs, by name without `.nib`.
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".nib") }.sorted()
        let appleIdentifiers = StoryboardLinks.infoPlist(ofBundle: path)?.identifiersToNibNames ?? [:]
        var oursByIdentifier: [String: String] = [:]
        for (identifier, nib) in compiled.identifiersToNibNames { oursByIdentifier[identifier] = nib }
        var scored: [Scored] = [], unmatched: [String] = [], used: Set<String> = []
        for file in names {
            let name = String(file.dropLast(4))
            var match = ours[name] != nil ? name : nil
            if match == nil, let identifier = appleIdentifiers.first(where: { $0.value == name })?.key, let nib = oursByIdentifier[identifier] {
                match = nib
            }
            guard let match, let document = ours[match] else {
                unmatched.append(relative + "/" + file)
                continue
            }
            used.insert(match)
            let oursArchive = try NibArchive(bytes: try document.encoded())
            scored.append(
                Scored(
                    nib: relative + "/" + file, source: named, fidelity: NibFidelity(apple: try appleArchive(path + "/" + file), ours: oursArchive)))
        }
        let extra = compiled.nibs.map(\.name).filter { !used.contains($0) }.sorted().map { "\(named): \($0).nib" }
        return (scored, unmatched, extra)
    }
}
