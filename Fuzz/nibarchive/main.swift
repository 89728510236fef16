// libFuzzer target: the NIBArchive reader and the dump `nibbench inspect` prints.
// Built by scripts/fuzz-build (swiftc -sanitize=fuzzer,address), not by SwiftPM.
import NibArchive

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let archive: NibArchive
    do {
        archive = try NibArchive(bytes: bytes)
    } catch {
        // A rejected archive must say where: an offset inside the file.
        if let offset = error.offset, !(0...size).contains(offset) {
            fatalError("error offset \(offset) outside a \(size)-byte input: \(error)")
        }
        _ = error.description
        return 0
    }
    let dump = NibArchiveDump(archive)
    _ = dump.text
    _ = try? dump.json()
    // Every accepted archive re-encodes, and the canonical encoding reads back equal.
    let document = NibArchiveDocument(archive)
    do {
        let again = try NibArchive(bytes: try document.encoded())
        guard NibArchiveDocument(again) == document else { fatalError("re-encoded archive differs") }
    } catch {
        fatalError("an accepted archive does not re-encode: \(error)")
    }
    return 0
}
