import Foundation
import NibbenchSupport
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 28, item 5: scratch folders in the temporary folder are named so that the next process
/// can tell a dead one's from a live one's, and sweeps the dead ones.
@Suite struct ScratchFolderTests {
    /// A fresh base folder, removed afterwards.
    func withBase(_ body: (String) throws -> Void) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        try body(base)
    }

    @Test("a scratch folder is nibbench-KIND.tmp-PID-XXXXXX, the id padded to a fixed width, and is removed by remove")
    func naming() throws {
        try withBase { base in
            let a = try ScratchFolder.make("profile", in: base), b = try ScratchFolder.make("profile", in: base)
            #expect(a != b)
            let name = URL(fileURLWithPath: a).lastPathComponent
            #expect(name.hasPrefix("nibbench-profile.tmp-" + String(format: "%010d", getpid()) + "-"), "\(name)")
            #expect(name.count == "nibbench-profile.tmp-".count + 10 + 1 + 6)
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: a, isDirectory: &isFolder) && isFolder.boolValue)
            try Data("x".utf8).write(to: URL(fileURLWithPath: a + "/file"))
            ScratchFolder.remove(a)
            ScratchFolder.remove(b)
            #expect(try FileManager.default.contentsOfDirectory(atPath: base).isEmpty)
        }
    }

    @Test("making one removes those of dead processes, never a live process's or a foreign name")
    func sweepsTheDead() throws {
        try withBase { base in
            let gone = Process()
            gone.executableURL = URL(fileURLWithPath: "/bin/true")
            try gone.run()
            gone.waitUntilExit()
            let dead = base + "/nibbench-isolate.tmp-" + String(format: "%010d", gone.processIdentifier) + "-aBcDeF"
            let live = base + "/nibbench-isolate.tmp-" + String(format: "%010d", getppid()) + "-aBcDeF"
            let foreign = base + "/nibbench-notes"
            for path in [dead, live, foreign] { try FileManager.default.createDirectory(atPath: path + "/inner", withIntermediateDirectories: true) }
            let made = try ScratchFolder.make("profile", in: base)
            defer { ScratchFolder.remove(made) }
            #expect(!FileManager.default.fileExists(atPath: dead))
            #expect(FileManager.default.fileExists(atPath: live) && FileManager.default.fileExists(atPath: foreign))
        }
    }

    @Test("ScratchFolder.base follows TMPDIR")
    func followsTMPDIR() {
        let expected = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        #expect(ScratchFolder.base == (expected.count > 1 && expected.hasSuffix("/") ? String(expected.dropLast()) : expected))
    }
}
