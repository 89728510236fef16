import NibbenchSupport
import Manifest

/// libCacheSim's CSV format, header `time,obj_id,obj_size` (described on ``LibCacheSimTrace``).
package enum LibCacheSimCSVTraceFormat: LibCacheSimTraceFormat {
    package static var format: TraceFileFormat { .libcachesimCSV }

    /// ``LibCacheSimTrace/init(csv:file:)``.
    package static func records(_ file: TraceFile) throws(InputError) -> LibCacheSimTrace {
        try LibCacheSimTrace(csv: file.bytes, file: file.path)
    }

    /// ``LibCacheSimTrace/writeCSV(to:)``.
    package static func write(records: LibCacheSimTrace, to path: String) throws(InputError) {
        try records.writeCSV(to: path)
    }

    /// Reads a well-formed file in place; nil for anything else.
    package static func ingest(_ region: borrowing MappedRegion, path: String, sizes given: NibSizes?) throws(InputError) -> IngestedTrace? {
        IngestedTrace.libCacheSimCSV(region, sizes: given)
    }
}
