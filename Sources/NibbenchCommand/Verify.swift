import ArgumentParser
import Corpus
import Foundation
import Manifest
import NibbenchSupport
import XIB

/// `nibbench verify BUNDLE --source DIR`: nibbench's compiler against Apple's, on a built app.
struct Verify: Command {
    static let configuration = CommandConfiguration(
        abstract: "Score nibbench's compiler against Apple's on a built app: each compiled nib beside the same source compiled by nibbench.",
        discussion: """
            BUNDLE is a built app as Xcode leaves it: an .app folder, an .ipa, its unzipped \
            Payload folder (a Mac's __MACOSX/ and ._* files are ignored) or an .xcarchive. Each \
            compiled nib and storyboard of the app is paired with the .xib or .storyboard of the \
            same name below DIR (the same .lproj first; several candidates are each compiled \
            and the closest kept), the source is compiled as the bundle's Info.plist says \
            (DTXcode, MinimumOSVersion; --xcode and --deployment-target override it), and each \
            of Apple's nibs — a storyboard scene by scene, by nib name or storyboard \
            identifier — is scored against ours: connections, classes and keys (similarities \
            in [0, 1]) and values (ours over Apple's), as `nibbench diff --score` scores one \
            pair (docs/uikit-encoding.md). Prints one line per nib, lowest first, what could \
            not be paired, and the means; --json prints one document (docs/commands.md).
            Exit codes: 0 every nib scored at or above --threshold on connections, classes \
            and keys; 2 a nib scored below it; 1 a compiled file could not be scored — no \
            source of its name, a source that does not compile, an unreadable nib — said \
            first, on standard error (--partial scores the rest and exits 0 or 2 on them).

            Examples:
              nibbench verify build/Build/Products/Release-iphoneos/MyApp.app --source MyApp
              nibbench verify MyApp.ipa --source . --json > verify.json
              nibbench verify MyApp.xcarchive --source MyApp --threshold 0.9 --partial
            """
    )

    @Argument(help: "The built app: an .app folder, an .ipa, a Payload folder or an .xcarchive.")
    var bundle: String
    @Option(name: .customLong("source"), help: "The folder of the app's .xib and .storyboard sources.")
    var sources: String
    @OptionGroup var xcode: XcodeOptions
    @Option(help: "The lowest connection, class and key score a nib may have (exit 2 below it).")
    var threshold: Double = 0.75
    @Flag(help: "Score what can be scored when some compiled files cannot be (exit 0 or 2 on the rest, not 1).")
    var partial = false
    @Flag(help: "Print one JSON document instead of text.")
    var json = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold takes a score in [0, 1], got \(threshold)") }
    }

    func execute() throws {
        guard let input = try AppBundleInput.resolve(bundle) else {
            throw InputError(.io, "not a built app: verify takes an .app folder, an .ipa, a Payload folder or an .xcarchive", file: bundle)
        }
        defer { input.remove() }
        let info = input.app.info
        let target = xcode.target(bundleXcode: info?.xcode, bundleMinimumOS: info?.minimumOSVersion)
        if let ignored = MessageText.ignoredMacMetadata(input.ignoredMetadata) { emit(ignored) }
        let result = try ProgressLine.showing { line in
            try BundleVerification.verify(bundle: input.folder, sources: sources, target: target) { done, total, file in
                line.show("\(done)/\(total) \(file.suffix(60))")
            }
        }
        let notScored = result.unpairedCompiled.count + result.failures.count
        if notScored > 0 {
            let names = (result.unpairedCompiled + result.failures.map(\.path)).prefix(5).joined(separator: ", ")
            warn([
                "verify: \(MessageText.counted(notScored, "compiled file")) of \(bundle) could not be scored (\(names)\(notScored > 5 ? ", …" : ""))"
                    + (partial ? "; --partial: the rest are scored" : "; --partial scores the rest")
            ])
        }
        emit(
            json
                ? String(decoding: try result.json(bundle: bundle, info: info, threshold: threshold), as: UTF8.self)
                : result.text(bundle: bundle, info: info, threshold: threshold))
        if notScored > 0 && !partial { throw ExitCode(1) }
        if !result.below(threshold).isEmpty { throw ExitCode(2) }
    }
}
