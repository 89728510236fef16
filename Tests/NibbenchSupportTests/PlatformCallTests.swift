import Foundation
import NibbenchSupport
import Testing

/// The support floor's wrappers of C and POSIX calls (one file per concern): what each answers.
@Suite struct PlatformCallTests {
    @Test func folderEntriesTellsFoldersFromFilesAndListsNames() throws {
        let folder = try ScratchFolder.make("entries-test")
        defer { ScratchFolder.remove(folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/a.nib"))
        try FileManager.default.createDirectory(atPath: folder + "/b.nib", withIntermediateDirectories: false)
        #expect(FolderEntries.isFolder(folder))
        #expect(FolderEntries.isFolder(folder + "/b.nib"))
        #expect(!FolderEntries.isFolder(folder + "/a.nib"))
        #expect(!FolderEntries.isFolder(folder + "/missing"))
        #expect(FolderEntries.names(in: folder) == ["a.nib", "b.nib"])
        #expect(FolderEntries.names(in: folder + "/missing").isEmpty)
    }

    @Test func rawMemoryFindsComparesAndCopiesBytes() {
        let bytes: [UInt8] = Array("ab,cd\nef\n".utf8)
        bytes.withUnsafeBytes { raw in
            #expect(RawMemory.firstIndex(of: 0x0A, in: raw.baseAddress!, count: raw.count) == 5)
            #expect(RawMemory.firstIndex(of: 0x0A, in: raw.baseAddress! + 6, count: raw.count - 6) == 2)
            #expect(RawMemory.firstIndex(of: UInt8(ascii: "z"), in: raw.baseAddress!, count: raw.count) == nil)
            #expect(RawMemory.firstIndex(of: 0x0A, in: raw.baseAddress!, count: 0) == nil)
            #expect(RawMemory.equal(raw.baseAddress!, raw.baseAddress! + 3, count: 0))
            #expect(!RawMemory.equal(raw.baseAddress!, raw.baseAddress! + 3, count: 2))
        }
        var copy = [UInt8](repeating: 0, count: bytes.count)
        copy.withUnsafeMutableBytes { destination in
            bytes.withUnsafeBytes { RawMemory.copy($0.count, from: $0.baseAddress!, to: destination.baseAddress!) }
        }
        #expect(copy == bytes)
    }

    @Test func processEnvironmentReadsOneVariable() {
        #expect(ProcessEnvironment.value("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(ProcessEnvironment.isSet("PATH") == (ProcessInfo.processInfo.environment["PATH"] != nil))
        #expect(ProcessEnvironment.value("NIBBENCH_NO_SUCH_VARIABLE_SET_ANYWHERE") == nil)
        #expect(!ProcessEnvironment.isSet("NIBBENCH_NO_SUCH_VARIABLE_SET_ANYWHERE"))
    }
}
