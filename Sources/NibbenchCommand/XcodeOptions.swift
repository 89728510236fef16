import ArgumentParser
import NibbenchSupport
import XIB

/// `--xcode VERSION` and `--deployment-target VERSION`: whose output the compiler follows
/// (``CompileTarget``), on `compile`, `profile`, `recommend`, `import` and `verify`.
struct XcodeOptions: ParsableArguments {
    @Option(
        name: .customLong("xcode"),
        help: ArgumentHelp(
            "Compile as this Xcode writes nibs (e.g. 15.3; default: a built app's DTXcode, else the newest followed, \(CompileTarget.newestXcode)).",
            valueName: "version"))
    var version: String?
    @Option(
        help: ArgumentHelp(
            "Compile for this iOS deployment target (e.g. 12.0; default: a built app's MinimumOSVersion, else each document's own).",
            valueName: "version"))
    var deploymentTarget: String?

    func validate() throws {
        if let version {
            guard let parsed = AppleVersion(version) else { throw ValidationError("--xcode takes a version such as 15.3, got \"\(version)\"") }
            guard parsed >= CompileTarget.oldestXcode, parsed <= CompileTarget.newestXcode else {
                throw ValidationError("--xcode \(version): nibbench follows Xcode \(CompileTarget.oldestXcode) to \(CompileTarget.newestXcode)")
            }
        }
        if let deploymentTarget, AppleVersion(deploymentTarget) == nil {
            throw ValidationError("--deployment-target takes a version such as 12.0, got \"\(deploymentTarget)\"")
        }
    }

    /// What to follow: the options, else the built app's Info.plist values, else the newest Xcode.
    func target(bundleXcode: String? = nil, bundleMinimumOS: String? = nil) -> CompileTarget {
        CompileTarget.following(xcode: version, deploymentTarget: deploymentTarget, bundleXcode: bundleXcode, bundleMinimumOS: bundleMinimumOS)
    }
}
