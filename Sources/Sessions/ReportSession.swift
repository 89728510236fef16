import Foundation
import Harness
import Reporting

/// `nibbench report`'s work: a run folder's outputs rendered again from its `run.json` and
/// samples, in the current format.
package enum ReportSession {
    /// Reads `folder/run.json` (configurations recorded before their registration's fields are
    /// resolved as then), and rewrites the folder whole, atomically, its run named after the folder.
    ///
    /// - Parameter samplesCSV: Whether `samples.csv` is written too.
    /// - Throws: ``ReportingError`` naming the file that cannot be read or written.
    package static func rerender(_ folder: String, samplesCSV: Bool) throws {
        let result = try ResultDirectory.read(folder + "/run.json").resolvingPredatingConfigs()
        try ResultDirectory.write(result, id: URL(fileURLWithPath: folder).lastPathComponent, to: folder, samplesCSV: samplesCSV)
    }
}
