import NibArchive
import Testing

/// Issue 53, item 1: Xcode 15.1 and later end a view controller's nib with `"LNE\0"` after the
/// class table (``NibArchiveTrailer``). The reader keeps it, a document carries it, the writer
/// puts it back; any other trailing bytes are still refused.
@Suite struct TrailerTests {
    /// A minimal archive whose root carries `IBUINibLNEVersionKey` = 1, as Xcode writes it.
    static func lneArchive(coderVersion: UInt32 = 10) -> [UInt8] {
        var raw = RawArchive()
        raw.objects = [0x80, 0x80, 0x81]
        raw.keys = [0x94] + Array("IBUINibLNEVersionKey".utf8)
        raw.keyCount = 1
        raw.values = [0x80, 0x00, 0x01]
        raw.valueCount = 1
        return raw.bytes { $0.coderVersion = coderVersion } + NibArchiveTrailer.lne
    }

    @Test func theTrailerIsReadKeptAndWrittenBackByteForByte() throws {
        let bytes = Self.lneArchive()
        let archive = try NibArchive(bytes: bytes)
        #expect(archive.trailer == [0x4C, 0x4E, 0x45, 0x00])
        #expect(archive.byteCount == bytes.count)
        let document = NibArchiveDocument(archive)
        #expect(document.trailer == NibArchiveTrailer.lne)
        #expect(try document.encoded() == bytes)
    }

    @Test func anArchiveWithoutOneHasNone() throws {
        let bytes = RawArchive().bytes()
        #expect(try NibArchive(bytes: bytes).trailer.isEmpty)
        #expect(try NibArchiveDocument(NibArchive(bytes: bytes)).encoded() == bytes)
    }

    @Test func otherTrailingBytesAreStillRefused() {
        let plain = RawArchive().bytes()
        for extra: [UInt8] in [
            [0], [0x4C, 0x4E, 0x45], [0x4C, 0x4E, 0x45, 0x01], NibArchiveTrailer.lne + [0], NibArchiveTrailer.lne + NibArchiveTrailer.lne
        ] {
            #expect(throws: NibArchiveError.self, "\(extra)") { try NibArchive(bytes: plain + extra) }
            do {
                _ = try NibArchive(bytes: plain + extra)
            } catch {
                #expect(error.code == .trailingBytes && error.offset == plain.count, "\(extra): \(error)")
            }
        }
    }

    @Test func aCoder9ArchiveWithTheTrailerIsRefused() {
        do {
            _ = try NibArchive(bytes: Self.lneArchive(coderVersion: 9))
            Issue.record("a coder-9 archive with the LNE trailer was read")
        } catch {
            #expect(error.code == .trailingBytes && error.message.contains("coder-9"))
        }
    }

    @Test func theWriterRefusesATrailerNoReaderAccepts() {
        var document = NibArchiveDocument()
        document.trailer = [1, 2, 3, 4]
        #expect(throws: NibArchiveError.self) { try document.encoded() }
        document.trailer = NibArchiveTrailer.lne
        document.coderVersion = 9
        #expect(throws: NibArchiveError.self) { try document.encoded() }
    }

    @Test func inspectShowsIt() throws {
        let dump = NibArchiveDump(try NibArchive(bytes: Self.lneArchive()), file: "c.nib")
        #expect(dump.trailer == "4c4e4500")
        #expect(dump.text.contains("trailer       4 bytes after the class table: 4c4e4500 (\"LNE\\0\", Xcode 15.1 and later)"))
    }
}
