import Foundation
import Testing

/// A small iOS xib: File's Owner with a `view` outlet to a view holding a label.
let smallXIB = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                <connections>
                    <outlet property="view" destination="root" id="c1"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <label opaque="NO" text="Name" id="name">
                        <rect key="frame" x="20" y="40" width="200" height="21"/>
                    </label>
                </subviews>
            </view>
        </objects>
    </document>
    """

/// Item 1 of issue 16: outputs are replaced atomically and never lost; item 2: a folder where
/// a file is expected is an error (or, for a directory nib, read as the nib it is), never a crash.
@Suite struct OutputSafetyTests {
    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func compilingOverAnExistingNibReplacesIt() throws {
        try CLI.withTemporaryFolder("overwrite") { folder in
            try write(smallXIB, to: folder + "/View.xib")
            let first = try CLI.run(["compile", "View.xib", "-o", "View.nib"], in: folder)
            #expect(first.status == 0, "\(first)")
            let compiled = try #require(bytes(folder + "/View.nib"))
            for _ in 0..<2 {
                let again = try CLI.run(["compile", "View.xib", "-o", "View.nib"], in: folder)
                #expect(again.status == 0, "\(again)")
                #expect(bytes(folder + "/View.nib") == compiled)
            }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
            #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
        }
    }

    @Test func aFailedCompileLeavesThePreviousOutputAsItWas() throws {
        try CLI.withTemporaryFolder("keep") { folder in
            try write(smallXIB, to: folder + "/View.xib")
            #expect(try CLI.run(["compile", "View.xib", "-o", "View.nib"], in: folder).status == 0)
            let before = try #require(bytes(folder + "/View.nib"))
            try write(
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects><view id=\"a\"/><view id=\"a\"/></objects></document>",
                to: folder + "/View.xib")
            let failed = try CLI.run(["compile", "View.xib", "-o", "View.nib"], in: folder)
            expectOneLineError(failed, mentions: ["View.xib"])
            #expect(bytes(folder + "/View.nib") == before)
        }
    }

    @Test func aFolderCompileIntoAnExistingOutputFolderKeepsEveryFile() throws {
        try CLI.withTemporaryFolder("folder") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/xibs/sub", withIntermediateDirectories: true)
            for name in ["A", "B", "sub/C"] { try write(smallXIB, to: folder + "/xibs/\(name).xib") }
            for round in 0..<3 {
                let outcome = try CLI.run(["compile", "xibs", "-o", "nibs"], in: folder)
                #expect(outcome.status == 0, "round \(round): \(outcome)")
                for name in ["A", "B", "sub/C"] {
                    #expect(FileManager.default.fileExists(atPath: folder + "/nibs/\(name).nib"), "round \(round): \(name).nib missing")
                }
            }
        }
    }

    @Test func anOutputThatIsAFolderIsRefusedAndKept() throws {
        try CLI.withTemporaryFolder("outfolder") { folder in
            try write(smallXIB, to: folder + "/View.xib")
            try FileManager.default.createDirectory(atPath: folder + "/Out.nib/keep", withIntermediateDirectories: true)
            let outcome = try CLI.run(["compile", "View.xib", "-o", "Out.nib"], in: folder)
            expectOneLineError(outcome, mentions: ["Out.nib", "folder"])
            #expect(FileManager.default.fileExists(atPath: folder + "/Out.nib/keep"))
        }
    }

    @Test(arguments: [
        ["inspect", "dir"], ["inspect", "--mapped", "dir"], ["instantiate", "dir"], ["trace", "stats", "dir"],
        ["simulate", "--trace", "dir", "--capacities", "4"], ["generate", "--spec", "dir", "--out", "x"]
    ])
    func aFolderWhereAFileIsExpectedIsAOneLineError(arguments: [String]) throws {
        try CLI.withTemporaryFolder("dir") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
            let outcome = try CLI.run(arguments, in: folder)
            expectOneLineError(outcome, mentions: ["dir", "folder"])
        }
    }

    @Test func aDirectoryNibIsReadAsItsNewestVariant() throws {
        try CLI.withTemporaryFolder("dirnib") { folder in
            try write(smallXIB, to: folder + "/View.xib")
            #expect(try CLI.run(["compile", "View.xib", "-o", "View.nib"], in: folder).status == 0)
            let nib = try #require(bytes(folder + "/View.nib"))
            try FileManager.default.createDirectory(atPath: folder + "/Foo.nib", withIntermediateDirectories: true)
            // The newest versioned variant wins; the others are not nibs at all.
            try nib.write(to: URL(fileURLWithPath: folder + "/Foo.nib/objects-13.0+.nib"))
            try Data("not a nib".utf8).write(to: URL(fileURLWithPath: folder + "/Foo.nib/objects-9.0+.nib"))
            try Data("not a nib".utf8).write(to: URL(fileURLWithPath: folder + "/Foo.nib/runtime.nib"))
            for arguments in [["inspect", "Foo.nib"], ["inspect", "--mapped", "Foo.nib"], ["instantiate", "Foo.nib"]] {
                let outcome = try CLI.run(arguments, in: folder)
                #expect(outcome.status == 0, "\(arguments): \(outcome)")
            }
            let inspected = try CLI.run(["inspect", "Foo.nib"], in: folder)
            #expect(inspected.stdout.contains("\(nib.count) bytes"), "\(inspected)")
        }
    }
}
