// libFuzzer target: corpus spec JSON (`Corpora/*.json`) decoding and validation.
import Corpus
import Manifest

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try CorpusSpec.decode(bytes: bytes, file: "fuzz.json")
    } catch {
        // Syntax errors say line:column; type and range errors the JSON path.
        _ = error.description
    }
    return 0
}
