import Corpus
import Foundation
import NibbenchSupport
import Records

extension HistoryEntry {
    /// Reads the result at `path`: a run folder (or its `run.json`) or a profile folder (or its
    /// `profile.json`). A run's samples are not read: the history keeps its summaries.
    ///
    /// - Throws: ``HistoryError`` `.io` naming the file when it cannot be read or is neither a
    ///   run nor a profile; the reader's error is kept as the cause.
    package static func read(_ path: String) throws(HistoryError) -> HistoryEntry {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw HistoryError(.io, "no such result (a run folder or a profile folder)", file: path)
        }
        let folder = isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
        let file = isFolder.boolValue ? nil : (path as NSString).lastPathComponent
        let run = folder + "/run.json", profile = folder + "/" + NibProfile.fileName
        if file == "run.json" || (file == nil && FileManager.default.fileExists(atPath: run)) {
            let bytes: [UInt8]
            do { bytes = try FileBytes.read(run) } catch { throw HistoryError(.io, "cannot read the run", file: run, cause: error) }
            do {
                let result = try JSONDecoder().decode(RunDocument.self, from: Data(bytes)).result
                return HistoryEntry(run: result, digest: ContentDigest.sha256(bytes))
            } catch {
                throw HistoryError(.io, "not a run nibbench can read", file: run, cause: error)
            }
        }
        if file == NibProfile.fileName || (file == nil && FileManager.default.fileExists(atPath: profile)) {
            let bytes: [UInt8]
            do { bytes = try FileBytes.read(profile) } catch { throw HistoryError(.io, "cannot read the profile", file: profile, cause: error) }
            do {
                return HistoryEntry(profile: try NibProfile.decode(Data(bytes), file: profile), digest: ContentDigest.sha256(bytes))
            } catch {
                throw HistoryError(.io, "not a profile nibbench can read", file: profile, cause: error)
            }
        }
        throw HistoryError(.io, "neither a run (run.json) nor a profile (\(NibProfile.fileName))", file: path)
    }
}
