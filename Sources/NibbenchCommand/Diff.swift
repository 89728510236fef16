import ArgumentParser
import NibArchive

/// `nibbench diff A B`: a structural diff of two NIBArchive files.
struct Diff: Command {
    static let configuration = CommandConfiguration(
        abstract: "Structural diff of two NIBArchive files: objects added, removed, changed; totals.",
        discussion: """
            A and B are .nib files or directory nibs (Foo.nib/, read as `inspect` reads them). \
            Objects are matched by class and position in the object graph, not by index (the \
            compiler does not fix object order): each object's path from the root along \
            object references, e.g. UINibObjectsKey/UINibEncoderEmptyKey[3]/UISubviews; \
            collection elements pair by content, so one inserted subview leaves its siblings \
            matched. Prints the totals before/after/delta (objects, keys, values, bytes, \
            classes; per class objects and values), then each changed object's key changes \
            and the added and removed objects with class and path. The rule and the JSON \
            schema: docs/commands.md.
            With --score, A is Apple's nib and B ours compiled from the same source: prints \
            how close B is to A — connections, classes and keys (similarities in [0, 1]) and \
            values (B's count over A's) — and the connections only in one of them \
            (docs/uikit-encoding.md#fidelity-against-the-apple-compiled-pairs-issue-29).
            Exit codes: 0 the diff was printed (with --exit-code: no object added, removed \
            or changed); 3 with --exit-code, the archives differ; 1 an unreadable or invalid \
            file (one line on stderr with the file and byte offset).

            Examples:
              nibbench diff Old.nib New.nib
              nibbench diff ours/View.nib apple/View.nib --summary
              nibbench diff A.nib B.nib --json > diff.json
              nibbench diff A.nib B.nib --exit-code --summary || echo "nibs differ"
              nibbench diff --score apple/View.nib ours/View.nib
            """
    )

    @Argument(help: "The first archive (before): a .nib file or a directory nib.")
    var before: String
    @Argument(help: "The second archive (after): a .nib file or a directory nib.")
    var after: String
    @Flag(help: "Print the totals only, not the objects.")
    var summary = false
    @Flag(help: "Print one JSON document instead of text.")
    var json = false
    @Flag(help: "Exit 3 when an object was added, removed or changed, like git diff --exit-code.")
    var exitCode = false
    @Flag(help: "Score B (ours) against A (Apple's): connections, classes, keys, values.")
    var score = false

    func validate() throws {
        if score && (summary || exitCode) { throw ValidationError("--score goes with --json only") }
    }

    func execute() throws {
        if score {
            let fidelity = NibFidelity(
                apple: try NibArchive(contentsOf: DirectoryNib.resolve(before)), ours: try NibArchive(contentsOf: DirectoryNib.resolve(after)))
            emit(json ? String(decoding: try fidelity.json(), as: UTF8.self) : fidelity.text())
            return
        }
        let diff = try NibArchiveDiff(contentsOf: before, after)
        if json {
            emit(String(decoding: try diff.json(before: before, after: after), as: UTF8.self))
        } else {
            emit(diff.text(before: before, after: after, summaryOnly: summary))
        }
        if exitCode && diff.hasChanges { throw ExitCode(3) }
    }
}
