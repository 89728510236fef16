import Records
import Reporting
import Testing
import Verdicts

/// Issue 55 item 2: findings as GitHub Actions workflow commands, escaped as GitHub's toolkit
/// escapes them, so that no nib or file name can end the line or the property list.
@Suite struct WorkflowAnnotationTests {
    static let (head, base) = (String(repeating: "a", count: 40), String(repeating: "b", count: 40))

    @Test func aStepIsAnErrorOnTheScenesLine() {
        let step = HistoryCheck.Step(
            series: "profile (instructions)", subject: "App/Main/Settings", figure: "first_load_instructions", commit: Self.head,
            previousCommit: Self.base, before: 538_648, after: 690_365, change: 690_365.0 / 538_648 - 1, isRegression: true)
        let lines = WorkflowAnnotation.annotations(steps: [step], creeps: [], series: "profile (instructions)") { subject in
            subject == "App/Main/Settings" ? ("App/Main.storyboard", 42) : nil
        }.map(\.rendered)
        #expect(
            lines == [
                "::error file=App/Main.storyboard,line=42,title=nibbench%3A App/Main/Settings first_load_instructions stepped up::"
                    + "App/Main/Settings: first_load_instructions 538648 → 690365 (+28.2%25) at aaaaaaaaaaaa, after bbbbbbbbbbbb [profile (instructions)]"
            ])
    }

    @Test func creepNamesTheCommitsThatRaisedIt() {
        let creep = HistoryCheck.Creep(
            series: "profile (instructions)", subject: "App/Views/Card", figure: "first_load_allocations", fromCommit: Self.base,
            toCommit: Self.head, before: 100, after: 140, change: 0.4,
            contributors: [HistoryCheck.Contribution(commit: Self.base, rise: 15), HistoryCheck.Contribution(commit: Self.head, rise: 25)])
        // A xib: the file is known, its line is not (the whole file is the nib).
        let lines = WorkflowAnnotation.annotations(steps: [], creeps: [creep], series: "s") { _ in ("App/Views/Card.xib", nil) }.map(\.rendered)
        #expect(
            lines == [
                "::error file=App/Views/Card.xib,title=nibbench%3A App/Views/Card first_load_allocations crept up::"
                    + "App/Views/Card: first_load_allocations 100 → 140 (+40.0%25) from bbbbbbbbbbbb to aaaaaaaaaaaa, raised by bbbbbbbbbbbb +15, aaaaaaaaaaaa +25 [s]"
            ])
    }

    /// A name holding a newline, a workflow command, `%`, `:` and `,` stays on one line and
    /// inside its property.
    @Test func aNameCannotInjectAWorkflowCommand() {
        let evil = "Evil,file=x:y\n::error::pwned 100%\r"
        let annotation = WorkflowAnnotation(.warning, file: "App/\(evil).xib", line: 3, column: 7, title: evil, message: "\(evil) is slow")
        let line = annotation.rendered
        #expect(!line.contains("\n") && !line.contains("\r"))
        #expect(
            line == "::warning file=App/Evil%2Cfile=x%3Ay%0A%3A%3Aerror%3A%3Apwned 100%25%0D.xib,line=3,col=7,"
                + "title=Evil%2Cfile=x%3Ay%0A%3A%3Aerror%3A%3Apwned 100%25%0D::Evil,file=x:y%0A::error::pwned 100%25%0D is slow")
        // Without a file, no line or column: GitHub would attach them to nothing.
        #expect(WorkflowAnnotation(.notice, line: 3, column: 1, message: "m").rendered == "::notice::m")
    }
}
