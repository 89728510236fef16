import Foundation
import Testing

/// Issue 28 item 8: what the commands print counts one thing in the singular — "imported 1
/// nibs" and "profiled 1 nib and scenes" were printed.
@Suite struct CountWordingCLITests {
    @Test func oneXIBIsOneNib() throws {
        try CLI.withTemporaryFolder("one-nib") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
            try Data(smallXIB.utf8).write(to: URL(fileURLWithPath: folder + "/App/View.xib"))
            let imported = try CLI.run(["import", "App", "--out", "corpus"], in: folder)
            #expect(imported.status == 0, "\(imported)")
            #expect(
                imported.stdout.contains("imported 1 nib into corpus: 1 compiled xib, 0 nib files, 0 nib directories, 0 storyboard nibs; 0 failed"),
                "\(imported)")
            let compiled = try CLI.run(["compile", "App", "-o", "nibs"], in: folder)
            #expect(compiled.status == 0, "\(compiled)")
            #expect(compiled.stdout.contains("compiled 1 of 1 file from App into nibs as Xcode 26.4: "), "\(compiled)")
            #expect(compiled.stdout.contains(" 1 connection, 0 warnings"), "\(compiled)")
            let profiled = try CLI.run(["profile", "App", "--out", "profile"], in: folder)
            #expect(profiled.status == 0, "\(profiled)")
            #expect(profiled.stdout.hasPrefix("profiled 1 nib ("), "\(profiled)")
            #expect(!profiled.stdout.contains("nib and scenes"))
        }
    }
}
