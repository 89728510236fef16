import NibbenchSupport
import Manifest

/// libCacheSim's binary oracleGeneral format: packed 24-byte little-endian records (described
/// on ``LibCacheSimTrace``).
package enum OracleGeneralTraceFormat: LibCacheSimTraceFormat {
    package static var format: TraceFileFormat { .oracleGeneral }

    /// ``LibCacheSimTrace/init(oracleGeneral:file:verifyNextAccess:)``.
    package static func records(_ file: TraceFile) throws(InputError) -> LibCacheSimTrace {
        try LibCacheSimTrace(oracleGeneral: file.bytes, file: file.path)
    }

    /// ``LibCacheSimTrace/writeOracleGeneral(to:)``.
    package static func write(records: LibCacheSimTrace, to path: String) throws(InputError) {
        try records.writeOracleGeneral(to: path)
    }

    /// Decodes the records in place (after checking the length is whole records).
    package static func ingest(_ region: borrowing MappedRegion, path: String, sizes given: NibSizes?) throws(InputError) -> IngestedTrace? {
        try LibCacheSimTrace.checkWholeRecords(region.bytes.count, file: path)
        return IngestedTrace.oracleGeneral(region, sizes: given)
    }
}
