// libFuzzer target: the trace readers. The first byte picks the reader (its value modulo 4),
// the rest is the file: 0 our CSV (`seq,nib,event`), 1 libCacheSim CSV, 2 oracleGeneral,
// 3 oracleGeneral with next-access verification. Accepted traces go through the conversions
// and statistics `nibbench trace` runs on them.
import Traces

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = data[0] % 4
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    do {
        switch selector {
        case 0:
            let trace = try AccessTrace.parse(bytes, file: "fuzz.csv")
            _ = try TraceStats(trace: trace)
        case 1:
            let trace = try LibCacheSimTrace(csv: bytes, file: "fuzz.csv")
            let imported = try trace.accessTrace()
            _ = try TraceStats(trace: imported.trace, sizes: imported.sizes)
            _ = trace.oracleGeneralBytes()
        default:
            let trace = try LibCacheSimTrace(oracleGeneral: bytes, file: "fuzz.oracleGeneral", verifyNextAccess: selector == 3)
            let imported = try trace.accessTrace()
            _ = try TraceStats(trace: imported.trace, sizes: imported.sizes)
            _ = trace.csvBytes()
        }
    } catch {
        // Text formats say line:column, the binary one a byte offset.
        if selector < 2, error.line == nil { fatalError("CSV error without a line: \(error)") }
        if selector >= 2, error.code == .truncatedRecord, error.offset == nil { fatalError("binary error without an offset: \(error)") }
        _ = error.description
    }
    return 0
}
