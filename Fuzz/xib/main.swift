// libFuzzer target: the iOS .xib reader (XMLParser) and the compiler to NibModel / NIBArchive.
import Foundation
import NibArchive
import NibModel
import XIB

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    let compilation: XIBCompilation
    do {
        compilation = try XIBCompiler.compile(XIBDocument(data: input, file: "fuzz.xib"))
    } catch {
        // Every rejection names a position (line:column) except I/O.
        if error.code != .io && error.line == nil { fatalError("xib error without a line: \(error)") }
        _ = error.description
        return 0
    }
    // Whatever compiles must encode to an archive that reads back as a UIKit nib.
    do {
        let archive = try NibArchive(bytes: try compilation.encoded())
        _ = try NibDocument(archive: archive)
    } catch {
        fatalError("a compiled xib does not read back: \(error)")
    }
    return 0
}
