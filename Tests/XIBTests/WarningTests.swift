import Foundation
import Testing
import XIB

/// Issue 28, defect 2: a compiler warning names its file, line and column, and is reported once.
struct WarningTests {
    static let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/storyboards").path

    /// A xib whose one view, at line 4, has a `contentMode` no rule knows: one warning.
    static func xib(contentMode: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="\(contentMode)" id="root"/>
            </objects>
        </document>
        """
    }

    @Test("a warning reads FILE:LINE:COL: warning: message")
    func located() throws {
        let xib = Self.xib(contentMode: "sideways")
        let compiled = try XIBCompiler.compile(XIBDocument(data: Data(xib.utf8), file: "V.xib"))
        let warning = try #require(compiled.report.warnings.first)
        #expect(compiled.report.warnings.count == 1)
        #expect((warning.file, warning.line) == ("V.xib", 4) && warning.column >= 1, "\(warning)")
        #expect(warning.description == "V.xib:4:\(warning.column): warning: contentMode=\"sideways\" is not a known value; kept as text")
        #expect(!compiled.report.rendered.contains("warning"), "--report lists generic handling, not the warnings")
    }

    @Test("merging reports keeps each warning once")
    func mergedOnce() {
        var report = XIBCompileReport()
        let warning = XIBWarning(file: "A.xib", line: 3, column: 5, message: "m")
        var other = XIBCompileReport()
        other.add(warning)
        other.add(warning)
        report.merge(other)
        report.merge(other)
        report.add(XIBWarning(file: "A.xib", line: 4, column: 5, message: "m"))
        #expect(report.warnings.map(\.line) == [3, 4])
    }

    @Test("a storyboard element compiled into two nibs warns once")
    func storyboardOnce() throws {
        // The first label of Alamofire's scene, with a contentMode UIKit does not have.
        var text = try String(contentsOfFile: Self.storyboards + "/Alamofire-Alamofire/Main.storyboard", encoding: .utf8)
        let range = try #require(text.range(of: "contentMode=\"center\" text=\"GET Request\""))
        text.replaceSubrange(range, with: "contentMode=\"sideways\" text=\"GET Request\"")
        let compiled = try StoryboardCompiler.compile(StoryboardDocument(data: Data(text.utf8), file: "Main.storyboard"))
        let line = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(compiled.report.warnings.map(\.description).filter { $0.contains("sideways") }.count == 1, "\(compiled.report.warnings)")
        #expect(compiled.report.warnings.first { $0.message.contains("sideways") }?.line == line)
    }
}
