import NibbenchSupport
import ArgumentParser
import Reporting
import Sessions

/// `nibbench merge-profiles PARTS --folder PATH --out DIR`: one commit's profile of an app
/// folder, from the commit before's and the profiles of the sources that changed.
struct MergeProfiles: Command {
    static let configuration = CommandConfiguration(
        commandName: "merge-profiles",
        abstract: "Assemble a folder's profile from the previous commit's and the profiles of the sources profiled since.",
        discussion: """
            What scripts/profile-history runs at each commit, so that only the sources that \
            changed are profiled. PARTS is a folder of N.source files (the source profiled, \
            relative to the repository's top, or * for the whole --folder profiled from its \
            parent folder), each with its profile folder N/ (`nibbench profile FILE --out N`, \
            run in FILE's folder) or, when nothing of it could be profiled, N.err (that \
            command's standard error, whose first error line becomes the failure's message). \
            Entries are named as a whole-folder profile of --folder names them (its name, then \
            the path below it); the previous profile's entries are kept except those of the \
            sources profiled again and of the --gone ones. The class table, stubbed classes \
            and failures are the parts' only. Writes DIR as `nibbench profile` does \
            (profile.json, profile.csv, report.md, charts/), as one folder, and prints its \
            summary.

            Examples:
              nibbench merge-profiles parts --folder App --out profiles/c0ffee
              nibbench merge-profiles parts --folder App --previous profiles/c0ffee --gone App/Old.xib --out profiles/f00d
            """
    )

    @Argument(help: "The folder of parts: N.source, with N/profile.json or N.err.")
    var parts: String
    @Option(help: "The profiled folder, relative to the repository's top.")
    var folder: String
    @Option(help: "The previous commit's profile: a profile folder or profile.json.")
    var previous: String?
    @Option(help: "A source removed since the previous commit, relative to the repository's top (repeatable).")
    var gone: [String] = []
    @Option(help: "The profile folder to write.")
    var out: String

    func execute() throws {
        Interrupts.keep(Interrupts.nothingWritten(keeping: out))
        let profile = try ProfileMergeSession(folder: folder, parts: parts, previous: previous, gone: gone, out: out).run()
        emit(ProfileSummaryText.render(profile, folder: out))
    }
}
