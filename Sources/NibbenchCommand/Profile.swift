import ArgumentParser
import Foundation
import Harness
import Profiling
import NibbenchSupport
import Reporting
import Sessions
import SystemPackage
import Records

/// `nibbench profile PATH… --out DIR`: what each of an app's nibs costs to load.
struct Profile: Command {
    static let configuration = CommandConfiguration(
        abstract: "Profile an app's nibs: objects, archive size, decode and instantiate cost per nib and per class.",
        discussion: """
            Reads .xib and .storyboard files (compiled first), .nib files and folders and \
            .storyboardc bundles, and folders of them recursively (hidden folders, .xcodeproj, \
            .xcworkspace, .xcassets and DerivedData skipped; __MACOSX folders and ._* files \
            ignored and counted), and built apps: an .ipa (its app's Info.plist, nibs and \
            storyboards extracted to a temporary folder, entries that would leave it refused), an \
            .app, an .ipa's Payload folder, an .xcarchive; a built app's nibs are named below \
            X.app/, and its Info.plist's DTXcode and MinimumOSVersion are printed and recorded. Per nib and per storyboard scene: \
            objects by class, archive bytes and values, nested nibs, and what decode, the first \
            instantiate and a warm instantiate cost — allocations (jemalloc, exact), time \
            (informational: medians of repeated loads with 95% intervals) and, with --measure \
            instructions, instructions under callgrind (deterministic; needs valgrind); with \
            --measure cycles, also estimated cycles, L1 and last-level misses and system calls \
            on callgrind's simulated cache (docs/measurement.md#estimated-cycles). Nibs are \
            ranked by estimated cycles or instructions when counted, else by allocation \
            requests, never by time. \
            Unknown app classes are stood in for and listed. Writes DIR/profile.json (docs/profile.md), profile.csv, report.md (the costliest nibs \
            and classes) and charts/*.svg, as one folder: a failed command leaves the previous \
            one intact. A file or scene that cannot be compiled, read or instantiated is named \
            first on standard error, one line each with its cause; the rest are profiled, the \
            folder is written with report.md leading with "N of M files not measured", and the \
            exit code is 1 — or 0 with --allow-partial.

            Examples:
              nibbench profile MyApp/ --out Results/profile
              nibbench profile MyApp/ --exclude '*Tests*' --exclude 'Pods/*' --out Results/profile
              nibbench profile Build/MyApp.app --measure instructions --out Results/profile-base
              nibbench profile MyApp.ipa --out Results/profile
            """
    )

    @Argument(help: "Files and folders: .xib, .storyboard, .nib, .storyboardc; built apps: .ipa, .app, Payload, .xcarchive.")
    var paths: [String] = []
    @Option(help: "The profile folder to write.")
    var out: String?
    @Option(
        help: "Leave out files and folders matching this glob (repeatable; matched against the path below the folder given and against the name).")
    var exclude: [String] = []
    @Option(
        help: ArgumentHelp(
            "What decode and instantiate are measured by besides allocations: time (the default), instructions (counted under Valgrind's callgrind: deterministic; needs valgrind) or cycles (instructions and callgrind's simulated cache: estimated cycles, misses, system calls).",
            valueName: "time|instructions|cycles"))
    var measure: MeasureMode = .time
    @Option(help: "Warm instantiates timed per nib (the median and its 95% interval are kept).")
    var warmRepetitions = 15
    @Option(help: "Fresh first loads (decode + first instantiate) timed per nib (the medians and their 95% intervals are kept).")
    var firstRepetitions = NibProfiler.defaultFirstRepetitions
    @Flag(help: "Exit 0 when some files or scenes could not be profiled (they are still named first on standard error and in report.md).")
    var allowPartial = false
    @OptionGroup var xcode: XcodeOptions

    func validate() throws {
        guard !paths.isEmpty, out != nil else {
            throw ValidationError("profile needs at least one PATH and --out DIR")
        }
        guard warmRepetitions >= 1 else { throw ValidationError("--warm-repetitions must be at least 1") }
        guard firstRepetitions >= 1 else { throw ValidationError("--first-repetitions must be at least 1") }
    }

    func execute() throws {
        guard let out else { return }
        Interrupts.keep(Interrupts.nothingWritten(keeping: out))
        var profiler = NibProfiler(
            inputs: paths, excludes: exclude, measure: measure, warmRepetitions: warmRepetitions,
            firstRepetitions: firstRepetitions,
            executable: ChildProgram.currentExecutable)
        profiler.target = xcode.target()
        // Progress on a terminal only: piped, standard error carries nothing but failures.
        let profile = try ProgressLine.showing { line in
            try ProfileSession(profiler: profiler, out: out).run(note: { line.show("nibbench: \($0)") })
        }
        for failure in profile.failures { _ = fail(CommandMessage(failure.line)) }
        if let summary = profile.unmeasuredSummary, !allowPartial {
            _ = fail(CommandMessage("\(summary): the profile leaves them out (--allow-partial accepts that)"))
        }
        warn(profile.compilerWarnings ?? [])
        emit(ProfileSummaryText.render(profile, folder: out))
        if !profile.failures.isEmpty && !allowPartial { throw ExitCode(1) }
    }
}
