// libFuzzer target: NIBArchive → NibModel → Nib.instantiate (UINib semantics), with File's
// Owner a permissive stub and unknown app classes stubbed, as `nibbench instantiate
// --stub-unknown-classes` runs it. Leak detection checks that dropping the graph frees it.
import NibArchive
import NibModel
import NibRuntime

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let archive = try? NibArchive(bytes: bytes) else { return 0 }
    // The document model: a decoded document re-encodes to an archive that decodes again.
    if let document = try? NibDocument(archive: archive) {
        do {
            let again = try NibArchive(bytes: try document.encoded())
            _ = try NibDocument(archive: again)
        } catch {
            fatalError("a decoded NibDocument does not round-trip: \(error)")
        }
    }
    let nib = Nib(data: bytes, name: "fuzz.nib")
    do {
        let result = try nib.instantiateDetailed(owner: GenericObject(), options: NibOptions(stubsUnknownClasses: true))
        _ = InstantiationSummary(result, nib: "fuzz.nib").text
    } catch {
        _ = "\(error)"
    }
    _ = try? nib.decodeGraph()
    return 0
}
