import ArgumentParser
import NibbenchSupport
import Sessions

/// `nibbench import SRC --out DIR`: a real app's nibs as a corpus.
struct Import: Command {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import real nibs (a built .app, a source tree) as a corpus with a manifest.",
        discussion: """
            Walks SRC, a folder or a built app (an .ipa, whose app's Info.plist, nibs and \
            storyboards are extracted to a temporary folder; an .app; an .ipa's Payload folder; \
            an .xcarchive), leaving out __MACOSX folders and ._* files (counted): .xib files are compiled, .nib files copied, nib directories contribute \
            their newest objects-X.Y+.nib, and each nib in a .storyboardc bundle — or of a \
            .storyboard, compiled as nibbench compile does — becomes an entry named \
            <Storyboard>/<nib>. Writes them and manifest.json into DIR (kind guessed: cell, \
            screen when File's Owner has a view outlet, else view; object count = document \
            objects). Files that fail are named first on standard error, one line each with \
            their cause, and skipped; the exit code is then 1, or 0 with --allow-partial. \
            Compiler warnings go to standard error (FILE:LINE:COL: warning: …) and \
            are counted in the summary. The corpus folder is written as a whole: a failed or \
            interrupted import leaves the previous one as it was.

            Examples:
              nibbench import MyApp.app --out Corpora/myapp
              nibbench import MyApp.ipa --out Corpora/myapp
              nibbench run --corpus Corpora/myapp
            """
    )

    @Argument(help: "The folder or built app (.ipa, .app, Payload, .xcarchive) to import from.")
    var source: String
    @Option(help: "The corpus folder to write.")
    var out: String
    @Flag(help: "Exit 0 when some files could not be imported (they are still named first on standard error).")
    var allowPartial = false
    @OptionGroup var xcode: XcodeOptions

    func execute() throws {
        Interrupts.keep(Interrupts.nothingWritten(keeping: out))
        let outcome = try ImportSession(source: source, out: out, target: xcode.target(), allowPartial: allowPartial).run()
        let (manifest, report) = (outcome.manifest, outcome.report)
        for failure in report.failures { _ = fail(CommandMessage(failure.description)) }
        if outcome.refused {
            _ = fail(
                CommandMessage(
                    "\(report.failures.count) of \(MessageText.counted(report.files, "file")) not imported: the corpus leaves them out (--allow-partial accepts that)"
                ))
        }
        warn(report.warnings)
        if let app = report.app { emit("built app " + app.summary) }
        if let ignored = MessageText.ignoredMacMetadata(report.ignoredMetadata) { emit(ignored) }
        if report.compiledXIBs > 0 || report.compiledStoryboards > 0 { emit("sources compiled as \(report.target) writes them") }
        emit(
            "imported \(MessageText.counted(manifest.nibs.count, "nib")) into \(out): \(MessageText.counted(report.compiledXIBs, "compiled xib")), "
                + "\(MessageText.counted(report.copiedNibs, "nib file")), \(MessageText.counted(report.directoryNibs, "nib directory", "nib directories")), "
                + "\(MessageText.counted(report.storyboardNibs, "storyboard nib")); \(report.failures.count) failed, \(MessageText.counted(report.warnings.count, "warning"))"
        )
        if outcome.refused { throw ExitCode(1) }
    }
}
