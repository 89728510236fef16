import Foundation
import NibbenchSupport
import Records

extension RecommendReport {
    /// `recommend.json`'s text: the document with sorted keys, pretty, and a final newline.
    ///
    /// - Throws: ``ReportingError`` `unrepresentable` when the document holds a value JSON
    ///   cannot represent (such as a NaN).
    package static func json(_ d: RecommendDocument) throws(ReportingError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return String(decoding: try encoder.encode(d), as: UTF8.self) + "\n"
        } catch {
            throw ReportingError(wrapping: error, .unrepresentable, "cannot encode the recommendation as JSON", file: "recommend.json")
        }
    }

    /// The files of the document, by path relative to the output folder: `recommend.md`,
    /// `recommend.json` and the two charts.
    ///
    /// - Throws: as ``json(_:)``.
    package static func files(_ d: RecommendDocument) throws(ReportingError) -> [(path: String, text: String)] {
        [("recommend.md", markdown(d)), ("recommend.json", try json(d))] + charts(d).map { ($0.file, $0.svg) }
    }

    /// Writes ``files(_:)`` into `folder` (the folder the session is writing as a whole), each
    /// through ``ResultDirectory/atomically(_:to:)``.
    ///
    /// - Throws: ``ReportingError``: `unrepresentable` as ``json(_:)``; `io` naming the file or
    ///   folder that cannot be written.
    package static func write(_ d: RecommendDocument, into folder: String) throws(ReportingError) {
        for (path, text) in try files(d) {
            if let slash = path.lastIndex(of: "/") {
                let subfolder = folder + "/" + path[..<slash]
                do {
                    try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
                } catch {
                    throw ReportingError(wrapping: error, .io, "cannot create the folder", file: subfolder)
                }
            }
            try ResultDirectory.atomically(text, to: folder + "/" + path)
        }
    }
}
